/** Server entry used by prerender: render one URL to HTML plus its head and html attributes. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import App from './App';
import { HeadCollector, HeadProvider, pageHeadHtml } from './head';
import { loadRoute, releaseRoute, resolveRoute } from './routes';
import { htmlSuffixScript, initScripts } from './init-scripts';
import { useSiteData } from './site';

export interface RenderResult {
  html: string;
  head: string;
  htmlAttributes: string;
  /** What the page's Heads put on <body> ('' for nothing). */
  bodyAttributes: string;
  status: number;
  /** The inline scripts of `head` that run (the Content-Security-Policy allows exactly these, by hash). */
  inlineScripts: string[];
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
  const locale = site.i18n.localeConfigs[site.i18n.currentLocale]!;
  const scripts = entry.catchAll ? [...initScripts(site), htmlSuffixScript()] : initScripts(site);
  // Folio's tags for the Heads' fields and every other tag they give (head.tsx, head-tags.ts).
  const page = pageHeadHtml(site, collector.entries, { lang: locale.htmlLang, dir: locale.direction });
  const head = [
    ...scripts.map((script) => `<script>${script}</script>`),
    page.head,
    // og:locale, twitter:card and the favicon are core's site head (build/site-head.ts), which dev prints too.
  ].filter(Boolean);
  return {
    html,
    head: head.join('\n'),
    htmlAttributes: page.htmlAttributes,
    bodyAttributes: page.bodyAttributes,
    status: entry.catchAll ? 404 : 200,
    inlineScripts: [...scripts, ...page.inlineScripts],
  };
}
