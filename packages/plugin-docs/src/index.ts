/**
 * `docs(options)`: the versioned docs plugin. Wiring only; the work is in versions.ts, docs.ts,
 * sidebars/, routes.ts and cut-version.ts.
 */
import path from 'node:path';
import { FolioError, FolioErrors, gitLastUpdates, localizationDir, siteImageCheck, siteScopeOf, throwCollected, TRANSLATION_LOCK_FILE, twinFile, type Context, type Plugin } from '@folio/core';
import { cutVersion } from './cut-version.ts';
import { createGeneratedDocs, loadVersionDocs } from './docs.ts';
import { docsLocale, docsTranslatedSources, localizedVersion, readVersionsMessages, translatedVersion, versionTranslationFile, type DocsLocale, type TranslationFileContent } from './i18n.ts';
import { normalizeDocsOptions, type Doc, type DocsOptions, type DocsOptionsInput, type SidebarItemConfig, type Version } from './options.ts';
import { createDocsRoutes, createGlobalData, type LoadedVersion } from './routes.ts';
import { markStaleDocs } from './stale-translations.ts';
import { writeMachineOutput } from './machine-output.ts';
import { createNavbarData, docsItemsOf } from './navbar-data.ts';
import { docTagsOf, readVersionTagsFile, versionTagsPath, type DocTagsArgs } from './tags.ts';
import { runSidebarItemsGenerator } from './sidebars/autogenerate.ts';
import { loadCategories, loadSidebarsConfig } from './sidebars/load.ts';
import { resolveSidebars } from './sidebars/resolve.ts';
import { versionCommand, versionFiles } from './version-files.ts';
import { checkVersionFolders, createVersions, readVersionsJson } from './versions.ts';

export interface DocsContent {
  versions: LoadedVersion[];
}

function checkUniqueIds(docs: Doc[], version: Version): void {
  const seen = new Map<string, Doc>();
  for (const doc of docs) {
    const other = seen.get(doc.id);
    if (other) {
      throw new FolioError(`two docs of version "${version.name}" have the id "${doc.id}": ${other.source} and ${doc.source}`, {
        file: doc.source,
        hint: 'rename one of the files or give it another `id` in its front matter',
      });
    }
    seen.set(doc.id, doc);
  }
}

/** What loading a version needs of the locale: where its translations are, and the version's messages. */
interface VersionLocale {
  locale: DocsLocale;
  messages: TranslationFileContent | undefined;
}

async function loadVersion(version: Version, versions: Version[], options: DocsOptions, ctx: Context, { locale, messages }: VersionLocale): Promise<LoadedVersion> {
  const current = versions.find((v) => v.name === 'current');
  // Where doc files may come from: the site and the folders its config names (site-files.ts).
  const scope = siteScopeOf(ctx);
  // One read of git's history for the whole site (shared by every version, instance and the blog), when a doc shows it.
  const lastUpdateOf = options.showLastUpdateTime || options.showLastUpdateAuthor ? await gitLastUpdates(ctx) : undefined;
  const tagsFile = readVersionTagsFile(version, options, ctx.siteDir);
  const tagsPath = versionTagsPath(version, options.tagsBasePath);
  const tagsOf = (args: DocTagsArgs) => docTagsOf(args, tagsFile, tagsPath, options.onInlineTags);
  const docCtx = {
    locale: ctx.config.i18n.currentLocale,
    currentContentPathRelative: current?.contentPathRelative,
    currentContentPathLocalizedRelative: current?.contentPathLocalizedRelative,
    markUntranslated: locale.markUntranslated,
    scope,
    checkImage: siteImageCheck(ctx),
    tagsOf,
    ...(lastUpdateOf ? { lastUpdateOf } : {}),
  };
  const docs = loadVersionDocs(version, options, docCtx);
  const sourceItems = new Map<string, SidebarItemConfig[]>();
  for (const source of options.sources) {
    const content = await source.load({ version, versions, ctx });
    docs.push(...createGeneratedDocs(content.docs, version, options, docCtx));
    sourceItems.set(source.name, content.sidebar);
  }
  checkUniqueIds(docs, version);
  const config = await loadSidebarsConfig(version.sidebarFile);
  // Drafts are served (and listed) by the dev server only.
  const listed = ctx.command === 'dev' ? docs : docs.filter((doc) => !doc.draft);
  const categories = loadCategories(version.contentPath, scope);
  const generated = await runSidebarItemsGenerator({ config, docs: listed, categories, version, options, sourceItems });
  const sidebars = resolveSidebars({ config, docs: listed, categories, version, options, generated, sourceItems, file: version.sidebarFile, ...(locale.dir ? { translations: messages ?? {} } : {}) });
  return { version, docs, sidebars };
}

export function docs(input: DocsOptionsInput = {}): Plugin<DocsContent> {
  const options = normalizeDocsOptions(input);
  const name = options.id === 'default' ? 'docs' : `docs-${options.id}`;
  return {
    name,
    async load(ctx) {
      const sourceVersions = createVersions({ siteDir: ctx.siteDir, versionsJson: readVersionsJson(ctx.siteDir, options.id), options });
      checkVersionFolders(sourceVersions, ctx.siteDir, options.id);
      // In a translated locale: each version's localized folder and translated label (i18n.ts).
      const locale = docsLocale(ctx, options);
      const messages = readVersionsMessages(sourceVersions, locale);
      const versions = sourceVersions.map((version) => translatedVersion(localizedVersion(version, locale, ctx.siteDir), messages.get(version.name)));
      // Every version is loaded before the first problem is thrown: one build reports them all.
      const settled = await Promise.allSettled(versions.map((version) => loadVersion(version, versions, options, ctx, { locale, messages: messages.get(version.name) })));
      const problems = settled.flatMap((result, index) => {
        if (result.status === 'fulfilled') return [];
        const error = result.reason as unknown;
        const version = versions[index]!.name;
        // Each problem says its version (a combined error's problems each, as they are listed).
        const each = error instanceof FolioErrors ? error.problems : [error];
        for (const problem of each) {
          if (problem instanceof Error && problem.name === 'FolioError' && !problem.message.includes(`"${version}"`)) {
            problem.message = `version "${version}": ${problem.message}`;
          }
        }
        return each;
      });
      throwCollected(problems);
      const loaded = settled.map((result, index) => ({ ...(result as PromiseFulfilledResult<LoadedVersion>).value, sourceLabel: sourceVersions[index]!.label }));
      // In a translated locale, translations whose source changed since are marked (stale-translations.ts).
      return { versions: markStaleDocs(loaded, ctx, options) };
    },
    routes(content, ctx) {
      return createDocsRoutes({ versions: content.versions, includeDrafts: ctx.command === 'dev', markdownTwins: options.markdownTwins, breadcrumbs: options.breadcrumbs, canonicalToLatest: options.noIndexOtherVersions, listAllDocs: options.listAllDocs, pluginId: options.id, tagsBasePath: options.tagsBasePath });
    },
    globalData(content, ctx) {
      const navbar = createNavbarData(content.versions, docsItemsOf(ctx.config.themeConfig, options.id));
      return createGlobalData(content.versions, options.routeBasePath, navbar, options.breadcrumbs, options.listAllDocs) as never;
    },
    watch(content, ctx) {
      // The instance's own versions files (version-files.ts): another instance's are not its input.
      const files = versionFiles(options.id);
      // (The tags files are in the versions' folders, which the first two globs cover.)
      const localized = docsLocale(ctx, options).dir;
      // A translated locale's lock file too: `folio translations mark` changes which pages are stale.
      const lockFile = () => path.relative(ctx.siteDir, path.join(localizationDir(ctx.siteDir, ctx.config.i18n), TRANSLATION_LOCK_FILE));
      const globs = [`${options.path}/**`, `${files.docsDir}/**`, `${files.sidebarsDir}/**`, files.versionsFile, ...(options.sidebarPath ? [options.sidebarPath] : []), ...(localized ? [`${path.relative(ctx.siteDir, localized)}/**`, lockFile()] : [])];
      for (const source of options.sources) globs.push(...(source.watch?.({ versions: content.versions.map((v) => v.version), ctx }) ?? []));
      return globs.map((glob) => glob.split(path.sep).join('/'));
    },
    // One command per instance, as Docusaurus spells them: `docs:version` cuts the default
    // instance only, `docs:version:<id>` the instance <id>.
    commands: {
      [versionCommand(options.id)]: (args, ctx) => cutVersion(args, ctx, options),
    },
    // The versions' translation files (labels with the source's messages) and the docs' translations, for the translation commands.
    translationFiles(content) {
      return content.versions.map((loaded) => versionTranslationFile(loaded, options.i18nFolder));
    },
    translatedSources(content) {
      return docsTranslatedSources(content.versions);
    },
    postBuild(ctx) {
      return writeMachineOutput(ctx, { pluginName: name, markdownTwins: options.markdownTwins, llmsTxt: options.llmsTxt });
    },
    // The docs' Markdown twins, which writeMachineOutput writes.
    outputFiles(_content, _ctx, routes) {
      return options.markdownTwins ? routes.filter((route) => route.component === '@theme/DocItem' && route.page).map((route) => twinFile(route.path)) : [];
    },
  };
}

export type {
  DocsOptionsInput,
  DocSource,
  DocSourceContent,
  GeneratedDoc,
  SidebarItemConfig,
  SidebarItemsGenerator,
  SidebarItemsGeneratorArgs,
  SidebarsConfig,
  Version,
} from './options.ts';
export type { DocPageData, DocRootProps, DocsGlobalData, DocTag, DocTagDocListProps, DocTagsListProps } from './contract.ts';
