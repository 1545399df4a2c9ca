/**
 * A Docusaurus site's navbar, docs and blog as Docusaurus draws them (issue 29 item 3), on
 * tests/fixtures/docusaurus-fidelity: `navbar.style: 'dark'` with readable items in both colour
 * modes, a logo with no dark variant kept in dark mode, the active item, a dropdown's caret on
 * its label's line, breadcrumbs turned off, and no "Copy page" buttons unless the site asks.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROOT } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/docusaurus-fidelity'), viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
serveReaderSite();

/** WCAG's contrast ratio between an element's text colour and the navbar's background. */
async function contrastOnNavbar(item: Locator): Promise<number> {
  return item.evaluate((element) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const text = luminance(getComputedStyle(element).color);
    const bar = luminance(getComputedStyle(element.closest('nav.navbar')!).backgroundColor);
    return (Math.max(text, bar) + 0.05) / (Math.min(text, bar) + 0.05);
  });
}

async function setDarkMode(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  while ((await page.locator('html').getAttribute('data-theme')) !== 'dark') await toggle.click();
}

test('the dark navbar: its class, a dark bar and light, readable items in both colour modes', async ({ page }) => {
  const problems = collectProblems(page, (url) => url.startsWith('https://example.com/'));
  await page.goto('/workshop');
  await waitForHydration(page);
  const bar = page.locator('nav.navbar');
  await expect(bar).toHaveClass(/\bnavbar--dark\b/);
  await expect(bar).not.toHaveClass(/\bnavbar--primary\b/);
  const manual = bar.getByRole('link', { name: 'Manual' });
  const dropdown = bar.getByRole('button', { name: 'Further reading material from the old lamp room archive shelves' });
  for (const mode of ['light', 'dark']) {
    if (mode === 'dark') await setDarkMode(page);
    await expect(bar).toHaveCSS('background-color', 'rgb(36, 37, 38)');
    for (const item of [manual, dropdown, bar.locator('.navbar__title')]) expect(await contrastOnNavbar(item), `${mode}: ${await item.textContent()}`).toBeGreaterThan(7);
  }
  expect(problems).toEqual([]);
});

test('a logo with no srcDark keeps its image in dark mode', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const brand = page.locator('nav.navbar .navbar__brand');
  const shown = brand.locator('img:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('src', '/img/lamp.svg');
  await setDarkMode(page);
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('src', '/img/lamp.svg');
  await expect(shown).toHaveAccessibleName('Lantern logo');
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect((await shown.boundingBox())?.width).toBeGreaterThan(0);
});

test('the active navbar item: a docs sidebar on its docs, activeBasePath, a prefix, a dropdown holding the page', async ({ page }) => {
  const bar = page.locator('nav.navbar');
  const active = bar.locator('.navbar__link--active');
  const cases: Array<[string, string[]]> = [
    ['/docs/intro', ['Manual']],
    ['/docs/guide/wicks', ['Manual', 'Further reading material from the old lamp room archive shelves']],
    ['/blog/2026/03/01/first-light', ['Journal']],
    ['/workshop', ['Workshop']],
    ['/', []],
  ];
  for (const [route, expected] of cases) {
    await page.goto(route);
    await waitForHydration(page);
    await expect(active, route).toHaveText(expected);
  }
  // After a client-side navigation too, and the highlight is visible (the primary colour, not the items' colour).
  await bar.getByRole('link', { name: 'Manual' }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(active).toHaveText(['Manual']);
  const colour = (name: string) => bar.getByRole('link', { name }).evaluate((element) => getComputedStyle(element).color);
  expect(await colour('Manual')).not.toBe(await colour('Journal'));
});

test("a dropdown's caret stays on its label's line, even where the navbar is tight", async ({ page }) => {
  for (const width of [1280, 1000]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const toggle = page.locator('nav.navbar .dropdown > .navbar__link');
    await expect(toggle).toHaveText('Further reading material from the old lamp room archive shelves');
    const lines = await toggle.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const caret = getComputedStyle(element, '::after');
      return { tops: tops.size, caret: caret.content, height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight) || 24 };
    });
    expect(lines.caret, `${width}px`).not.toBe('none');
    expect(lines.tops, `${width}px`).toBe(1);
    expect(lines.height, `${width}px`).toBeLessThan(lines.lineHeight * 2);
  }
});

test("the docs plugin's breadcrumbs: false shows no breadcrumbs; a Docusaurus site shows no copy-page buttons", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const route of ['/docs/intro', '/blog/2026/03/01/first-light']) {
      await page.goto(route);
      await waitForHydration(page);
      const title = page.getByRole('heading', { level: 1 }).first();
      await expect(title).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
      await expect(page.locator('.breadcrumbs')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Copy page' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveCount(0);
      // Nothing beside the title: it spans its column, and no word of it is broken across lines.
      const words = await title.evaluate((heading) => {
        const range = document.createRange();
        const text = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT).nextNode()!;
        const broken: string[] = [];
        let start = 0;
        for (const word of (text.textContent ?? '').split(' ')) {
          range.setStart(text, start);
          range.setEnd(text, start + word.length);
          if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(word);
          start += word.length + 1;
        }
        return broken;
      });
      expect(words, `${route} at ${width}px`).toEqual([]);
    }
  }
});
