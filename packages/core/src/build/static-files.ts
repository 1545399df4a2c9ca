/**
 * Build step "static files": the static folders after the first (Vite copies that one as its
 * publicDir), the sitemap, and the host files the config asks for: `_headers` (with a
 * Content-Security-Policy naming the theme's inline scripts), `robots.txt` and `_redirects`.
 */
import path from 'node:path';
import { writeOutputFile } from '../io/fs-errors.ts';
import { copyStaticDir, listStaticFiles } from '../io/static-folders.ts';
import type { LoadedSite } from '../load/state.ts';
import { staticOverwrites } from '../routes/output-files.ts';
import type { Context } from '../plugin-api.ts';
import { createSitemap } from './sitemap.ts';
import { gitLastUpdates } from '../io/git-last-update.ts';
import { createHeadersFile, createRedirectsFile, createRobotsTxt, DEFAULT_CSP, mergeCsp, scriptHash } from './host-files.ts';
import { siteHead, siteHeadCsp } from './site-head.ts';
import { log } from '../log.ts';
import type { RenderedSite } from './render.ts';

export async function writeStaticFiles(ctx: Context, site: Pick<LoadedSite, 'routes' | 'outputs'>, outDir: string, rendered: Pick<RenderedSite, 'inlineScripts' | 'pages'>): Promise<void> {
  warnStaticOverwrites(ctx, site);
  for (const dir of ctx.config.staticDirectories.slice(1)) copyStaticDir(path.resolve(ctx.siteDir, dir), outDir, ctx);
  const noIndexPages = new Set(rendered.pages.filter((page) => page.links.noIndex).map((page) => page.route.path));
  await writeSitemap(ctx, site.routes, outDir, noIndexPages);
  writeHostFiles(outDir, ctx, rendered.inlineScripts);
}

/**
 * The sitemap (config `sitemap`; sitemap.ts), its <lastmod> from the last commit of each page's
 * file, without the pages whose HTML says noindex.
 */
async function writeSitemap(ctx: Context, routes: LoadedSite['routes'], outDir: string, noIndexPages: ReadonlySet<string>): Promise<void> {
  const options = ctx.config.sitemap;
  if (options === false) return;
  const lastUpdateOf = options.lastmod === null ? undefined : await gitLastUpdates(ctx);
  const xml = await createSitemap(routes, ctx.config, options, (file) => lastUpdateOf?.(file)?.timestamp ?? null, noIndexPages);
  if (xml !== null) writeOutputFile(path.join(outDir, options.filename), xml);
}

/** `_headers`, `robots.txt` and `_redirects`, each when the config asks for it (host-files.ts). */
function writeHostFiles(outDir: string, ctx: Context, inlineScripts: Set<string>): void {
  const { config } = ctx;
  if (config.headers) {
    const { csp } = config.headers;
    const fromHead = siteHeadCsp(siteHead(config));
    if (csp) for (const tag of fromHead.blocked) log.warn(`headers.csp: the inline event handler of ${tag} (site config) is blocked by the Content-Security-Policy`);
    const directives = csp
      ? mergeCsp(
          DEFAULT_CSP,
          { 'script-src': [...inlineScripts].sort().map(scriptHash) },
          fromHead.directives,
          ...config.plugins.map((plugin) => (typeof plugin.csp === 'function' ? plugin.csp(ctx) : plugin.csp)),
          typeof csp === 'object' ? csp : undefined,
        )
      : undefined;
    writeOutputFile(path.join(outDir, '_headers'), createHeadersFile({ baseUrl: config.baseUrl, csp: directives }));
  }
  if (config.robots) {
    // The sitemap's address, unless there is none (`sitemap: false`).
    const sitemap = config.sitemap ? { sitemapFile: config.sitemap.filename } : { sitemap: false };
    writeOutputFile(path.join(outDir, 'robots.txt'), createRobotsTxt({ url: config.url, baseUrl: config.baseUrl, ...config.robots, ...(config.robots.sitemap === false ? {} : sitemap) }));
  }
  if (config.redirects) writeOutputFile(path.join(outDir, '_redirects'), createRedirectsFile(config.redirects));
}

/**
 * A static file the build writes over (`static/sitemap.xml`, `static/robots.txt` with `robots` in
 * the config, `static/docs/intro/index.html` under a page) is not published: one warning each.
 */
function warnStaticOverwrites(ctx: Context, site: Pick<LoadedSite, 'routes' | 'outputs'>): void {
  const files = ctx.config.staticDirectories.flatMap((dir) =>
    listStaticFiles(dir, ctx).map((file) => ({ file, shown: path.relative(ctx.siteDir, path.resolve(ctx.siteDir, dir, file)).split(path.sep).join('/') })),
  );
  const options = { baseUrl: ctx.config.baseUrl, trailingSlash: ctx.config.trailingSlash };
  for (const { shown, by } of staticOverwrites(files, site.routes, site.outputs, options)) {
    log.warn(`${shown} is not published: the build writes ${by} at the same path (rename or remove the static file)`);
  }
}
