/** Server entry used by prerender: render one URL to HTML plus its head and html attributes. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import App from './App';
import { HeadCollector, HeadProvider, headToHtml } from './head';
import { loadRoute, releaseRoute, resolveRoute } from './routes';
import { initScripts } from './init-scripts';
import { assetSitePath } from '@folio/core/client';
import { useSiteData, withBaseUrl } from './site';

export interface RenderResult {
  html: string;
  head: string;
  htmlAttributes: string;
  status: number;
  /** The inline scripts of `head` (the Content-Security-Policy allows exactly these, by hash). */
  inlineScripts: string[];
}

function absoluteUrl(origin: string, path: string): string {
  return /^[a-z]+:/i.test(path) ? path : origin + path;
}

export async function render(url: string): Promise<RenderResult> {
  const site = useSiteData();
  const pathname = new URL(url, 'http://folio.invalid').pathname;
  const entry = await resolveRoute(pathname);
  await loadRoute(entry);
  const collector = new HeadCollector();
  let html: string;
  try {
    html = renderToString(
      <StrictMode>
        <HeadProvider collector={collector}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </HeadProvider>
      </StrictMode>,
    );
  } finally {
    // Each route renders once: keeping its modules would hold every page in memory.
    releaseRoute(entry);
  }
  const locale = site.i18n.localeConfigs[site.i18n.defaultLocale]!;
  const image = collector.data.image ?? (site.themeConfig.image as string | undefined);
  const scripts = initScripts(site);
  const head = [
    ...scripts.map((script) => `<script>${script}</script>`),
    // A relative image (front matter or config) names a static file under baseUrl, as in Docusaurus.
    headToHtml({ ...collector.data, image: image ? absoluteUrl(site.url, withBaseUrl(assetSitePath(image))) : undefined }),
    `<meta property="og:locale" content="${locale.htmlLang.replace('-', '_')}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    site.favicon ? `<link rel="icon" href="${withBaseUrl(site.favicon)}">` : '',
  ].filter(Boolean);
  return {
    html,
    head: head.join('\n'),
    htmlAttributes: `lang="${locale.htmlLang}" dir="${locale.direction}"`,
    status: entry.catchAll ? 404 : 200,
    inlineScripts: scripts,
  };
}
