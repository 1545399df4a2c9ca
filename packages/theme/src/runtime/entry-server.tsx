/** Server entry used by prerender: render one URL to HTML plus its head and html attributes. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import App from './App';
import { HeadCollector, HeadProvider, pageHeadHtml } from './head';
import { loadRoute, releaseRoute, resolveRoute } from './routes';
import { htmlSuffixScript, initScripts } from './init-scripts';
import { useSiteData } from './site';
import { SsrMemoProvider, SsrMemoStore, type SsrMemoRender } from './ssr-memo';

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

/** What the pages of this process render alike (a locale's server bundle is a process's copy). */
const memo = new SsrMemoStore();

function renderApp(url: string, collector: HeadCollector, memoRender: SsrMemoRender | undefined): string {
  return renderToString(
    <StrictMode>
      <SsrMemoProvider value={memoRender}>
        <HeadProvider collector={collector}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </HeadProvider>
      </SsrMemoProvider>
    </StrictMode>,
  );
}

export async function render(url: string): Promise<RenderResult> {
  const site = useSiteData();
  const pathname = new URL(url, 'http://folio.invalid').pathname;
  const entry = await resolveRoute(pathname);
  await loadRoute(entry);
  let collector = new HeadCollector();
  let html: string;
  try {
    const memoRender = memo.render();
    const memoized = memoRender.finish(renderApp(url, collector, memoRender));
    if (memoized !== undefined) html = memoized;
    else {
      // A subtree could not be memoized (ssr-memo.tsx): the page as it renders without the memo.
      collector = new HeadCollector();
      html = renderApp(url, collector, undefined);
    }
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
