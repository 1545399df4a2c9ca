/**
 * The bundle memo (core's build/bundle-memo.ts): a build whose client and server bundles would be
 * the last build's copies them from the site's cache instead of bundling, and its output is the
 * bytes of a build that bundles (FOLIO_BUNDLE_MEMO=0, in a fresh copy); anything the bundles are
 * made from that changed bundles again. The site is the pages fixture: a React home page with a
 * component and CSS modules, a Markdown page, an MDX page.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, hashTree, readText, removeTempDirs, replaceIn, runFolio, writeText } from '../packages/core/test/helpers.ts';

afterAll(() => removeTempDirs());

const FROM_MEMO = "bundles: the last build's";

/** Build; whether the bundles came from the memo. */
async function build(site: string, env: Record<string, string | undefined> = {}): Promise<boolean> {
  const result = await runFolio(['build', site], { timeoutMs: 120_000, env: { FOLIO_QUIET: undefined, ...env } });
  expect(result.code, describeRun(result)).toBe(0);
  return result.stdout.includes(FROM_MEMO);
}

/** Edit both copies alike; build the warm one (memo on) and the other without the memo: same bytes. */
async function sameAsBundled(warm: string, label: string, edits: Array<(site: string) => void>): Promise<boolean> {
  const cold = copySite(path.join(FIXTURES, 'pages'), label);
  for (const edit of edits) {
    edit(warm);
    edit(cold);
  }
  const fromMemo = await build(warm);
  expect(await build(cold, { FOLIO_BUNDLE_MEMO: '0' })).toBe(false);
  expect(hashTree(path.join(warm, 'build'))).toEqual(hashTree(path.join(cold, 'build')));
  return fromMemo;
}

function builtCss(site: string): string {
  const assets = path.join(site, 'build', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
}

describe('the bundle memo', () => {
  it('copies the last bundles while only pages change, and bundles again when code, styles, a swizzle or the config do', async () => {
    const site = copySite(path.join(FIXTURES, 'pages'), 'bundle-memo-warm');
    expect(await build(site)).toBe(false);
    expect(await build(site)).toBe(true);

    // A Markdown page's text: its chunk and HTML change, the bundles do not.
    const about = readText(path.join(FIXTURES, 'pages'), 'src/pages/about/index.md');
    const aboutEdit = (dir: string) => writeText(dir, 'src/pages/about/index.md', `${about}\nA line added to the page.\n`);
    expect(await sameAsBundled(site, 'bundle-memo-page', [aboutEdit])).toBe(true);
    expect(readText(site, 'build/about/index.html')).toContain('A line added to the page.');

    // The MDX page's text, and its own component.
    const guide = readText(path.join(FIXTURES, 'pages'), 'src/pages/guide.mdx');
    const guideEdit = (dir: string) => writeText(dir, 'src/pages/guide.mdx', guide.replace('steps to go.', 'steps left.'));
    await sameAsBundled(site, 'bundle-memo-mdx', [aboutEdit, guideEdit]);
    expect(readText(site, 'build/guide/index.html')).toContain('steps left.');

    // A component of the home page: bundled again.
    replaceIn(site, 'src/pages/_components/Feature.tsx', '<h2>{title}</h2>', '<h2 data-edited="yes">{title}</h2>');
    expect(await build(site)).toBe(false);
    expect(readText(site, 'build/index.html')).toContain('data-edited="yes"');

    // A CSS module's rule.
    replaceIn(site, 'src/pages/_components/Feature.module.css', 'padding: 1rem;', 'padding: 1rem;\n  letter-spacing: 0.37em;');
    expect(await build(site)).toBe(false);
    expect(builtCss(site)).toContain('letter-spacing:.37em');
    expect(await build(site)).toBe(true);

    // A swizzled component added where `@theme/Footer` finds it: no file the last bundles read changed.
    writeText(site, 'src/theme/Footer.tsx', 'export default function Footer() {\n  return <footer className="swizzled-footer">Our own footer</footer>;\n}\n');
    expect(await build(site)).toBe(false);
    expect(readText(site, 'build/about/index.html')).toContain('Our own footer');

    // The config's title, which the client reads from a module no file holds.
    replaceIn(site, 'site.config.ts', "title: 'Pages Site',\n  tagline", "title: 'Pages Site Renamed',\n  tagline");
    expect(await build(site)).toBe(false);
    expect(readText(site, 'build/index.html')).toContain('Pages Site Renamed');
    expect(await build(site)).toBe(true);
  }, 300_000);

  it('a bundle that read a file changed by hand in the cache is made again, and the output stays right', async () => {
    const site = copySite(path.join(FIXTURES, 'pages'), 'bundle-memo-tampered');
    await build(site);
    const cache = path.join(site, 'node_modules/.cache/folio/bundle/en/client/assets');
    const chunk = readdirSync(cache).find((name) => name.startsWith('entry-client') && name.endsWith('.js'))!;
    writeText(path.dirname(cache), `assets/${chunk}`, '/* not the bundle */');
    expect(await build(site)).toBe(false);
    expect(readText(site, `build/assets/${chunk}`)).not.toContain('not the bundle');
    expect(await build(site)).toBe(true);
  }, 120_000);

  it('a page whose render and links come from the last build still has its links checked against this build: a page gone is a broken link', async () => {
    const site = copySite(path.join(FIXTURES, 'pages'), 'bundle-memo-links');
    replaceIn(site, 'src/pages/about/index.md', '[home page](/)', '[home page](/) or [the old notes](/notes)');
    writeText(site, 'src/pages/notes.md', '# Notes\n');
    expect(await build(site)).toBe(false);
    rmSync(path.join(site, 'src/pages/notes.md'));
    const result = await runFolio(['build', site], { timeoutMs: 120_000, env: { FOLIO_QUIET: undefined } });
    expect(result.code, describeRun(result)).toBe(1);
    // The about page was not rendered again (nor its links read again): every page but the 404 came from the cache.
    const counts = /(\d+) pages? rendered, (\d+) unchanged from the render cache/.exec(result.stdout);
    expect(Number(counts?.[2]), result.stdout).toBeGreaterThanOrEqual(3);
    expect(result.stderr).toContain('/notes');
    expect(result.stderr).toMatch(/broken link/);
  }, 120_000);
});

