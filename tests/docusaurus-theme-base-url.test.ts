/**
 * A site on Docusaurus's own theme served under a base URL other than '/' (GitHub Pages' project
 * sites): tests/fixtures/docusaurus-theme with `baseUrl: '/lantern/'`. Folio's route data are site
 * paths; the theme sees the location as one (classic/client/router.tsx), so its matching (the page's
 * route, the active sidebar item, the category of a generated index, breadcrumbs) works, and every
 * link and alternate carries the base URL once. Doc pages rendered with an empty main before.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUSAURUS_THEME_FIXTURE, layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-theme-base-${process.pid}`);
const page = (route: string) => readFileSync(path.join(siteDir, 'build', route, 'index.html'), 'utf8');

beforeAll(async () => {
  await layOutSite(DOCUSAURUS_THEME_FIXTURE, siteDir);
  const config = path.join(siteDir, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/lantern/',"));
  await run(process.execPath, [path.join(ROOT, 'packages/core/bin/folio.mjs'), 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe("a site on Docusaurus's theme under the base URL /lantern/", () => {
  it("renders a doc's content, its sidebar's active item and breadcrumbs, with the base once in each link", () => {
    const html = page('docs/lamps/oil');
    expect(html).toContain('theme-doc-markdown markdown');
    expect(html).toMatch(/menu__link menu__link--active" aria-current="page"[^>]* href="\/lantern\/docs\/lamps\/oil"/);
    expect(html).toContain('<a class="breadcrumbs__link" aria-label="Home page" href="/lantern/">');
    expect(html).toMatch(/breadcrumbs__link" href="\/lantern\/docs\/category\/lamps"/);
    expect(html).not.toContain('/lantern/lantern/');
  });

  it('renders the generated index of a category (its category found from the location)', () => {
    expect(page('docs/category/lamps')).toContain('Paraffin lamps, their wicks and their glass.');
  });

  it('gives the alternates the site URL, the base URL and the path, with no doubled slash', () => {
    expect(page('docs/intro')).toContain('<link rel="alternate" href="https://lantern.example.com/lantern/docs/intro" hreflang="en"');
    expect(page('')).toContain('<link rel="alternate" href="https://lantern.example.com/lantern/" hreflang="en"');
  });

  it('marks the navbar item of the page active', () => {
    expect(page('blog')).toMatch(/navbar__link navbar__link--active" aria-current="page" href="\/lantern\/blog"/);
  });
});
