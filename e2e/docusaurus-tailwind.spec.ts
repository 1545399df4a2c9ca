/**
 * Tailwind CSS in a Docusaurus site, as a reader sees it: tests/fixtures/docusaurus-tailwind3 and
 * -tailwind4 (tests/docusaurus-tailwind-site.ts lays them out beside Docusaurus and Tailwind),
 * each built with Folio from the site's folder (as `npm run build` runs; Tailwind reads its config
 * and sources from there) and served with `folio serve`. The classes of a page, a component and an
 * MDX doc style their elements, the `md:` variant follows the window's width, the dark variant
 * follows Docusaurus's colour-mode toggle, and Infima still styles the rest (preflight off in
 * Tailwind 3; Tailwind 4's preflight, its layers rewritten by Docusaurus's postcss-preset-env for the
 * default browsers, wins where it sets something, as under Docusaurus).
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect, type Locator } from '@playwright/test';
import { layOutTailwindSite, type TailwindMajor } from '../tests/docusaurus-tailwind-site';
import { waitForHydration, collectProblems } from './browser';
import { ROOT, startCli, type RunningCli } from './helpers';

const run = promisify(execFile);
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');

const style = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const SITES = [
  { major: 3 as TailwindMajor, port: 4470, colour: 'rgb(11, 122, 117)', colourClass: 'text-gale', darkBackground: 'rgb(15, 23, 42)' },
  { major: 4 as TailwindMajor, port: 4471, colour: 'rgb(122, 62, 11)', colourClass: 'text-gust', darkBackground: /oklch\(0\.208 0\.042 265\.755\)|rgb\(15, 23, 4[23]\)/ },
];

for (const site of SITES) {
  const test = base.extend<object, { served: string }>({
    served: [
      async ({}, use, workerInfo) => {
        // Each worker serves its own build (fullyParallel may run one site's tests in both).
        const port = site.port + workerInfo.workerIndex * 2;
        const siteDir = await layOutTailwindSite(path.join(ROOT, 'tests/fixtures', `docusaurus-tailwind${site.major}`), site.major);
        await run(process.execPath, [CLI, 'build'], { cwd: siteDir, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 });
        const server: RunningCli = await startCli('serve', siteDir, port);
        await use(`http://127.0.0.1:${port}`);
        await server.stop();
        rmSync(path.dirname(siteDir), { recursive: true, force: true });
      },
      { scope: 'worker', timeout: 300_000 },
    ],
  });

  test.describe(`Tailwind ${site.major}`, () => {
    test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });

    test("a page's classes (its own colour, @apply, arbitrary values), md: and dark: variants", async ({ page, served }) => {
      const problems = collectProblems(page);
      await page.goto(`${served}/`);
      await waitForHydration(page);
      const main = page.locator(`main.${site.colourClass}`);
      expect(await style(main, 'color')).toBe(site.colour);
      expect(await style(main, 'padding-top')).toBe('28px');
      expect(await style(main, 'display')).toBe('flex');
      // .hero-card { @apply rounded-xl shadow-lg }
      expect(await style(main, 'border-top-left-radius')).toBe('12px');
      expect(await style(main, 'box-shadow')).not.toBe('none');
      expect(await style(page.locator('main h1'), 'letter-spacing')).not.toBe('normal');
      // A TSX component's arbitrary values.
      expect(await style(page.getByText('badge', { exact: true }), 'width')).toBe('37px');
      expect(await style(main, 'background-color')).toBe('rgba(0, 0, 0, 0)');
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect.poll(() => style(main, 'background-color')).toMatch(site.darkBackground);
      await page.setViewportSize({ width: 390, height: 800 });
      await expect.poll(() => style(main, 'display')).toBe('block');
      expect(problems).toEqual([]);
    });

    test("an MDX doc's classes; Infima still styles the doc", async ({ page, served }) => {
      await page.goto(`${served}/docs/intro`);
      await waitForHydration(page);
      const div = page.getByText('From MDX');
      expect(await style(div, 'text-decoration-style')).toBe('wavy');
      expect(await style(div, site.major === 3 ? 'transform' : 'rotate')).not.toMatch(/^(none)?$/);
      // A doc's h1: Infima's 3rem at 16px with Tailwind 3 (preflight off). With Tailwind 4, whose
      // preflight sets font-size: inherit in its layer, the site (no browserslist: the defaults)
      // gets from Docusaurus's postcss-preset-env its layers rewritten into raised specificity,
      // so the preflight wins over Infima, as under Docusaurus 3.10. The navbar's height is Infima's.
      expect(await style(page.getByRole('heading', { level: 1 }), 'font-size')).toBe(site.major === 3 ? '48px' : '16px');
      expect(await style(page.locator('.navbar'), 'height')).toBe('60px');
    });
  });
}
