/**
 * The theme as a reader sees it (issue 5), on tests/fixtures/theme: navbar at desktop width and
 * either side of the 996 px breakpoint, logo and colours per colour mode, the colour toggle and
 * its memory, the dark mode applied before first paint, the announcement bar, footer, TOC,
 * sidebar, breadcrumbs, paginator, "Edit this page" and the head tags.
 */
import type { Page } from '@playwright/test';
import { expect, serveReaderSite, test, THEME_SITE } from './reader-server';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';

serveReaderSite();
test.use({ viewport: { width: 1280, height: 720 }, colorScheme: 'light' });

function navbar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

function colourToggle(page: Page) {
  return navbar(page).getByRole('button', { name: /^Switch between dark and light mode/ });
}

for (const width of [1280, 997, 996]) {
  const desktop = width > 996;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`navbar ${desktop ? 'shows its items' : 'folds its items behind the menu button'}; logo per colour mode; footer columns and copyright`, async ({ page }) => {
      await page.goto('/next/features');
      await waitForHydration(page);
      const bar = navbar(page);
      await expect(bar.getByRole('link', { name: 'Theme Site' }).first()).toBeVisible();
      await expect(bar.locator('.navbar__title')).toHaveText('Theme Site');
      await expect(colourToggle(page)).toBeVisible();
      await expect(bar.getByRole('button', { name: /^Search/ })).toBeVisible();
      const items = [
        bar.getByRole('button', { name: 'Next' }),
        bar.getByRole('link', { name: 'Homepage' }),
        bar.getByRole('link', { name: 'GitHub' }),
        bar.getByRole('button', { name: 'Languages' }),
      ];
      const menuButton = bar.getByRole('button', { name: 'Toggle navigation bar' });
      if (desktop) {
        for (const item of items) await expect(item).toBeVisible();
        await expect(menuButton).toBeHidden();
        await expect(bar.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', 'https://example.com');
        await expect(bar.getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_blank');
        await expect(page.getByRole('complementary', { name: 'Docs sidebar' })).toBeVisible();
      } else {
        for (const item of items) await expect(item).toBeHidden();
        await expect(menuButton).toBeVisible();
        await expect(page.getByRole('complementary', { name: 'Docs sidebar' })).toBeHidden();
      }

      // The logo follows the colour mode.
      const lightLogo = bar.locator('img.navbar__logo--light');
      const darkLogo = bar.locator('img.navbar__logo--dark');
      await expect(lightLogo).toHaveAttribute('src', '/img/logo.svg');
      await expect(darkLogo).toHaveAttribute('src', '/img/logo-dark.svg');
      await expect(lightLogo).toBeVisible();
      await expect(lightLogo).toHaveAccessibleName('Theme logo');
      await expect(darkLogo).toBeHidden();
      await colourToggle(page).click(); // system (light) → light
      await colourToggle(page).click(); // light → dark
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(darkLogo).toBeVisible();
      await expect(darkLogo).toHaveAccessibleName('Theme logo');
      await expect(lightLogo).toBeHidden();

      const footer = page.locator('footer');
      await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'More']);
      const columns = footer.locator('.footer__col');
      await expect(columns).toHaveCount(2);
      await expect(columns.nth(0).getByRole('link')).toHaveText(['Introduction']);
      await expect(columns.nth(0).getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '/');
      await expect(columns.nth(1).getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/example/theme');
      await expect(footer.getByText('Copyright © 2025 Theme Site.')).toBeVisible();
      if (desktop) {
        // Columns side by side.
        const [a, b] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
        expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
      }
    });
  });
}

test('the colour toggle cycles light → dark → system and is remembered under "theme"', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/next/faq');
  await waitForHydration(page);
  const html = page.locator('html');
  const toggle = colourToggle(page);
  const stored = () => page.evaluate(() => localStorage.getItem('theme'));
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently system mode)');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await stored()).toBeNull();

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await stored()).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html, 'a light choice ignores the system').toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'light' });

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await stored()).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe('rgb(27, 27, 29)');

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently system mode)');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await stored()).toBe('system');
  // Following the system: its changes apply at once.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');

  // Remembered across pages and reloads.
  await toggle.click();
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
  await page.goto('/next/features');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(problems).toEqual([]);
});

test.describe('before first paint', () => {
  /** Record the colour mode the document has when parsing ends, before any module script runs. */
  async function recordThemeAtInteractive(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const w = window as unknown as { __themeAtInteractive?: string; __hydratedAtInteractive?: boolean };
        w.__themeAtInteractive = document.documentElement.dataset.theme;
        w.__hydratedAtInteractive = [...document.querySelectorAll('#__folio a[href]')].some((link) =>
          Object.keys(link).some((key) => key.startsWith('__reactFiber$')),
        );
      });
    });
  }
  const themeAtInteractive = (page: Page) =>
    page.evaluate(() => (window as unknown as { __themeAtInteractive?: string }).__themeAtInteractive);

  test.describe('a reader whose system prefers dark', () => {
    test.use({ colorScheme: 'dark' });

    test('gets the dark mode before any script of the page runs', async ({ page }) => {
      await recordThemeAtInteractive(page);
      await page.goto('/next/features');
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { __hydratedAtInteractive?: boolean }).__hydratedAtInteractive)).toBe(false);
      expect(await themeAtInteractive(page)).toBe('dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(colourToggle(page)).toHaveAccessibleName(/currently system mode/);
    });
  });

  test('a stored dark choice wins over a light system before first paint', async ({ page }) => {
    await page.goto('/next/faq');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await recordThemeAtInteractive(page);
    await page.goto('/next/features');
    expect(await themeAtInteractive(page)).toBe('dark');
    await waitForHydration(page);
    await expect(colourToggle(page)).toHaveAccessibleName(/currently dark mode/);
    // …and a stored light choice wins over a dark system.
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    expect(await themeAtInteractive(page)).toBe('light');
  });
});

test('the announcement bar closes, stays closed, and comes back for a new announcement', async ({ page }) => {
  await page.goto('/next/faq');
  await waitForHydration(page);
  const bar = page.locator('.announcement-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveText('Version 2 is out!');
  await expect(bar.locator('b')).toHaveText('2');
  await expect(bar).toHaveCSS('background-color', 'rgb(250, 251, 252)');

  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')])).toEqual([
    'true',
    THEME_SITE.announcementId,
  ]);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await waitForHydration(page);
  await expect(page.locator('.announcement-bar')).toBeHidden();
  await page.getByRole('complementary', { name: 'Docs sidebar' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
  await expect(page.locator('.announcement-bar')).toBeHidden();

  // The reader dismissed an older announcement: the new one shows.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-1'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.announcement-bar')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')])).toEqual([
    null,
    THEME_SITE.announcementId,
  ]);
});

test.describe('table of contents', () => {
  test('highlights the heading being read while the reader scrolls', async ({ page }) => {
    await page.goto('/next/features');
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeVisible();
    await expect(page.locator('.toc-collapsible')).toBeHidden();
    await expect(toc.getByRole('link')).toHaveText(['Code blocks', 'Tabs', 'A long section', 'First part', 'Last part']);
    const active = toc.locator('.table-of-contents__link--active');
    await expect(active).toHaveText('Code blocks');

    // Scroll with the wheel until "A long section" has passed under the navbar.
    const section = page.locator('h2#a-long-section');
    await page.mouse.move(600, 400);
    for (let i = 0; i < 40 && (await section.evaluate((element) => element.getBoundingClientRect().top)) > 100; i++) {
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 60);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    }
    await expect(active).toHaveText('A long section');

    // Following the TOC: the reader is in the first part.
    await toc.getByRole('link', { name: 'First part' }).click();
    await expect(page).toHaveURL(/#first-part$/);
    await expect(active).toHaveText('First part');
    await expect(active).toHaveCount(1);

    // Back to the top.
    await page.keyboard.press('Home');
    await expect(active).toHaveText('Code blocks');
  });

  test('highlights the last heading when the reader has scrolled to it at the end of the page', async ({ page }) => {
    await page.goto('/next/features');
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Last part' }).click();
    await expect(page).toHaveURL(/#last-part$/);
    const heading = page.locator('h3#last-part');
    await expect(heading).toBeInViewport();
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(720 / 2);
    await expect(toc.locator('.table-of-contents__link--active')).toHaveText('Last part', { timeout: 2_000 });
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 996, height: 800 } });

    test('is replaced by a collapsible "On this page"', async ({ page }) => {
      await page.goto('/next/features');
      await waitForHydration(page);
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
      const collapsible = page.locator('details.toc-collapsible');
      await expect(collapsible).toBeVisible();
      const summary = collapsible.getByText('On this page', { exact: true });
      const link = collapsible.getByRole('link', { name: 'Last part' });
      await expect(link).toBeHidden();
      await summary.click();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/#last-part$/);
      await expect(page.locator('h3#last-part')).toBeInViewport();
    });
  });
});

test('the sidebar marks the page being read and its categories fold and unfold', async ({ page }) => {
  await page.goto('/next/faq');
  await waitForHydration(page);
  const sidebar = page.getByRole('complementary', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);

  const category = sidebar.getByRole('button', { name: 'Installation', exact: true });
  const caret = sidebar.locator('.menu__caret');
  const docker = sidebar.getByRole('link', { name: 'Docker' });
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await expect(caret).toHaveAccessibleName("Expand sidebar category 'Installation'");
  await expect(docker).toBeHidden();

  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await expect(docker).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'By hand' })).toBeVisible();
  await expect(caret).toHaveAccessibleName("Collapse sidebar category 'Installation'");
  await caret.click();
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await expect(docker).toBeHidden();
  await caret.click();
  await expect(docker).toBeVisible();

  // Moving to a page moves the mark; the sidebar keeps its state (it is not re-rendered anew).
  await markDocument(page);
  await docker.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docker');
  await expect(docker).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current', 'page');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
  expect(await documentMarker(page)).toBe('still the same document');

  // A category holding the page opens by itself.
  await page.goto('/next/Installation/manual');
  await expect(sidebar.getByRole('button', { name: 'Installation', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'By hand' })).toHaveAttribute('aria-current', 'page');
});

test('breadcrumbs, paginator and "Edit this page" of a doc', async ({ page }) => {
  await page.goto('/next/Installation/docker');
  await waitForHydration(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['', 'Installation', 'Docker']);
  // Home is Docusaurus's house icon named "Home page", not a word of the site title.
  const home = crumbs.getByRole('link', { name: 'Home page' });
  await expect(home).toHaveAttribute('href', '/');
  await expect(home).toHaveText('');
  await expect(home.locator('svg')).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Docker');

  const edit = page.getByRole('link', { name: 'Edit this page' });
  await expect(edit).toHaveAttribute('href', `${THEME_SITE.editUrl}docs/02-Installation/01-docker.md`);
  await expect(edit).toHaveAttribute('target', '_blank');
  await expect(edit).toHaveAttribute('rel', /noopener/);

  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link')).toHaveText(['PreviousIntroduction', 'NextBy hand']);
  await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/next/');
  await markDocument(page);
  await pager.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/next\/Installation\/manual$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manual installation');
  await expect(crumbs.getByRole('listitem')).toHaveText(['', 'Installation', 'By hand']);
  await expect(edit).toHaveAttribute('href', `${THEME_SITE.editUrl}docs/02-Installation/02-manual.md`);
  await expect(pager.getByRole('link')).toHaveText(['PreviousDocker', 'NextFAQ']);
  expect(await documentMarker(page)).toBe('still the same document');

  // The 1.0.0 docs are edited in versioned_docs/.
  await page.goto('/Installation/docker');
  await expect(edit).toHaveAttribute('href', `${THEME_SITE.editUrl}versioned_docs/version-1.0.0/02-Installation/01-docker.md`);
});

test('head tags: title, description, canonical URL and Open Graph, on load and after a client-side navigation', async ({ page }) => {
  const head = async () =>
    page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content'),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    }));
  const features = {
    title: 'Features | Theme Site',
    description: 'Code, tabs and anchors on one page.',
    canonical: `${THEME_SITE.url}/next/features`,
    ogTitle: 'Features | Theme Site',
    ogDescription: 'Code, tabs and anchors on one page.',
    ogUrl: `${THEME_SITE.url}/next/features`,
  };
  await page.goto('/next/features');
  await waitForHydration(page);
  expect(await head()).toEqual(features);
  await expect(page).toHaveTitle('Features | Theme Site');

  await page.getByRole('complementary', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' }).click();
  await expect(page).toHaveTitle('Introduction | Theme Site');
  expect(await head()).toEqual({
    title: 'Introduction | Theme Site',
    description: 'What this product is.',
    // As in Docusaurus, a page of the unreleased version is its own canonical URL (the site does
    // not set noIndexOtherVersions).
    canonical: `${THEME_SITE.url}/next/`,
    ogTitle: 'Introduction | Theme Site',
    ogDescription: 'What this product is.',
    ogUrl: `${THEME_SITE.url}/next/`,
  });
  await page.getByRole('complementary', { name: 'Docs sidebar' }).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveTitle('Features | Theme Site');
  expect(await head()).toEqual(features);
  // One of each, not one more per navigation.
  expect(await page.locator('head meta[property="og:title"]').count()).toBe(1);
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
});
