/**
 * `search()`: documentation search with the DocSearch modal. By default an index built with the
 * site (no network, no third party); with themeConfig.algolia, a hosted Algolia app. Provides the
 * SearchBar and SearchPage theme components and the /search route.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDir, FolioError, type Context, type Plugin } from '@folio/core';
import { buildIndexFiles, INDEX_DIR, readBuiltPage, writeIndexFiles } from './build-index.ts';
import { devIndexPlugin } from './dev.ts';
import { RecordMemo } from './record-memo.ts';
import { docsearchErrorStatusFix } from './docsearch-fix.ts';
import { OPENSEARCH_FILE, openSearchHeadTag, searchPagePath, wantsOpenSearch, writeOpenSearch } from './opensearch.ts';
import type { AlgoliaThemeConfig as AlgoliaConfig } from './client/context.ts';
import type { SearchGlobalData } from './contract.ts';

export type { AlgoliaConfig };

/** Check themeConfig.algolia the way Docusaurus does: appId and apiKey are required. */
export function validateAlgolia(themeConfig: Record<string, unknown>, file?: string): AlgoliaConfig | undefined {
  const algolia = themeConfig.algolia as Partial<AlgoliaConfig> | undefined;
  if (algolia === undefined) return undefined;
  if (!algolia.appId) throw new FolioError('`appId` is missing.', { file, hint: 'set themeConfig.algolia.appId, or remove themeConfig.algolia to use the built-in search' });
  if (!algolia.apiKey) throw new FolioError('`apiKey` is missing.', { file, hint: 'set themeConfig.algolia.apiKey (the search-only key)' });
  if (!algolia.indexName) throw new FolioError('`indexName` is missing.', { file });
  return { contextualSearch: true, insights: false, ...algolia } as AlgoliaConfig;
}

export type { SearchGlobalData };

// The TypeScript source, which the bundler compiles: from src/ or dist/ alike.
const component = (name: string) => fileURLToPath(new URL(`../src/client/${name}.tsx`, import.meta.url));

export interface SearchOptions {
  /** The built-in index's name (Algolia's is themeConfig.algolia.indexName): name it after the product. */
  indexName?: string;
}

export function search(options: SearchOptions = {}): Plugin<AlgoliaConfig | undefined> {
  return {
    name: 'search',
    themeComponents: { SearchBar: component('SearchBar'), SearchPage: component('SearchPage') },
    load(ctx: Context) {
      return validateAlgolia(ctx.config.themeConfig, ctx.config.configFile);
    },
    // The search page: Folio's renders a robots noindex meta (the sitemap then leaves it out);
    // theme-search-algolia's says `property="robots"`, which Docusaurus's sitemap does not read.
    routes(_content, ctx) {
      const page = searchPagePath(ctx.config.themeConfig);
      return page ? [{ path: page, component: '@theme/SearchPage', search: { index: false } }] : [];
    },
    globalData(algolia, ctx) {
      return { mode: algolia ? 'algolia' : 'local', indexPath: `${INDEX_DIR}/`, searchPage: searchPagePath(ctx.config.themeConfig), ...(options.indexName ? { indexName: options.indexName } : {}) };
    },
    vite: [devIndexPlugin(), docsearchErrorStatusFix()],
    // Algolia mode: the modal queries Algolia's hosts (and its insights endpoint) from the browser.
    csp(ctx) {
      if (!ctx.config.themeConfig.algolia) return undefined;
      return { 'connect-src': ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'] };
    },
    // The local index's folder, written in postBuild; opensearch.xml for an Algolia site with a search page.
    outputFiles(_algolia, ctx) {
      return ctx.config.themeConfig.algolia ? (wantsOpenSearch(ctx.config.themeConfig) ? [OPENSEARCH_FILE] : []) : [`${INDEX_DIR}/`];
    },
    htmlTags: (ctx) => (wantsOpenSearch(ctx.config.themeConfig) ? { headTags: [openSearchHeadTag(ctx.config)] } : undefined),
    async postBuild(ctx) {
      if (wantsOpenSearch(ctx.config.themeConfig)) await writeOpenSearch(ctx.outDir, ctx.config);
      if (ctx.config.themeConfig.algolia) return;
      const { currentLocale, localeConfigs } = ctx.config.i18n;
      const memo = new RecordMemo(path.join(cacheDir(ctx.siteDir), 'search', `${currentLocale}.json`));
      const files = await buildIndexFiles({
        routes: ctx.routes,
        language: currentLocale,
        htmlLang: localeConfigs[currentLocale]?.htmlLang,
        html: readBuiltPage(ctx.outDir, ctx.config.baseUrl, ctx.config.trailingSlash),
        memo,
      });
      memo.save();
      await writeIndexFiles(ctx.outDir, files);
    },
  };
}
