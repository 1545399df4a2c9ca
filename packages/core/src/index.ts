/**
 * Public API of @folio/core for site configs and plugins. Kept light on purpose: a site config
 * imports it, and so does every build worker, so nothing here pulls in Vite or the MDX compiler.
 * The programmatic build, dev and serve functions live in `@folio/core/node`.
 */
export { defineConfig, type SiteConfig, type SiteConfigInput } from './config/config.ts';
export { FolioError, formatError, isFolioError, withContext, codeFrame } from './errors.ts';
export { frontMatterKeyLine, parseFrontMatter, readFrontMatter, readPageFile, validateFrontMatter, type FrontMatter } from './mdx/front-matter.ts';
export { createRouteTable, isDotSegment, isParentSegment, MAX_ROUTE_SEGMENT_BYTES, resolveRoutePath, routePathProblem as cleanRoutePathProblem, utf8Bytes } from './routes/routes.ts';
export { parseJson, lineColumnAt } from './config/json.ts';
export { assertInsideSite, siteGuard, siteScopeOf, type SiteGuard, type SiteScope } from './io/site-files.ts';
export { checkFolderLinks, listFolder } from './io/static-folders.ts';
export { siteImageCheck, type ImageCheck, type ImageProblem } from './io/image-field.ts';
export { gitLastUpdates, type GitLastUpdateOf } from './io/git-last-update.ts';
export { pageLastUpdate, readLastUpdateFrontMatter, type GitFileUpdate, type LastUpdate, type LastUpdateFrontMatter, type LastUpdateOptions } from './last-update.ts';
export { readDateValue, type DateReading } from './front-matter-date.ts';
export { markdownPages, pageRoutePath, type MarkdownPagesOptions } from './plugins/markdown-pages.ts';
export { getDevContext, PURE_LOAD, pureLoad } from './plugin-api.ts';
export { callOption, labelOption, OptionFunctionError } from './load/option-function.ts';
export type { Context, DevContext, GeneratedPage, Json, LlmsTxtSection, MdxExtensions, Plugin, PluginHtmlTags, PostBuildContext, ResolvedRoute, Route, RouteSearch } from './plugin-api.ts';
export * from './client/paths.ts';
export { log } from './log.ts';
export { importSiteModule, SiteModuleError, SiteModuleSyntaxError } from './config/site-module.ts';
export { buildWriteDir } from './build/output.ts';
export { settleWithin, UnsettledError } from './config/settle.ts';
export { writeChannel, type WriteChannel, type WriteFailure } from './io/write-thread.ts';
export { cacheDir } from './io/cache-dir.ts';
export { writeFileAtomic } from './write-atomic.ts';
export { cssTwinsOf, type CssTwins } from './vite/rtl-twins.ts';
export { closestMatches } from './client/closest.ts';
export { pageTitle, showsTitleHeading } from './client/page-title.ts';
export { readContentTitle, removeContentTitle } from './mdx/content-title.ts';
export { readFirstParagraph } from './mdx/first-paragraph.ts';
export { markdownTwin, twinFile, machineUrls, llmsLine, type TwinOptions, type MachineUrls } from './machine-output.ts';
export { combineErrors, throwCollected, FolioErrors } from './collected-errors.ts';
export { capitalize, kebabCase } from './routes/kebab-case.ts';
export { readYamlMap, type FieldError, type MapFile } from './io/yaml-map.ts';
export { createMapTag, permalinkUnder, readTagsMap, reportInline, resolveTags, stringField, type PageTag, type ReportLevel, type ResolveTagsArgs, type TagEntry } from './routes/tags.ts';
export { metadataSchema, type MetadataOption } from './head-schema.ts';
export type { ThemeConfigValidationContext, ValidateThemeConfig } from './config/theme-config.ts';
export { contentLocale, inferredLocaleConfig, localeOutPath, localizationDir, resolveI18n, type ContentLocale, type I18nInput } from './config/i18n.ts';
export { resolveStorage, type StorageOption } from './config/storage.ts';
export { readTranslationMessages } from './io/translation-file.ts';
export type { LocaleConfig, TranslatedSource, TranslationFile, TranslationFileContent } from './plugin-api.ts';
export { readTranslationRecord, recordKey, sourceHash, TRANSLATION_LOCK_FILE, translationState, type TranslationRecord, type TranslationState } from './io/translation-record.ts';
