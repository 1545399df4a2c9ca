/**
 * `pages()`: standalone pages, as Docusaurus's plugin-content-pages makes them. Every React
 * component (`.js/.jsx/.ts/.tsx`, its default export) and Markdown file (`.md/.mdx`) under
 * `src/pages` is a page at its path (permalink.ts). Markdown pages render in `@theme/MDXPage`
 * (the layout, a title, the content and its table of contents); a component page renders as it
 * is, wrapping itself in `@theme/Layout` when it wants the navbar and footer.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeneratedPage, Plugin, Route } from '@folio/core';
import { jsxInJs } from './jsx-in-js.ts';
import { loadPages, localizedPagesDir, type PageFile } from './load.ts';
import { resolveOptions, type PagesOptions } from './options.ts';

export type { PagesOptions };
export { DEFAULT_EXCLUDE, DEFAULT_INCLUDE, pageKind, pagePermalink } from './permalink.ts';

// The TypeScript sources, which the bundler compiles: from src/ or dist/ alike.
const component = (name: string) => fileURLToPath(new URL(`../src/client/${name}.tsx`, import.meta.url));

/**
 * A component page as a generated MDX page that renders the site's module with the route's props:
 * the route table, dev updates and prerender (its chunks and CSS) then treat it as any page.
 */
export function componentPage(page: PageFile, pluginId: string, locale?: string): GeneratedPage {
  // A translated page is another module than its source's, under another id.
  const scope = page.file !== page.sourceFile && locale ? `${pluginId}@${locale}` : pluginId;
  return { id: `pages/${scope}/${page.relativePath}`, mdx: `import Page from ${JSON.stringify(page.file)};\n\n<Page {...props} />\n`, source: page.file };
}

export function pages(input: PagesOptions = {}): Plugin<PageFile[]> {
  const options = resolveOptions(input);
  // The locales' pages folders: their `.js` pages hold JSX too (jsx-in-js.ts). Every locale's, as
  // the locales of a build may share one bundle, made with the first locale's plugins.
  const localizedDirs = new Set<string>();
  return {
    name: options.id === 'default' ? 'pages' : `pages-${options.id}`,
    themeComponents: { ComponentPage: component('ComponentPage') },
    load(ctx) {
      for (const locale of ctx.config.i18n.locales) {
        const localized = localizedPagesDir(ctx, options, locale);
        if (localized) localizedDirs.add(localized);
      }
      return loadPages(ctx, options);
    },
    routes(files, ctx) {
      return files.flatMap((page): Route[] => {
        if (page.kind === 'component') {
          return [{ path: page.routePath, component: '@theme/ComponentPage', page: componentPage(page, options.id, ctx.config.i18n.currentLocale), source: page.file }];
        }
        const frontMatter = page.frontMatter ?? {};
        // Drafts show in the dev server only, as in Docusaurus.
        if (frontMatter.draft === true && ctx.command !== 'dev') return [];
        return [{ path: page.routePath, component: '@theme/MDXPage', page: page.file, noIndex: frontMatter.unlisted === true, source: page.file }];
      });
    },
    watch(_files, ctx) {
      const localized = localizedPagesDir(ctx, options);
      return [`${options.path}/**/*`, ...(localized ? [`${path.relative(ctx.siteDir, localized).split(path.sep).join('/')}/**/*`] : [])];
    },
    // Each page's file and its translation in the locale, for the translation commands.
    // Markdown pages: a component page's text is translated through code.json (<Translate>), and
    // copying it is the exception, so `folio translations status` does not count it as missing.
    translatedSources(files) {
      return files.flatMap((page) => (page.translationFile && /\.mdx?$/.test(page.sourceFile) ? [{ source: page.sourceFile, translation: page.translationFile, exists: page.file === page.translationFile }] : []));
    },
    vite: [jsxInJs(options.path, () => [...localizedDirs])],
  };
}
