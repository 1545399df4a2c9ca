/** PURE: sitemap.xml of the indexable routes (no catch-all, no noindex pages, no pages canonical elsewhere). */
import { escapeHtml } from './html.ts';
import { applyTrailingSlash } from '../client/paths.ts';
import type { SiteConfig } from '../plugin-api.ts';
import type { ResolvedRoute } from '../plugin-api.ts';

export function createSitemap(routes: ResolvedRoute[], config: Pick<SiteConfig, 'url' | 'noIndex' | 'trailingSlash' | 'baseUrl'>): string {
  const urls = config.noIndex
    ? []
    : routes
        .filter((route) => !route.catchAll && !route.noIndex && route.sitemap !== false)
        .map((route) => `<url><loc>${escapeHtml(config.url + encodeURI(applyTrailingSlash(route.path, config.trailingSlash, config.baseUrl)))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
