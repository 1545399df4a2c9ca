/**
 * The Karakeep site's layout as a reader meets it (issue 21, items 1, 2 and 11): identifiers in
 * reference tables wrap only after `_`, `.`, `/` or `-`; a wide table scrolls inside its own box;
 * no page of the latest version is wider than a 360 px phone; headings read at Infima's sizes and
 * line height; a table keeps its gap to an admonition below; the search button's key caps hold
 * their text. Reads build/ (scripts/test.sh builds it), or the folder KARAKEEP_BUILD names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT, startCli, type RunningCli } from './helpers';

const BUILD = process.env.KARAKEEP_BUILD ?? path.join(ROOT, 'build');

/** Every route of the latest version (served at the site's root), /search and a missing page. */
const LATEST_ROUTES = [
  ...readFileSync(path.join(ROOT, 'tests', 'karakeep-routes.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('v0.27.0 '))
    .map((line) => line.split(' ')[1]!),
  '/search?q=docker',
  '/no/such/page',
];

let server: RunningCli;
let base = '';

test.beforeAll(async ({}, info) => {
  const port = 4370 + info.workerIndex;
  server = await startCli('serve', ROOT, port, 30_000, ['--dir', BUILD]);
  base = `http://127.0.0.1:${port}`;
});
test.afterAll(async () => server?.stop());

/** The text of each line an element's text is laid out on, read from the characters' boxes. */
function renderedLines(page: Page, selector: string): Promise<string[][]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const lines: string[] = [];
      let top: number | undefined;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (top === undefined || rect.top > top + 2) lines.push(node.textContent![i]!);
          else lines.push(lines.pop()! + node.textContent![i]!);
          top = rect.top;
        }
      }
      return lines;
    }),
  );
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("a page's title is 2rem on a phone, as in Docusaurus (3rem on wider screens)", async ({ page }) => {
    await page.goto(`${base}/configuration`);
    expect(await page.locator('article h1').first().evaluate((h1) => getComputedStyle(h1).fontSize)).toBe('32px');
  });

  test('identifiers in a reference table wrap only after _ . / - or a space, and copy whole', async ({ page }) => {
    await page.goto(`${base}/configuration`);
    const cells = await renderedLines(page, '.folio-markdown td code');
    expect(cells.length).toBeGreaterThan(50);
    const wrapped = cells.filter((lines) => lines.length > 1);
    expect(wrapped.length, 'some long names do wrap at this width').toBeGreaterThan(0);
    for (const lines of wrapped) {
      for (const line of lines.slice(0, -1)) expect(line, lines.join(' | ')).toMatch(/[_./\s-]$/);
    }
    // The break points add no text: the cell's code reads as written.
    await expect(page.locator('td code', { hasText: 'ASSET_STORE_S3_SECRET_ACCESS_KEY' }).first()).toHaveText('ASSET_STORE_S3_SECRET_ACCESS_KEY');
  });

  test('a table wider than the column scrolls inside its own box, the page does not', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${base}/configuration`);
    const tables = await page.locator('.folio-markdown table').evaluateAll((elements) =>
      elements.map((table) => ({
        overflowX: getComputedStyle(table).overflowX,
        right: table.getBoundingClientRect().right,
        scrolls: table.scrollWidth > table.clientWidth,
      })),
    );
    expect(tables.some((table) => table.scrolls), 'a table is wider than 320 px').toBe(true);
    for (const table of tables) {
      expect(table.overflowX).toBe('auto');
      expect(table.right).toBeLessThanOrEqual(320);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });
});

/** Routes whose document is wider than the viewport, with what sticks out. */
async function overflowing(page: Page, routes: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(base + route);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${route}: ${width}px`);
  }
  return wide;
}

test.describe('no latest-version page is wider than a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  const half = Math.ceil(LATEST_ROUTES.length / 2);
  for (const [label, routes] of [
    ['first half', LATEST_ROUTES.slice(0, half)],
    ['second half', LATEST_ROUTES.slice(half)],
  ] as const) {
    test(`${label} of the routes`, async ({ page }) => {
      test.setTimeout(120_000);
      expect(routes.length).toBeGreaterThan(20);
      expect(await overflowing(page, routes)).toEqual([]);
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("headings read at Infima's sizes and line height, body text at its own", async ({ page }) => {
    await page.goto(`${base}/configuration`);
    const metrics = await page.evaluate(() =>
      Object.fromEntries(
        ['article h1', 'article > h2', 'article > h3', 'article > p'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return [selector, { size: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight) / parseFloat(style.fontSize) }];
        }),
      ),
    );
    // The page's title is larger than its sections (Docusaurus's 3rem), so the two do not read alike.
    expect(metrics['article h1']).toEqual({ size: 48, lineHeight: 1.25 });
    expect(metrics['article > h2']).toEqual({ size: 32, lineHeight: 1.25 });
    expect(metrics['article > h3']).toEqual({ size: 24, lineHeight: 1.25 });
    expect(metrics['article > p']!.lineHeight).toBeCloseTo(1.65, 2);
  });

  test('an admonition right after a table keeps a gap from it', async ({ page }) => {
    await page.goto(`${base}/configuration`);
    const gaps = await page.locator('.folio-markdown table + .admonition').evaluateAll((admonitions) =>
      admonitions.map((admonition) => admonition.getBoundingClientRect().top - admonition.previousElementSibling!.getBoundingClientRect().bottom),
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16);
  });

  test("the search button's key caps hold their text", async ({ page }) => {
    await page.goto(`${base}/`);
    const button = page.locator('.DocSearch-Button');
    await expect(button.locator('.DocSearch-Button-Key')).toHaveCount(2);
    const box = (await button.boundingBox())!;
    for (const key of await button.locator('.DocSearch-Button-Key').all()) {
      const fits = await key.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, await key.innerText()).toBe(true);
      const keyBox = (await key.boundingBox())!;
      expect(keyBox.x).toBeGreaterThanOrEqual(box.x);
      expect(keyBox.x + keyBox.width).toBeLessThanOrEqual(box.x + box.width);
    }
  });

  test("a page deep in the sidebar opens at the top of the window, its sidebar link scrolled into the sidebar's view", async ({ page }) => {
    await page.goto(`${base}/api/create-a-new-bookmark`);
    const link = page.locator('.doc-sidebar .menu__link--active');
    await expect(link).toHaveText('Create a new bookmark');
    await expect(link).toBeInViewport();
    // The window stays put: the announcement bar and the navbar are where a reader starts.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('.announcement-bar')).toBeInViewport({ ratio: 1 });
  });
});
