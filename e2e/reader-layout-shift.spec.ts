/**
 * No layout jumps (issue 21 item 5): on a cold load (a fresh browser context, so no cache) the
 * Karakeep pages shift by a cumulative layout shift of at most 0.01, at desktop and phone width.
 * Reads build/ (scripts/test.sh builds it; KARAKEEP_BUILD serves another build).
 */
import { expect, test, type Browser } from '@playwright/test';
import { serveKarakeep, waitForKarakeep } from './karakeep-server';

const PAGES = ['/', '/configuration', '/installation/docker', '/api/create-a-new-bookmark', '/no/such/page', '/search?q=docker'];
const LOADS = 3;
const MAX_CLS = 0.01;

const site = serveKarakeep(4380);

/** The layout shifts of one cold load of `url` (every shift the page made, not only the worst window), with what moved. */
async function coldLoadShifts(browser: Browser, url: string, width: number): Promise<{ total: number; moved: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await waitForKarakeep(page);
    await page.waitForTimeout(400);
    return await page.evaluate(
      () =>
        new Promise<{ total: number; moved: string[] }>((resolve) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
          new PerformanceObserver((list) => {
            const shifts = (list.getEntries() as Shift[]).filter((shift) => !shift.hadRecentInput);
            const moved = shifts.flatMap((shift) =>
              (shift.sources ?? []).map(({ node }) => `${shift.value.toFixed(3)} ${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node?.nodeName}`),
            );
            resolve({ total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved });
          }).observe({ type: 'layout-shift', buffered: true });
          // No shift at all: the observer never calls back.
          setTimeout(() => resolve({ total: 0, moved: [] }), 200);
        }),
    );
  } finally {
    await context.close();
  }
}

for (const width of [1280, 390]) {
  for (const route of PAGES) {
    test(`${route} at ${width} px shifts by at most ${MAX_CLS} on every cold load`, async ({ browser }) => {
      for (let load = 1; load <= LOADS; load++) {
        const { total, moved } = await coldLoadShifts(browser, site.url() + route, width);
        expect(total, `load ${load} of ${route}: ${moved.join('; ')}`).toBeLessThanOrEqual(MAX_CLS);
      }
    });
  }
}
