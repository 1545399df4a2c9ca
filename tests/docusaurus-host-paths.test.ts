/**
 * A Docusaurus site served under baseUrl `/docs/` beside other apps of its host
 * (tests/fixtures/docusaurus-host-paths), as the Infracost and Azure Logic Apps UX docs are:
 * `docusaurus build` checks neither plain `<a>` links to the host's other paths nor the files the
 * config names, nor the images front matter and authors name, so Folio builds the site as it is:
 * links outside baseUrl are not checked, and a missing social card, post cover or author image is
 * a warning. A missing page under baseUrl is still a broken link. Its stylesheet imports a
 * package's by webpack's `~` prefix, as css-loader and sass-loader read it, and its home page a
 * JSON file of the static folder by a root path (`/data/facts.json`), as webpack's roots find it.
 * Its client redirects are pages at the old paths, as @docusaurus/plugin-client-redirects writes
 * them, and a link to one passes the link check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, removeTempDirs, replaceIn, runFolio } from '../packages/core/test/helpers.ts';

const FIXTURE = path.join(FIXTURES, 'docusaurus-host-paths');

afterAll(() => removeTempDirs());

describe('a Docusaurus site under a baseUrl of a shared host', () => {
  it('builds with links to the host root and its other apps, and missing images named in fields', async () => {
    const site = copySite(FIXTURE, 'host-paths');
    const result = await runFolio(['build', site], { timeoutMs: 180_000 });
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stderr).not.toMatch(/broken link/);
    expect(result.stderr).toMatch(/warning: 1 file named in the config not found:\n- `themeConfig\.image` in \S*docusaurus\.config\.js: no file at \/docs\/img\/social-card\.png/);
    expect(readFileSync(path.join(site, 'build/index.html'), 'utf8')).toContain('<p>Served from the static folder</p>');
    expect(existsSync(path.join(site, 'build/docs/intro/index.html'))).toBe(true);
    expect(result.stderr).toMatch(/warning: \S*blog\/2024-01-02-release\.md: the image "release-cover\.png": the file "\/release-cover\.png" does not exist/);
    expect(result.stderr).toMatch(/warning: \S*blog\/2024-01-02-release\.md: the image "\/img\/ann\.png": the file "\/img\/ann\.png" does not exist/);
    expect(existsSync(path.join(site, 'build/blog/2024/01/02/release/index.html'))).toBe(true);
    for (const from of ['old-intro', 'guide/intro', 'start']) {
      expect(readFileSync(path.join(site, 'build', from, 'index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/docs/docs/intro">');
    }
    expect(existsSync(path.join(site, 'build/_redirects'))).toBe(false);
    const css = readdirSync(path.join(site, 'build/assets')).filter((file) => file.endsWith('.css')).map((file) => readFileSync(path.join(site, 'build/assets', file), 'utf8'));
    expect(css.some((text) => text.includes('.api-operation__endpoint'))).toBe(true);
  }, 200_000);

  it('still fails on a missing page under baseUrl', async () => {
    const site = copySite(FIXTURE, 'host-paths-broken');
    replaceIn(site, 'src/pages/index.js', 'href="/pricing/"', 'href="/docs/pricing/"');
    const result = await runFolio(['build', site], { timeoutMs: 180_000 });
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).toMatch(/1 broken link found:\n- on \/docs\/ \(\S*src\/pages\/index\.js\): link to \/docs\/pricing\//);
  }, 200_000);
});
