/**
 * A Docusaurus site rendered by Docusaurus's own theme on Folio (packages/docusaurus/src/classic),
 * as its readers use it: tests/fixtures/docusaurus-theme laid out beside @docusaurus/preset-classic
 * 3.10.2 (tests/docusaurus-theme-site.ts, installed from npm on first use), built with the CLI and
 * served with `folio serve`. Every page hydrates without a complaint; the colour-mode toggle
 * (light ↔ dark: the site does not respect the system's preference) switches and is remembered;
 * the navbar, sidebar and pagination navigate on the client with the <html> classes following;
 * the sidebar category collapses; the phone's navbar sidebar opens and closes; the site's wrapped
 * footer and ejected DocItem/Footer show; and a doc page is laid out before any script runs.
 * Issue 29's items, as a reader sees them: the logo in dark mode, the active navbar item's colour,
 * a dropdown's caret on its label's line, the breadcrumbs' home icon, link-coloured post titles,
 * authors' social icons, "Read more" on the right, headings in list items in the TOC, Infima's
 * table headers, post titles unbroken at 390 px, and no copy-page buttons (the options that
 * differ from this site's: e2e/docusaurus-theme-options.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { DOCUSAURUS_THEME_FIXTURE } from '../tests/docusaurus-theme-site';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';
import { docusaurusThemeSite } from './docusaurus-theme-site';

test.use(docusaurusThemeSite(DOCUSAURUS_THEME_FIXTURE, 'docusaurus-theme'));
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

// Issue 29: what real Docusaurus sites showed wrong, as their readers see it, on Docusaurus's own
// theme. The site's --ifm-color-primary (#b45309) is the link colour.
const PRIMARY = 'rgb(180, 83, 9)';

/** The words of an element's text that its lines split (a word whose glyphs sit on two lines). */
function brokenWords(element: Locator): Promise<{ words: string[]; lines: number }> {
  return element.evaluate((root) => {
    const range = document.createRange();
    const tops = (r: Range) => new Set([...r.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    const broken: string[] = [];
    const lines = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const wordTops = tops(range);
        if (wordTops.size > 1) broken.push(match[0]);
        for (const top of wordTops) lines.add(top);
      }
    }
    return { words: broken, lines: lines.size };
  });
}

test.describe("issue 29's fidelity items", () => {
  test('a navbar logo with no srcDark keeps its image in dark mode', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const logo = page.locator('nav.navbar .navbar__brand img:visible');
    for (const mode of ['light', 'dark']) {
      if (mode === 'dark') await colorModeToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(logo, mode).toHaveCount(1);
      await expect(logo, mode).toHaveAttribute('src', '/img/logo.svg');
      await expect(logo, mode).toHaveAccessibleName('Lantern logo');
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), mode).toBeGreaterThan(0);
      expect((await logo.boundingBox())?.width, mode).toBeGreaterThan(0);
    }
  });

  test('the active navbar item is highlighted in the primary colour on its pages, on load and after a client navigation', async ({ page }) => {
    const bar = page.locator('nav.navbar');
    const active = bar.locator('.navbar__link--active');
    const link = (name: string) => bar.locator('.navbar__items').getByRole('link', { name, exact: true });
    const cases: Array<[route: string, active: string[]]> = [
      ['/docs/lamps/oil', ['Guide']],
      ['/blog/2026/01/02/first-light', ['Blog']],
      ['/', []],
    ];
    for (const [route, names] of cases) {
      await page.goto(route);
      await waitForHydration(page);
      await expect(active, route).toHaveText(names);
    }
    // From the home page (nothing active) to the docs on the client: the highlight follows.
    await link('Guide').click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(active).toHaveText(['Guide']);
    await expect(link('Guide')).toHaveCSS('color', PRIMARY);
    // The others keep the navbar's text colour: the highlight is seen, not only a class.
    await expect(link('Blog')).not.toHaveCSS('color', PRIMARY);
    await expect(link('Blog')).toHaveCSS('color', 'rgb(28, 30, 33)');
    await link('Blog').click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(active).toHaveText(['Blog']);
    await expect(link('Blog')).toHaveCSS('color', PRIMARY);
    await expect(link('Guide')).toHaveCSS('color', 'rgb(28, 30, 33)');
  });

  test("a navbar dropdown's caret sits on its label's line, and the dropdown opens on hover", async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const toggle = page.locator('nav.navbar .navbar__items').getByRole('button', { name: 'Lamp kinds' });
    await expect(toggle).toBeVisible();
    const shape = await toggle.evaluate((element) => {
      const caret = getComputedStyle(element, '::after');
      return {
        // An inline box has one client rect per line it spans; the caret (::after) is one of its boxes.
        fragments: element.getClientRects().length,
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
        caret: { content: caret.content, display: caret.display, width: caret.borderLeftWidth },
      };
    });
    expect(shape.caret).toEqual({ content: '""', display: 'inline-block', width: expect.stringMatching(/^[1-9]/) });
    expect(shape.fragments).toBe(1);
    expect(shape.height).toBeLessThan(shape.lineHeight * 1.5);
    // The toggle and the items beside it share the bar's line.
    const guide = (await page.locator('nav.navbar .navbar__items').getByRole('link', { name: 'Guide', exact: true }).boundingBox())!;
    const box = (await toggle.boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - (guide.y + guide.height / 2))).toBeLessThan(2);

    await toggle.hover();
    const menu = page.locator('nav.navbar .dropdown__menu');
    await expect(menu.getByRole('link', { name: 'Electric lamps' })).toBeVisible();
    await menu.getByRole('link', { name: 'Electric lamps' }).click();
    await expect(page).toHaveURL(/\/docs\/lamps\/electric$/);
    await expect(h1(page)).toHaveText('Electric lamps');
  });

  test("a doc's breadcrumbs start with Docusaurus's home icon (\"Home page\"), not the site's title", async ({ page }) => {
    await page.goto('/docs/lamps/oil');
    await waitForHydration(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs).toBeVisible();
    await expect(crumbs.getByRole('listitem')).toHaveText(['', 'Lamps', 'Oil lamps']);
    const home = crumbs.getByRole('link', { name: 'Home page' });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
    // An icon: an svg of some size, and no word (the site's title appears nowhere in the trail).
    expect(((await home.textContent()) ?? '').trim()).toBe('');
    const icon = (await home.locator('svg').boundingBox())!;
    expect(icon.width).toBeGreaterThan(10);
    expect(icon.height).toBeGreaterThan(10);
    await expect(crumbs).not.toContainText('Lantern');
    await expect(crumbs.getByRole('link', { name: 'Lamps' })).toHaveAttribute('href', '/docs/category/lamps');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page)).toHaveText('Lantern');
  });

  test('blog post titles in the list are links in the primary colour; the post page titles it as a heading', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    const titles = page.locator('article').getByRole('heading', { level: 2 }).getByRole('link');
    await expect(titles).toHaveText(['Incandescent lanterns outshine phosphorescent candles', 'Brighter nights', 'First light']);
    for (const title of await titles.all()) await expect(title).toHaveCSS('color', PRIMARY);
    // The body text is not: the primary colour is the titles' own.
    await expect(page.getByText('The first lamp of the year is lit.')).not.toHaveCSS('color', PRIMARY);
    await titles.filter({ hasText: 'First light' }).click();
    await expect(h1(page)).toHaveText('First light');
    await expect(h1(page).getByRole('link')).toHaveCount(0);
  });

  test("a blog author's socials are icons linking out, one per platform", async ({ page }) => {
    await page.goto('/blog/2026/01/02/first-light');
    await waitForHydration(page);
    const author = page.locator('article header').filter({ hasText: 'Ada Wick' });
    const socials: Array<[name: string, href: string]> = [
      ['X', 'https://x.com/adawick'],
      ['GitHub', 'https://github.com/adawick'],
    ];
    for (const [name, href] of socials) {
      const link = author.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      expect(((await link.textContent()) ?? '').trim(), name).toBe('');
      const icon = (await link.locator('svg').boundingBox())!;
      expect(icon.width, name).toBeGreaterThan(8);
      expect(icon.height, name).toBeGreaterThan(8);
    }
    // Side by side, on one row under the author's name.
    const [x, github] = await Promise.all(socials.map(([name]) => author.getByRole('link', { name, exact: true }).boundingBox()));
    expect(Math.abs(x!.y - github!.y)).toBeLessThan(2);
    expect(github!.x).toBeGreaterThan(x!.x);
  });

  test('"Read more" of a truncated post in the list sits at the right of its footer row, beside the tags', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    const post = page.locator('article').filter({ has: page.getByRole('heading', { name: 'First light' }) });
    const more = post.getByRole('link', { name: 'Read more about First light' });
    await expect(more).toHaveText('Read more');
    const footer = (await post.locator('footer').boundingBox())!;
    const link = (await more.boundingBox())!;
    const tags = (await post.locator('footer').getByRole('link', { name: 'lamps' }).boundingBox())!;
    // Right-aligned: its right edge is the footer's (less Infima's column padding), far from its left.
    expect(footer.x + footer.width - (link.x + link.width)).toBeLessThan(24);
    expect(link.x).toBeGreaterThan(footer.x + footer.width / 2);
    // On the tags' row.
    expect(Math.abs(link.y + link.height / 2 - (tags.y + tags.height / 2))).toBeLessThan(12);
    await more.click();
    await expect(page).toHaveURL(/\/blog\/2026\/01\/02\/first-light$/);
    await expect(page.getByText('It burned until morning.')).toBeVisible();
  });

  test('headings inside list items are in the table of contents, nested under their section', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link')).toHaveText(['Trimming the wick', 'Lighting the lamp', 'Fill the reservoir', 'Light the wick']);
    await expect(toc.getByRole('listitem').filter({ hasText: 'Lighting the lamp' }).getByRole('list').getByRole('link')).toHaveText(['Fill the reservoir', 'Light the wick']);
    await toc.getByRole('link', { name: 'Light the wick' }).click();
    await expect(page).toHaveURL(/#light-the-wick$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Light the wick' })).toBeInViewport();
  });

  test("table headers are Infima's: bold, centred unless the column is aligned, with its cell borders and padding", async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const table = page.locator('.theme-doc-markdown table');
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveText(['lamp', 'fuel', 'hours']);
    const styles = await headers.evaluateAll((cells) =>
      cells.map((cell) => {
        const style = getComputedStyle(cell);
        return [style.textAlign, style.fontWeight, style.padding, style.borderTopWidth];
      }),
    );
    expect(styles).toEqual([
      ['center', '700', '12px', '1px'],
      ['center', '700', '12px', '1px'],
      ['right', '700', '12px', '1px'],
    ]);
    // The cells under them: normal weight, starting at the start unless aligned.
    await expect(table.getByRole('cell', { name: 'paraffin' })).toHaveCSS('font-weight', '400');
    await expect(table.getByRole('cell', { name: 'paraffin' })).toHaveCSS('text-align', 'start');
    await expect(table.getByRole('cell', { name: '12' })).toHaveCSS('text-align', 'right');
  });
});

test.describe("issue 29's fidelity items on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a blog post title wraps between words, never inside one, in the post and in the list', async ({ page }) => {
    for (const [route, title] of [
      ['/blog/2026/03/04/phosphorescent', h1(page)],
      ['/blog', page.getByRole('heading', { level: 2, name: 'Incandescent lanterns outshine phosphorescent candles' })],
    ] as const) {
      await page.goto(route);
      await waitForHydration(page);
      await expect(title).toHaveText('Incandescent lanterns outshine phosphorescent candles');
      const { words, lines } = await brokenWords(title);
      expect(lines, route).toBeGreaterThan(1);
      expect(words, route).toEqual([]);
      // Within the screen: no word pushed past its column.
      const box = (await title.boundingBox())!;
      expect(box.x + box.width, route).toBeLessThanOrEqual(390);
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth), route).toBe(true);
    }
  });
});

test('no "Copy page" or "View as Markdown" on any doc or post of a Docusaurus site (Folio\'s copyPageButtons is off by default)', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const route of ['/docs/intro', '/docs/lamps/oil', '/blog/2026/01/02/first-light', '/blog/2026/03/04/phosphorescent']) {
      await page.goto(route);
      await waitForHydration(page);
      await expect(h1(page), `${route} at ${width}px`).toBeVisible();
      await expect(page.getByRole('button', { name: /Copy page/ }), `${route} at ${width}px`).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'View as Markdown' }), `${route} at ${width}px`).toHaveCount(0);
      await expect(page.locator('.copy-page'), `${route} at ${width}px`).toHaveCount(0);
    }
  }
});
