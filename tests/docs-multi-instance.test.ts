/**
 * A site with two docs instances, each versioned on its own as Docusaurus versions it
 * (tests/fixtures/docs-multi-instance): the default instance reads versions.json, versioned_docs/
 * and versioned_sidebars/ (1.0 released) and is served at /docs; the instance `community` reads
 * community_versions.json, community_versioned_docs/ and community_versioned_sidebars/ (2.0
 * released) and is served at /community. The build gives each instance exactly its own routes;
 * `folio docs:version:community 3.0` writes the community instance's files only, and
 * `folio docs:version 1.1` the default instance's only; the rebuilds serve each new version.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, hashTree, once, readText, removeTempDirs, runFolio } from '../packages/core/test/helpers.ts';

afterAll(() => removeTempDirs());

const FIXTURE = path.join(FIXTURES, 'docs-multi-instance');

/** Every page of a build folder as its route (`docs/next/index.html` → `/docs/next`), sorted; no 404 page. */
function routesOf(outDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') routes.push(`/${path.relative(outDir, dir).split(path.sep).join('/')}`);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html') routes.push(`/${path.relative(outDir, full).split(path.sep).join('/')}`);
    }
  };
  walk(outDir);
  return routes.map((route) => (route === '/' ? route : route.replace(/\/$/, ''))).sort();
}

const under = (routes: string[], base: string) => routes.filter((route) => route === base || route.startsWith(`${base}/`));

/** The sidebar's links of a page: `[label, href]`. */
function sidebarLinks(html: string): Array<[string, string]> {
  const sidebar = /<nav class="menu doc-sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...sidebar.matchAll(/<a class="menu__link[^"]*"[^>]*?href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2]!, m[1]!]);
}

/** The text of a page's article (the doc's own content). */
const article = (html: string) => (/<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '').replace(/<[^>]+>/g, ' ');

/** Files added, changed or removed between two `hashTree`s. */
function changedFiles(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => before[file] !== after[file]).sort();
}

const DEFAULT_ROUTES = ['/docs', '/docs/install', '/docs/legacy-config', '/docs/next', '/docs/next/install', '/docs/next/plugins-api'];
const COMMUNITY_ROUTES = ['/community', '/community/code-of-conduct', '/community/next', '/community/next/code-of-conduct', '/community/next/meetups', '/community/roadmap'];

/**
 * A copy of the fixture: `runs` runs each command of `cuts` on it in order (`before[i]` is the
 * site's files before the i-th), `build` then builds it once and gives its routes.
 */
function buildCopy(label: string, cuts: string[][]) {
  let site = '';
  const before: Record<string, string>[] = [];
  const runs = once(async () => {
    site = copySite(FIXTURE, label);
    const results = [];
    for (const args of cuts) {
      before.push(hashTree(site));
      results.push(await runFolio([...args, '--site-dir', site]));
    }
    return results;
  });
  const build = once(async () => {
    for (const result of await runs()) if (result.code !== 0) throw new Error(`a cut failed:\n${describeRun(result)}`);
    const result = await runFolio(['build', site], { timeoutMs: 120_000 });
    if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
    return routesOf(path.join(site, 'build'));
  });
  return { site: () => site, before, runs, build, page: (route: string) => readText(site, path.join('build', route, 'index.html')) };
}

describe('the fixture, built', () => {
  const fixture = buildCopy('docs-multi-build', []);

  it('has exactly the routes of each instance, none under the other one', async () => {
    const routes = await fixture.build();
    expect(under(routes, '/docs')).toEqual(DEFAULT_ROUTES);
    expect(under(routes, '/community')).toEqual(COMMUNITY_ROUTES);
    // Nothing else but the home page: no community page moved under /docs or the other way round.
    expect(routes).toEqual(['/', ...COMMUNITY_ROUTES, ...DEFAULT_ROUTES].sort());
  });

  it.each<[string, RegExp, Array<[string, string]>]>([
    ['/docs', /docs for 1\.0/, [['Installing', '/docs/install'], ['Introduction', '/docs/'], ['Legacy configuration', '/docs/legacy-config']]],
    ['/docs/next', /docs, unreleased/, [['Installing', '/docs/next/install'], ['Introduction', '/docs/next/'], ['The plugins API', '/docs/next/plugins-api']]],
    ['/community', /community pages as of 2\.0/, [['Welcome', '/community/'], ['Code of conduct', '/community/code-of-conduct'], ['Roadmap', '/community/roadmap']]],
    ['/community/next', /community pages, unreleased/, [['Welcome', '/community/next/'], ['Code of conduct', '/community/next/code-of-conduct'], ['Meetups', '/community/next/meetups']]],
  ])('%s shows its own version and sidebar', async (route, text, sidebar) => {
    await fixture.build();
    const html = fixture.page(route);
    expect(article(html)).toMatch(text);
    expect(sidebarLinks(html)).toEqual(sidebar);
  });

  it("gives each navbar version dropdown its own instance's versions (docsPluginId)", async () => {
    await fixture.build();
    // The dropdowns' links, in navbar order: the default instance's, then the community's.
    const dropdowns = [...fixture.page('/community').matchAll(/<ul class="dropdown__menu"[^>]*>([\s\S]*?)<\/ul>/g)].map((menu) =>
      [...menu[1]!.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((link) => [link[2], link[1]]),
    );
    expect(dropdowns).toEqual([
      [['Next', '/docs/next/'], ['1.0', '/docs/']],
      [['Next', '/community/next/'], ['2.0', '/community/']],
    ]);
  });
});

describe('docs:version:community 3.0, then docs:version 1.1', () => {
  const copy = buildCopy('docs-multi-cut', [
    ['docs:version:community', '3.0'],
    ['docs:version', '1.1'],
  ]);

  it('both exit 0 without errors', async () => {
    for (const result of await copy.runs()) {
      expect(result.code, describeRun(result)).toBe(0);
      expect(result.stderr).toBe('');
    }
  });

  it("docs:version:community writes the community instance's files, and no other", async () => {
    await copy.runs();
    const site = copy.site();
    // before[1] is the site after the first cut (before the second).
    expect(changedFiles(copy.before[0]!, copy.before[1]!)).toEqual([
      'community_versioned_docs/version-3.0/code-of-conduct.md',
      'community_versioned_docs/version-3.0/meetups.md',
      'community_versioned_docs/version-3.0/welcome.md',
      'community_versioned_sidebars/version-3.0-sidebars.json',
      'community_versions.json',
    ]);
    expect(hashTree(path.join(site, 'community_versioned_docs/version-3.0'))).toEqual(hashTree(path.join(site, 'community')));
    expect(JSON.parse(readText(site, 'community_versioned_sidebars/version-3.0-sidebars.json'))).toEqual({ community: ['welcome', 'code-of-conduct', 'meetups'] });
    expect(JSON.parse(readText(site, 'community_versions.json'))).toEqual(['3.0', '2.0']);
  });

  it("docs:version writes the default instance's files, and no other", async () => {
    await copy.runs();
    const site = copy.site();
    expect(changedFiles(copy.before[1]!, hashTree(site))).toEqual([
      'versioned_docs/version-1.1/install.md',
      'versioned_docs/version-1.1/intro.md',
      'versioned_docs/version-1.1/plugins-api.md',
      'versioned_sidebars/version-1.1-sidebars.json',
      'versions.json',
    ]);
    expect(hashTree(path.join(site, 'versioned_docs/version-1.1'))).toEqual(hashTree(path.join(site, 'docs')));
    expect(JSON.parse(readText(site, 'versioned_sidebars/version-1.1-sidebars.json'))).toEqual({ docs: [{ type: 'autogenerated', dirName: '.' }] });
    expect(JSON.parse(readText(site, 'versions.json'))).toEqual(['1.1', '1.0']);
    expect(JSON.parse(readText(site, 'community_versions.json'))).toEqual(['3.0', '2.0']);
  });

  it('the rebuild serves each new version at its base and the older ones under their names', async () => {
    const routes = await copy.build();
    expect(under(routes, '/docs')).toEqual([
      '/docs',
      '/docs/1.0',
      '/docs/1.0/install',
      '/docs/1.0/legacy-config',
      '/docs/install',
      '/docs/next',
      '/docs/next/install',
      '/docs/next/plugins-api',
      '/docs/plugins-api',
    ]);
    expect(under(routes, '/community')).toEqual([
      '/community',
      '/community/2.0',
      '/community/2.0/code-of-conduct',
      '/community/2.0/roadmap',
      '/community/code-of-conduct',
      '/community/meetups',
      '/community/next',
      '/community/next/code-of-conduct',
      '/community/next/meetups',
    ]);
    expect(routes.filter((route) => !route.startsWith('/docs') && !route.startsWith('/community'))).toEqual(['/']);
    expect(article(copy.page('/community/2.0'))).toMatch(/community pages as of 2\.0/);
    expect(sidebarLinks(copy.page('/community'))).toEqual([['Welcome', '/community/'], ['Code of conduct', '/community/code-of-conduct'], ['Meetups', '/community/meetups']]);
  });
});

describe('refusals', () => {
  it("docs:version:community refuses a version the instance has, naming its versions file, and changes nothing", async () => {
    const site = copySite(FIXTURE, 'docs-multi-exists');
    const before = hashTree(site);
    const result = await runFolio(['docs:version:community', '2.0', '--site-dir', site]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).toMatch(/the version "2\.0" exists already \(see community_versions\.json\)/);
    expect(hashTree(site)).toEqual(before);
  });

  it('docs:version:<id> of an id the site does not have is an unknown command, listing the real ones', async () => {
    const site = copySite(FIXTURE, 'docs-multi-unknown');
    const before = hashTree(site);
    const result = await runFolio(['docs:version:other', '1.0', '--site-dir', site]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).toMatch(/unknown command "docs:version:other"; did you mean "docs:version(:community)?"\?/);
    expect(result.stderr).toMatch(/commands: .*docs:version, docs:version:community/);
    expect(hashTree(site)).toEqual(before);
  });

  // The output folder may be no instance's source (core takes the sources from the watch globs).
  it.each(['community_versioned_docs', 'community_versioned_sidebars', 'versioned_docs'])('build --out-dir %s is refused as a source of the site', async (outDir) => {
    const site = copySite(FIXTURE, 'docs-multi-out-dir');
    const before = hashTree(site);
    const result = await runFolio(['build', site, '--out-dir', outDir]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).toContain(`--out-dir "${outDir}" is a source of the site (${outDir})`);
    expect(hashTree(site)).toEqual(before);
  });

  it("a version name of the other instance is free: docs:version:community 1.0 cuts the community's 1.0", async () => {
    const site = copySite(FIXTURE, 'docs-multi-same-name');
    const result = await runFolio(['docs:version:community', '1.0', '--site-dir', site]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(JSON.parse(readText(site, 'community_versions.json'))).toEqual(['1.0', '2.0']);
    expect(JSON.parse(readText(site, 'versions.json'))).toEqual(['1.0']);
    expect(readFileSync(path.join(site, 'community_versioned_docs/version-1.0/welcome.md'), 'utf8')).toMatch(/community pages, unreleased/);
  });
});
