/**
 * Files a site config names (favicon, navbar logo, social card), written relative to the static
 * folder as Docusaurus sites write them, on a copy of tests/fixtures/config-assets (baseUrl
 * `/docs/`): every page, however deep, reaches them under baseUrl, og:image (the config's or a
 * page's front matter `image`) is an absolute URL, and a missing one is reported under
 * onBrokenLinks by its config key.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, replaceIn, runFolio } from './helpers.ts';

const FIXTURE = path.join(FIXTURES, 'config-assets');

afterAll(removeTempDirs);

describe('asset paths in the config', () => {
  it('resolve against baseUrl on the home page and on a nested page', async () => {
    const site = copySite(FIXTURE, 'config-assets');
    const result = await runFolio(['build', site]);
    expect(result.code, describeRun(result)).toBe(0);
    for (const [page, image] of [
      ['build/index.html', 'img/social-card.png'],
      ['build/guides/deep/page/index.html', 'img/logo.svg'], // its front matter's image
    ]) {
      const html = readText(site, page!);
      expect(html).toContain('<link rel="icon" href="/docs/img/favicon.svg">');
      expect(html).toContain(`<meta property="og:image" content="https://assets.example.com/docs/${image}">`);
      expect(html).toContain('<img class="navbar__logo navbar__logo--light" src="/docs/img/logo.svg"');
      expect(html).toContain('<img class="navbar__logo navbar__logo--dark" src="/docs/img/logo-dark.svg"');
    }
  }, 120_000);

  it('a missing one fails the build, naming its config key, with no stack', async () => {
    const site = copySite(FIXTURE, 'config-assets-missing');
    rmSync(path.join(site, 'static/img/logo-dark.svg'));
    const result = await runFolio(['build', site]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).toContain('1 file named in the config not found');
    expect(result.stderr).toMatch(/`themeConfig\.navbar\.logo\.srcDark` in \S*site\.config\.ts: no file at \/docs\/img\/logo-dark\.svg in the output/);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 120_000);

  it('with onBrokenLinks: "warn" it is a warning and the build succeeds', async () => {
    const site = copySite(FIXTURE, 'config-assets-warn');
    rmSync(path.join(site, 'static/img/favicon.svg'));
    replaceIn(site, 'site.config.ts', "onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'");
    const result = await runFolio(['build', site]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stderr).toMatch(/`favicon` in \S*site\.config\.ts: no file at \/docs\/img\/favicon\.svg/);
  }, 120_000);
});
