/**
 * Incremental prerender (core's render-cache.ts): a rebuild renders again only the routes whose
 * inputs changed, and its output is byte-identical to a cold build of the same sources. The site
 * is the OpenAPI fixture: docs in two versions and generated API pages.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, hashTree, readText, removeTempDirs, replaceIn, runFolio, writeText } from '../packages/core/test/helpers.ts';

afterAll(() => removeTempDirs());

async function build(site: string): Promise<{ rendered: number; cached: number }> {
  const result = await runFolio(['build', site], { timeoutMs: 120_000, env: { FOLIO_QUIET: undefined } });
  expect(result.code, describeRun(result)).toBe(0);
  const match = /(\d+) pages? rendered, (\d+) unchanged from the render cache/.exec(result.stdout + result.stderr);
  expect(match, describeRun(result)).not.toBeNull();
  return { rendered: Number(match![1]), cached: Number(match![2]) };
}

/** Edit the same way in both copies, build one incrementally and the other cold: same bytes. */
async function expectSameAsCold(warm: string, label: string, edit: (site: string) => void): Promise<{ rendered: number; cached: number }> {
  const cold = copySite(path.join(FIXTURES, 'openapi'), label);
  edit(warm);
  edit(cold);
  const counts = await build(warm);
  const coldCounts = await build(cold);
  expect(coldCounts.cached).toBe(0);
  expect(hashTree(path.join(warm, 'build'))).toEqual(hashTree(path.join(cold, 'build')));
  return counts;
}

describe('incremental prerender', () => {
  it('renders only what changed, and gives the bytes of a cold build', async () => {
    const site = copySite(path.join(FIXTURES, 'openapi'), 'incremental-warm');
    const first = await build(site);
    expect(first.cached).toBe(0);
    const total = first.rendered;
    expect(total).toBeGreaterThan(10);

    // Nothing changed: nothing is rendered, and the server bundle is not even loaded.
    expect(await build(site)).toEqual({ rendered: 0, cached: total });

    // Each step writes the page whole, so the warm copy and a fresh cold copy end up equal.
    const original = readText(site, 'docs/quick-start.md');
    const quickStart = (title: string, lead: string) =>
      original.replace('# Quick start', `# ${title}`).replace('Create an API key', lead);

    // The body of one page: that page only.
    const body = await expectSameAsCold(site, 'incremental-cold-body', (dir) =>
      writeText(dir, 'docs/quick-start.md', quickStart('Quick start', 'First create an API key')),
    );
    expect(body).toEqual({ rendered: 1, cached: total - 1 });

    // A title shows in the sidebar of every page of its version: those pages render again, the
    // other version's pages do not.
    const title = await expectSameAsCold(site, 'incremental-cold-title', (dir) =>
      writeText(dir, 'docs/quick-start.md', quickStart('Getting started', 'First create an API key')),
    );
    expect(title.rendered).toBeGreaterThan(1);
    expect(title.cached).toBeGreaterThan(0);

    // The site's config is in the server bundle: everything renders again.
    const config = await expectSameAsCold(site, 'incremental-cold-config', (dir) => {
      writeText(dir, 'docs/quick-start.md', quickStart('Getting started', 'First create an API key'));
      replaceIn(dir, 'site.config.ts', "title: 'OpenAPI Fixture',\n  url:", "title: 'OpenAPI Fixture Renamed',\n  url:");
    });
    expect(config).toEqual({ rendered: total, cached: 0 });

    // The cache is one index of the last build's renders (they are read back from its HTML).
    expect(readdirSync(path.join(site, 'node_modules/.cache/folio/render'))).toEqual(['index.json']);
    const index = JSON.parse(readText(site, 'node_modules/.cache/folio/render/index.json')) as { entries: Record<string, unknown> };
    expect(Object.keys(index.entries)).toHaveLength(total);

    // A page of the previous output changed by hand is rendered again, not trusted.
    const page = path.join(site, 'build', 'quick-start', 'index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('First create an API key', 'Tampered text of the same length!!!!'));
    const tampered = await build(site);
    expect(tampered).toEqual({ rendered: 1, cached: total - 1 });
    expect(readFileSync(page, 'utf8')).toContain('First create an API key');
    // Nine builds of the fixture: a busy machine takes more than the default minute.
  }, 240_000);
});

describe('the render cache, from another working directory', () => {
  it('a build run from the site folder reuses every render of one run from elsewhere (pages through the bundler included)', async () => {
    // The blog fixture has a post with a co-located image, which goes through the bundler: the
    // server bundle names its module in a comment, relative to the site whatever the working directory.
    const site = copySite(path.join(FIXTURES, 'blog'), 'incremental-cwd');
    const first = await build(site);
    expect(first.cached).toBe(0);
    const result = await runFolio(['build', '.'], { cwd: site, timeoutMs: 120_000, env: { FOLIO_QUIET: undefined } });
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stdout + result.stderr).toContain(`0 pages rendered, ${first.rendered} unchanged from the render cache`);
  });
});

describe('chunks kept from the previous output', () => {
  it('a warm build copies unchanged page chunks, remakes one edited in build/ by hand, and gives the bytes of a cold build', async () => {
    const site = copySite(path.join(FIXTURES, 'openapi'), 'chunk-memo-warm');
    await build(site);
    const assets = path.join(site, 'build/assets');
    const chunk = readdirSync(assets).find((name) => name.startsWith('intro-') && name.endsWith('.js'));
    expect(chunk).toBeDefined();
    writeFileSync(path.join(assets, chunk!), `${readFileSync(path.join(assets, chunk!), 'utf8')}\nalert("edited by hand");\n`);
    await build(site);
    expect(readFileSync(path.join(assets, chunk!), 'utf8')).not.toContain('edited by hand');
    const cold = copySite(path.join(FIXTURES, 'openapi'), 'chunk-memo-cold');
    await build(cold);
    expect(hashTree(path.join(site, 'build'))).toEqual(hashTree(path.join(cold, 'build')));
  });
});

describe('an edit touches what it implies', () => {
  it('a body edit of one page changes its chunk and props, its shard of the route table, its HTML, its Markdown twin and llms.txt: no other file', async () => {
    const site = copySite(path.join(FIXTURES, 'openapi'), 'incremental-touch');
    await build(site);
    const before = hashTree(path.join(site, 'build'));
    replaceIn(site, 'docs/quick-start.md', 'Create an API key', 'First create an API key');
    await build(site);
    const after = hashTree(path.join(site, 'build'));
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => before[file] !== after[file]).sort();
    // Under new names (the old ones gone): the page's chunk, and its props (its description and
    // headings are in them), which its own row names. Nothing else of assets/, the entry chunk included.
    const pages = changed.filter((file) => file.endsWith('.html'));
    expect(pages).toHaveLength(1);
    const row = JSON.parse(/<script type="application\/json" id="__folio-route">([^<]*)<\/script>/.exec(readText(site, `build/${pages[0]}`))![1]!) as string[];
    const added = changed.filter((file) => file.startsWith('assets/') && after[file] && !before[file]);
    const removed = changed.filter((file) => file.startsWith('assets/') && before[file] && !after[file]);
    expect(added.sort()).toEqual([row[2], row[3]].sort());
    expect(removed).toEqual([expect.stringMatching(/^assets\/props-[\w-]+\.js$/), expect.stringMatching(/^assets\/quick-start-[\w-]+\.js$/)]);
    expect(changed.filter((file) => file.startsWith('assets/'))).toHaveLength(4);
    expect(changed.filter((file) => !file.startsWith('assets/'))).toEqual([
      expect.stringMatching(/^folio-routes\/\d+-[\w-]+\.js$/),
      // The edit is in its first paragraph, which is its description there.
      'llms.txt',
      'quick-start.md',
      'quick-start/index.html',
    ]);
  });
});

describe('search records kept from the last build', () => {
  it('after a one-page edit, the index has the edit and is the bytes of a cold build', async () => {
    const edit = (site: string) => replaceIn(site, 'docs/intro.md', 'The docs of the blog fixture.', 'The docs of the blog fixture, now with a lighthouse.');
    const warm = copySite(path.join(FIXTURES, 'blog'), 'records-warm');
    await build(warm);
    edit(warm);
    const second = await build(warm);
    expect(second.rendered).toBeGreaterThan(0);
    const index = readdirSync(path.join(warm, 'build/search-index')).map((file) => readText(warm, `build/search-index/${file}`)).join('\n');
    expect(index).toContain('lighthouse');
    const cold = copySite(path.join(FIXTURES, 'blog'), 'records-cold');
    edit(cold);
    await build(cold);
    expect(hashTree(path.join(warm, 'build'))).toEqual(hashTree(path.join(cold, 'build')));
  });
});

describe('API pages kept from the last build', () => {
  it('a build after an edit of a file the spec refers to makes the API pages again, the bytes of a cold build', async () => {
    const edit = (site: string) => replaceIn(site, 'openapi/schemas/highlight.json', 'A highlighted passage of a bookmark.', 'A passage marked with the amber pen.');
    const warm = copySite(path.join(FIXTURES, 'openapi'), 'api-memo-warm');
    await build(warm);
    const again = await build(warm);
    expect(again.rendered).toBe(0); // the pages kept are the pages it would make
    edit(warm);
    const edited = await build(warm);
    expect(edited.rendered).toBeGreaterThan(0);
    const cold = copySite(path.join(FIXTURES, 'openapi'), 'api-memo-cold');
    edit(cold);
    await build(cold);
    const warmTree = hashTree(path.join(warm, 'build'));
    expect(warmTree).toEqual(hashTree(path.join(cold, 'build')));
    const pages = Object.keys(warmTree).filter((file) => file.endsWith('.html')).map((file) => readText(warm, `build/${file}`));
    expect(pages.some((html) => html.includes('A passage marked with the amber pen.'))).toBe(true);
  });
});
