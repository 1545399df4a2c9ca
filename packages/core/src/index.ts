/** Public API of @folio/core. */
export { defineConfig, loadConfig, validateConfig, type SiteConfig, type SiteConfigInput } from './config.ts';
export { FolioError, formatError, isFolioError, withContext, codeFrame } from './errors.ts';
export { parseFrontMatter } from './front-matter.ts';
export { createRouteTable, resolveRoutePath } from './routes.ts';
export { markdownPages, pageRoutePath, type MarkdownPagesOptions } from './plugins/markdown-pages.ts';
export { buildSite, type BuildOptions, type BuildResult } from './build.ts';
export { startDev, type DevOptions, type DevServer } from './dev.ts';
export { serveStatic, type ServeOptions } from './serve.ts';
export type { Context, GeneratedPage, Json, MdxExtensions, Plugin, PostBuildContext, ResolvedRoute, Route } from './plugin.ts';
export * from './shared/paths.ts';
export { closestMatches } from './shared/closest.ts';
