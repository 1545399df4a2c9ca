/**
 * A Docusaurus site rendered by Docusaurus's own theme on Folio (packages/docusaurus/src/classic),
 * as its readers use it: tests/fixtures/docusaurus-theme laid out beside @docusaurus/preset-classic
 * 3.10.2 (tests/docusaurus-theme-site.ts, installed from npm on first use), built with the CLI and
 * served with `folio serve`. Every page hydrates without a complaint; the colour-mode toggle
 * (light ↔ dark: the site does not respect the system's preference) switches and is remembered;
 * the navbar, sidebar and pagination navigate on the client with the <html> classes following;
 * the sidebar category collapses; the phone's navbar sidebar opens and closes; the site's wrapped
 * footer and ejected DocItem/Footer show; and a doc page is laid out before any script runs.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DOCUSAURUS_THEME_FIXTURE, layOutSite } from '../tests/docusaurus-theme-site';
import { TMP_DIR } from './helpers';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({
  // The fixture with its node_modules laid out, in a folder of this worker and process.
  readerSiteDir: [
    async ({}, use, workerInfo) => {
      const siteDir = path.join(TMP_DIR, `docusaurus-theme-w${workerInfo.workerIndex}-${process.pid}`);
      await use(await layOutSite(DOCUSAURUS_THEME_FIXTURE, siteDir));
      rmSync(siteDir, { recursive: true, force: true });
    },
    // The first run on a machine installs Docusaurus from npm.
    { scope: 'worker', timeout: 300_000 },
  ],
  viewport: { width: 1280, height: 800 },
  colorScheme: 'light',
});
serveReaderSite();

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const htmlClasses = (page: Page) => page.locator('html').evaluate((html) => [...html.classList]);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The toggle's button; its label names the current choice ("… (currently light mode)"). */
const colorModeToggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });

test.describe('every kind of page hydrates cleanly', () => {
  const pages: [route: string, heading: string][] = [
    ['/', 'Lantern'],
    ['/docs/intro', 'Getting started'],
    ['/docs/category/lamps', 'Lamps'],
    ['/blog', ''],
    ['/blog/2026/01/02/first-light', 'First light'],
    ['/notes', 'Notes'],
  ];
  for (const [route, heading] of pages) {
    test(`${route}: no console error or warning, no page error, the prerendered DOM kept`, async ({ page }) => {
      const problems = collectProblems(page);
      // The prerendered <main> and first heading, before any script runs: hydration must keep
      // them (a client render after a mismatch would put new elements in their place).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const kept = window as unknown as { __prerendered?: Element[] };
          kept.__prerendered = [document.querySelector('main'), document.querySelector('#__docusaurus')].filter((element): element is Element => element !== null);
        });
      });
      await page.goto(route);
      await waitForHydration(page);
      // Effects after hydration (the colour mode, the window size) have run.
      await expect(colorModeToggle(page)).toBeEnabled();
      if (heading) await expect(h1(page).first()).toHaveText(heading);
      const kept = await page.evaluate(() => {
        const elements = (window as unknown as { __prerendered?: Element[] }).__prerendered ?? [];
        return { count: elements.length, connected: elements.every((element) => element.isConnected) };
      });
      expect(kept).toEqual({ count: 2, connected: true });
      expect(problems).toEqual([]);
    });
  }
});

test('the colour-mode toggle switches light and dark, and the choice survives a reload', async ({ page }) => {
  // Also no hydration warning when the stored choice differs from the prerendered light page.
  const problems = collectProblems(page);
  const html = page.locator('html');
  await page.goto('/');
  await waitForHydration(page);
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(colorModeToggle(page)).toHaveAccessibleName(/currently light mode/);
  await expect(page.locator('.mode-note')).toContainText('Mode: light');

  // respectPrefersColorScheme is false: two values, light → dark → light (no "system" step).
  await colorModeToggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('data-theme-choice', 'dark');
  await expect(colorModeToggle(page)).toHaveAccessibleName(/currently dark mode/);
  await expect(page.locator('.mode-note')).toContainText('Mode: dark');
  await expect.poll(() => style(page.locator('.navbar'), 'background-color')).toBe('rgb(36, 37, 38)');

  await page.reload();
  // The inline script applies the stored choice before the page is painted, and React keeps it.
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await expect(colorModeToggle(page)).toHaveAccessibleName(/currently dark mode/);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.mode-note')).toContainText('Mode: dark');

  await colorModeToggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(html).toHaveAttribute('data-theme-choice', 'light');
  await expect(colorModeToggle(page)).toHaveAccessibleName(/currently light mode/);

  // Another page of the site, loaded afresh, has the choice too.
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => style(page.locator('.navbar'), 'background-color')).toBe('rgb(255, 255, 255)');
  expect(problems).toEqual([]);
});

test('the navbar, the sidebar and the pagination navigate on the client; <html> classes follow the page', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);
  expect(await htmlClasses(page)).not.toContain('docs-doc-page');

  await page.locator('.navbar').getByRole('link', { name: 'Guide', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(h1(page)).toHaveText('Getting started');
  await expect(page).toHaveTitle('Getting started | Lantern');
  await expect.poll(() => htmlClasses(page)).toEqual(expect.arrayContaining(['docs-doc-page', 'docs-doc-id-intro', 'plugin-docs']));
  // The navbar item of the docs sidebar is the active one.
  await expect(page.locator('.navbar').getByRole('link', { name: 'Guide', exact: true })).toHaveClass(/navbar__link--active/);

  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Lamps', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/category\/lamps$/);
  await expect(h1(page)).toHaveText('Lamps');
  await expect(page).toHaveTitle('Lamps | Lantern');
  await expect(page.getByText('Every kind of lamp the guide covers.')).toBeVisible();
  await expect.poll(() => htmlClasses(page)).not.toContain('docs-doc-id-intro');
  expect(await htmlClasses(page)).toContain('docs-doc-page');

  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/docs\/lamps\/oil$/);
  await expect(h1(page)).toHaveText('Oil lamps');
  await expect(page).toHaveTitle('Oil lamps | Lantern');
  await expect.poll(() => htmlClasses(page)).toContain('docs-doc-id-lamps/oil');
  await expect(sidebar.getByRole('link', { name: 'Oil lamps' })).toHaveAttribute('aria-current', 'page');

  await page.locator('.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page).toHaveTitle('Blog | Lantern');
  await expect(page.getByRole('link', { name: 'Brighter nights' }).first()).toBeVisible();
  await expect.poll(() => htmlClasses(page)).toEqual(expect.arrayContaining(['blog-list-page', 'plugin-blog']));
  const classes = await htmlClasses(page);
  expect(classes).not.toContain('docs-doc-page');
  expect(classes).not.toContain('plugin-docs');

  // A post, and back to the list with the browser's back button.
  await page.getByRole('heading', { name: 'First light' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/2026\/01\/02\/first-light$/);
  await expect(h1(page)).toHaveText('First light');
  await expect(page).toHaveTitle('First light | Lantern');
  await expect(page.getByText('It burned until morning.')).toBeVisible();
  await expect.poll(() => htmlClasses(page)).toContain('blog-post-page');
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => htmlClasses(page)).toContain('blog-list-page');

  expect(await documentMarker(page)).toBe('still the same document');
  expect(problems).toEqual([]);
});

// Docusaurus gives every route of a plugin that plugin's route context, so a JS page of
// src/pages/ has `plugin-pages plugin-id-default` on <html>, as its Markdown pages do.
test("a JS page of src/pages/ has <html class=\"plugin-pages plugin-id-default\">, as under Docusaurus", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await htmlClasses(page)).toEqual(expect.arrayContaining(['plugin-pages', 'plugin-id-default']));
  await page.locator('.navbar').getByRole('link', { name: 'Guide', exact: true }).click();
  await expect(h1(page)).toHaveText('Getting started');
  await page.locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => htmlClasses(page)).toEqual(expect.arrayContaining(['plugin-pages', 'plugin-id-default']));
});

test('the sidebar category "Lamps" collapses and expands on click', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const oil = sidebar.getByRole('link', { name: 'Oil lamps' });
  // Collapsed at first (the page is not in it).
  await expect(oil).toBeHidden();

  await sidebar.getByRole('button', { name: "Expand sidebar category 'Lamps'" }).click();
  await expect(oil).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Electric lamps' })).toBeVisible();
  const caret = sidebar.getByRole('button', { name: "Collapse sidebar category 'Lamps'" });
  await expect(caret).toHaveAttribute('aria-expanded', 'true');

  await caret.click();
  await expect(oil).toBeHidden();
  await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'Lamps'" })).toHaveAttribute('aria-expanded', 'false');
  // Still the same page: the caret only folds the category.
  await expect(page).toHaveURL(/\/docs\/intro$/);
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navbar toggle opens the sidebar with the Guide and Blog items, and it closes', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    const panel = page.locator('.navbar-sidebar');
    // The desktop items are hidden at this width.
    await expect(navbar.locator('.navbar__items .navbar__link', { hasText: 'Guide' })).toBeHidden();
    await expect(panel.getByRole('link', { name: 'Guide', exact: true })).toBeHidden();

    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await expect(panel.getByRole('link', { name: 'Guide', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    // The sidebar slides in (Infima's transform transition) and ends on screen, at the left edge.
    await expect.poll(async () => Math.round((await panel.boundingBox())?.x ?? -1)).toBe(0);
    expect((await panel.boundingBox())!.width).toBeGreaterThan(200);

    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await expect(panel.getByRole('link', { name: 'Guide', exact: true })).toBeHidden();

    // Opened again, an item navigates and closes the sidebar.
    await markDocument(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await panel.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    expect(await documentMarker(page)).toBe('still the same document');
    expect(problems).toEqual([]);
  });
});

test("the site's wrapped footer and its ejected DocItem/Footer show, following the doc", async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const wrapped = page.locator('p.wrapped-footer');
  await expect(wrapped).toBeVisible();
  await expect(wrapped).toHaveText('Wrapped above the footer.');
  // The wrapper renders the original footer right after its line.
  await expect(page.locator('p.wrapped-footer + footer.footer')).toBeVisible();
  await expect(page.locator('footer.footer .footer__copyright')).toHaveText('Copyright © 2026 Lantern makers.');

  const ejected = page.locator('footer.ejected-doc-footer');
  await expect(ejected).toBeVisible();
  await expect(ejected).toHaveText('Ejected footer of Getting started');
  await expect(ejected).toHaveClass(/theme-doc-footer/);

  // On the client's next doc the ejected footer reads that doc.
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }).click();
  await expect(h1(page)).toHaveText('Lamps');
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }).click();
  await expect(h1(page)).toHaveText('Oil lamps');
  await expect(ejected).toHaveText('Ejected footer of Oil lamps');
  await expect(wrapped).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a doc page is styled from its linked stylesheets: Infima's 60 px navbar, the sidebar beside the content", async ({ page }) => {
    await page.goto('/docs/intro');
    expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
    const navbar = page.locator('nav.navbar');
    expect(await style(navbar, 'height')).toBe('60px');
    expect((await navbar.boundingBox())!.height).toBe(60);
    // The site's --ifm-color-primary on the active sidebar link.
    expect(await style(page.locator('.menu__link--active').first(), 'color')).toBe('rgb(180, 83, 9)');

    // Beside the content: the sidebar at the left edge (theme-classic pulls its container up under
    // the sticky navbar by the navbar's height), Infima's 300 px wide; the content to its right,
    // starting below the navbar, beside the sidebar's links and not below them.
    const sidebar = (await page.locator('aside.theme-doc-sidebar-container').boundingBox())!;
    const content = (await page.locator('main').boundingBox())!;
    const firstLink = (await page.locator('aside .menu__link').first().boundingBox())!;
    expect(sidebar.x).toBeLessThan(1);
    expect(Math.round(sidebar.width)).toBe(300);
    expect(content.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width - 1);
    expect(content.y).toBe(60);
    expect(firstLink.y).toBeGreaterThanOrEqual(60);
    expect(firstLink.y).toBeLessThan(content.y + 100);
    expect(sidebar.y + sidebar.height).toBeGreaterThan(content.y + 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
  });
});
