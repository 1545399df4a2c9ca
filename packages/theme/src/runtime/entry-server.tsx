/** Server entry used by prerender: render one URL to HTML plus its head and html attributes. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import App from './App';
import { HeadCollector, HeadProvider, headToHtml } from './head';
import { loadRoute, matchRoute } from './routes';
import { useSiteData } from './site';

export interface RenderResult {
  html: string;
  head: string;
  htmlAttributes: string;
  status: number;
}

export async function render(url: string): Promise<RenderResult> {
  const site = useSiteData();
  const pathname = new URL(url, 'http://folio.invalid').pathname;
  const entry = matchRoute(pathname);
  await loadRoute(entry);
  const collector = new HeadCollector();
  const html = renderToString(
    <StrictMode>
      <HeadProvider collector={collector}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadProvider>
    </StrictMode>,
  );
  const locale = site.i18n.localeConfigs[site.i18n.defaultLocale]!;
  const favicon = site.favicon
    ? `\n<link rel="icon" href="${site.favicon.startsWith('/') ? site.baseUrl + site.favicon.slice(1) : site.favicon}">`
    : '';
  return {
    html,
    head: headToHtml(collector.data) + favicon,
    htmlAttributes: `lang="${locale.htmlLang}" dir="${locale.direction}"`,
    status: entry.catchAll ? 404 : 200,
  };
}
