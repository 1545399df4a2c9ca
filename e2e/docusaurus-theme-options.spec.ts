/**
 * Issue 29's items that need options the Lantern fixture (e2e/docusaurus-theme.spec.ts) keeps at
 * their defaults, on Docusaurus's own theme: tests/fixtures/docusaurus-theme-options ("Beacon"),
 * laid out beside @docusaurus/preset-classic (tests/docusaurus-theme-site.ts), built with the CLI
 * and served with `folio serve`. `navbar.style: 'dark'`: a dark bar with light, readable items in
 * both colour modes. The docs plugin's `breadcrumbs: false`: no breadcrumbs, even in a category.
 * Folio's `copyPageButtons: true`: "Copy page" and "View as Markdown" beside the content title
 * (above it on a phone), whether the title is the Markdown's `# heading` or the front matter's,
 * and they work. `future: { v4: true }`: the theme's CSS in Docusaurus's cascade layers, and
 * readers' choices under Docusaurus's namespaced storage keys. One build: the file's tests run in
 * order in one worker.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROOT } from './helpers';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';
import { docusaurusThemeSite } from './docusaurus-theme-site';

const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'docusaurus-theme-options');

test.describe.configure({ mode: 'default' });
test.use(docusaurusThemeSite(FIXTURE, 'docusaurus-theme-options'));
serveReaderSite();

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The page's --ifm-color-primary as a computed colour. */
function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--ifm-color-primary)';
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

/** WCAG's contrast ratio of an element's text colour on the navbar's background. */
function contrastOnNavbar(item: Locator): Promise<number> {
  return item.evaluate((element) => {
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
        const channel = Number(value) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const text = luminance(getComputedStyle(element).color);
    const bar = luminance(getComputedStyle(element.closest('nav.navbar')!).backgroundColor);
    return (Math.max(text, bar) + 0.05) / (Math.min(text, bar) + 0.05);
  });
}

test("navbar.style: 'dark' draws a dark bar with light, readable items in both colour modes", async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const bar = page.locator('nav.navbar');
  await expect(bar).toHaveClass(/\bnavbar--dark\b/);
  const items = bar.locator('.navbar__items');
  const inactive = [items.getByRole('link', { name: 'Night watch' }), items.getByRole('link', { name: 'Source' }), bar.locator('.navbar__title')];
  const active = items.getByRole('link', { name: 'Keeping', exact: true });
  await expect(active).toHaveClass(/navbar__link--active/);
  for (const mode of ['light', 'dark']) {
    if (mode === 'dark') await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // Infima's dark navbar, whatever the page's mode.
    await expect(bar, mode).toHaveCSS('background-color', 'rgb(36, 37, 38)');
    for (const item of inactive) {
      await expect(item, mode).toHaveCSS('color', 'rgb(245, 246, 247)');
      expect(await contrastOnNavbar(item), `${mode}: ${await item.textContent()}`).toBeGreaterThan(7);
    }
    // The active item in the mode's primary colour, still readable on the bar.
    await expect(active, mode).toHaveCSS('color', await primaryColour(page));
    expect(await contrastOnNavbar(active), mode).toBeGreaterThan(3);
    // The colour-mode toggle, an icon button, is light on the bar too.
    expect(await contrastOnNavbar(page.getByRole('button', { name: /Switch between dark and light mode/ })), mode).toBeGreaterThan(7);
  }
  expect(problems).toEqual([]);
});

test("the docs plugin's breadcrumbs: false shows no breadcrumbs, even on a doc in a category", async ({ page }) => {
  for (const route of ['/docs/keepers/night-watch', '/docs/intro']) {
    await page.goto(route);
    await waitForHydration(page);
    await expect(h1(page), route).toBeVisible();
    // The doc is in the sidebar's category (breadcrumbs would have something to show).
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'Keepers', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }), route).toHaveCount(0);
    await expect(page.locator('.breadcrumbs'), route).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Home page' }), route).toHaveCount(0);
  }
});

test("future.v4: Infima's CSS in Docusaurus's cascade layer, as the classic preset's plugin-css-cascade-layers puts it", async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Infima's rule for the active link: in the layer `docusaurus.infima`, or, where the site's
  // browsers lack cascade layers (this test site's Infima resolves outside it: browserslist's
  // defaults), rewritten by Docusaurus's postcss-preset-env into raised specificity, as Docusaurus
  // does. Without the plugin it is neither.
  const placed = await page.evaluate(() => {
    const found: string[] = [];
    const visit = (rules: CSSRuleList, layer: string) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSLayerBlockRule) visit(rule.cssRules, rule.name);
        else if (rule instanceof CSSStyleRule && rule.selectorText.startsWith('.menu__link--active:not(.menu__link--sublist)')) found.push(layer || rule.selectorText);
        else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules, layer);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, '');
    return found;
  });
  expect(placed.length).toBeGreaterThan(0);
  for (const where of placed) expect(where).toMatch(/^docusaurus\.infima$|:not\(#\\#\)/);
});

test("future.v4: readers' choices kept under Docusaurus's namespaced keys, read before first paint", async ({ page }) => {
  // Docusaurus's namespace for https://beacon.example.com/: the first three hex digits of its MD5.
  const namespace = `-${createHash('md5').update('https://beacon.example.com/').digest('hex').slice(0, 3)}`;
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('banner').filter({ hasText: 'Beacon 2 is lit' }).getByRole('button', { name: 'Close' }).click();
  expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({ [`theme${namespace}`]: 'dark', [`docusaurus.announcement.dismiss${namespace}`]: 'true' });
  // Without the bundle, only the inline scripts run: they read the same keys.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await expect(page.getByText('Beacon 2 is lit')).toBeHidden();
});

test.describe('copyPageButtons: true', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  /** The buttons and the title's box, and whether they share the title's first line. */
  async function layout(page: Page) {
    const copy = page.getByRole('button', { name: 'Copy page' });
    await expect(copy).toBeVisible();
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toBeVisible();
    const title = (await h1(page).boundingBox())!;
    const buttons = (await page.locator('.theme-doc-markdown .copy-page').boundingBox())!;
    return { title, buttons, copy, view };
  }

  for (const [route, title, markdown] of [
    ['/docs/intro', 'Keeping the light', '# Keeping the light'],
    ['/docs/keepers/night-watch', 'Night watch', 'The watch changes at midnight'],
  ] as const) {
    test(`${route}: beside the content title on a desktop, above it on a phone, one title, and they work`, async ({ page, baseURL }) => {
      const problems = collectProblems(page);
      await page.goto(route);
      await waitForHydration(page);
      // Docusaurus's title, once, in its <header> in the doc's Markdown column.
      await expect(h1(page)).toHaveCount(1);
      await expect(page.locator('.theme-doc-markdown > header > h1')).toHaveText(title);
      const desktop = await layout(page);
      // Beside: on the title's first line, at the column's right, the title to their left.
      expect(desktop.buttons.y).toBeLessThan(desktop.title.y + 40);
      expect(desktop.buttons.y + desktop.buttons.height).toBeGreaterThan(desktop.title.y);
      const column = (await page.locator('.theme-doc-markdown').boundingBox())!;
      expect(Math.abs(column.x + column.width - (desktop.buttons.x + desktop.buttons.width))).toBeLessThan(2);
      const words = await h1(page).evaluate((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        return [...range.getClientRects()].map((rect) => rect.right);
      });
      expect(Math.max(...words)).toBeLessThanOrEqual(desktop.buttons.x);

      // "View as Markdown" is the page's Markdown; "Copy page" puts it on the clipboard and says so.
      const href = await desktop.view.getAttribute('href');
      expect(href).toBe(`${route}.md`);
      const response = await page.request.get(`${baseURL}${href}`);
      expect(response.ok()).toBe(true);
      const text = await response.text();
      expect(text).toContain(markdown);
      await desktop.copy.click();
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

      // On a phone, a row of their own above the title.
      await page.setViewportSize({ width: 390, height: 844 });
      const phone = await layout(page);
      expect(phone.buttons.y + phone.buttons.height).toBeLessThanOrEqual(phone.title.y);
      expect(phone.title.x + phone.title.width).toBeLessThanOrEqual(390);
      expect(problems).toEqual([]);
    });
  }

  test('on client navigations the buttons follow the doc: its Markdown, its one title', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await markDocument(page);
    const view = page.getByRole('link', { name: 'View as Markdown' });
    const pages = page.getByRole('navigation', { name: 'Docs pages' });
    await pages.getByRole('link', { name: /^Next/ }).click();
    await expect(page).toHaveURL(/\/docs\/keepers\/night-watch$/);
    await expect(h1(page)).toHaveText(['Night watch']);
    await expect(view).toHaveAttribute('href', '/docs/keepers/night-watch.md');
    await pages.getByRole('link', { name: /^Previous/ }).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(h1(page)).toHaveText(['Keeping the light']);
    await expect(view).toHaveAttribute('href', '/docs/intro.md');
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
    expect(await documentMarker(page)).toBe('still the same document');
    expect(problems).toEqual([]);
  });
});
