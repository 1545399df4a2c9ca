/** The dev server's answer to page navigations: the HTML shell the client renders into. */
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';
import { escapeAttribute, renderDocument } from '../build/html.ts';
import { printTag, siteHead, siteHeadHtml } from '../build/site-head.ts';
import { runtimeEntry } from '../vite/config.ts';
import { routeKey } from '../client/paths.ts';
import { siteClientData } from '../vite/plugin.ts';
import type { PipelineState } from '../load/state.ts';

const SITE_HEAD = '<!--folio:site-head-->';
const SITE_BODY = '<!--folio:site-body-->';

/** Answer page navigations with the HTML shell; the client renders the route. */
export function devHtmlPlugin(state: PipelineState): VitePlugin {
  return {
    name: 'folio:dev-html',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          const accept = req.headers.accept ?? '';
          const url = req.url ?? '/';
          if (!accept.includes('text/html') && path.extname(url.split('?')[0]!) !== '') return next();
          try {
            // Vite's base middleware took the base URL off req.url; the routes' paths have it.
            const pathname = new URL((req as { originalUrl?: string }).originalUrl ?? url, 'http://dev.invalid').pathname;
            const known = state.site.routes.some((route) => !route.catchAll && routeKey(route.path) === routeKey(pathname));
            const site = siteClientData(state.ctx);
            const locale = site.i18n.localeConfigs[site.i18n.currentLocale]!;
            const shell = renderDocument({
              htmlAttributes: `lang="${escapeAttribute(locale.htmlLang)}" dir="${locale.direction}"`,
              head: `<title>${escapeAttribute(site.title)}</title>`,
              siteHead: SITE_HEAD,
              siteBody: SITE_BODY,
              body: '',
              entry: `/@fs${runtimeEntry(state.themeDir, 'entry-client')}`,
            });
            // The site's tags after Vite's pass, as the build prints them: their URLs have the base
            // URL already, which Vite would add again to every root-relative one (`/fr/fr/img/...`).
            const head = siteHead(state.ctx.config);
            const html = (await server.transformIndexHtml(url, shell))
              .replace(SITE_HEAD, () => siteHeadHtml(head))
              .replace(SITE_BODY, () => head.body.map(printTag).join('\n'));
            res.statusCode = known ? 200 : 404;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}
