/**
 * What a reader's browser downloads for one page, Lighthouse-style: requests and bytes (raw, and
 * gzip-compressed here at level 6, what a typical static host sends) per kind, split into what
 * arrived before the `load` event and what came after it (prefetching of linked pages) until the
 * network was idle, plus Largest Contentful Paint. Measured in a fresh browser context (cold cache).
 */
import { gzipSync } from 'node:zlib';

function kindOf(url, contentType = '') {
  const { pathname } = new URL(url);
  if (/\.m?js$/.test(pathname) || contentType.includes('javascript')) return 'js';
  if (/\.css$/.test(pathname) || contentType.includes('text/css')) return 'css';
  if (contentType.includes('text/html')) return 'html';
  return 'other';
}

function total(list) {
  return {
    requests: list.length,
    rawKB: Math.round(list.reduce((sum, r) => sum + r.raw, 0) / 102.4) / 10,
    gzipKB: Math.round(list.reduce((sum, r) => sum + r.gzip, 0) / 102.4) / 10,
  };
}

/** Load `url` in a new context of `browser` and return its weight (see above). */
export async function measurePage(browser, url, { viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const pending = [];
  let loaded = false;
  page.on('response', (response) => {
    const beforeLoad = !loaded;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          kind: kindOf(response.url(), response.headers()['content-type']),
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          beforeLoad,
        }))
        .catch(() => undefined),
    );
  });
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    const loadMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const lcpMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(Math.round(last)), 100);
        }),
    );
    const responses = (await Promise.all(pending)).filter(Boolean);
    const of = (kind, beforeLoadOnly) => total(responses.filter((r) => r.kind === kind && (!beforeLoadOnly || r.beforeLoad)));
    return {
      url: new URL(url).pathname,
      loadMs,
      lcpMs,
      js: of('js', true),
      css: of('css', true),
      html: of('html', true),
      all: total(responses.filter((r) => r.beforeLoad)),
      // Everything until the network was idle, prefetches of linked pages included.
      jsUntilIdle: of('js', false),
      allUntilIdle: total(responses),
    };
  } finally {
    await context.close();
  }
}
