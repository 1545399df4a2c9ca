/**
 * The bad-input catalogue: one case per kind of broken input a docs build meets in CI, each run
 * through the real CLI on a copy of an already built site (tests/fixtures/openapi: docs, two
 * versions, an OpenAPI source). Every failing case asserts the exact error line, exit code 1, no
 * stack trace, and a previous build/ left byte for byte as it was. The one input that must build
 * (a 5 MB page) asserts success and a bound on the build's peak memory.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copySite,
  describeRun,
  FIXTURES,
  leftoverTempFolders,
  makeTempDir,
  readText,
  removeTempDirs,
  replaceIn,
  runFolio,
  snapshotOutput,
  writeText,
  type CliResult,
  type OutputSnapshot,
} from '../packages/core/test/helpers.ts';

const FIXTURE = path.join(FIXTURES, 'openapi');
const SPEC = 'openapi/karakeep-openapi-spec.json';
const PRELOAD = path.resolve(__dirname, '../bench/lib/peak-rss-preload.mjs');

let template: string;

beforeAll(async () => {
  template = copySite(FIXTURE, 'catalogue-template');
  const result = await runFolio(['build', template], { timeoutMs: 120_000 });
  if (result.code !== 0) throw new Error(`building the good fixture failed:\n${describeRun(result)}`);
}, 180_000);

afterAll(() => removeTempDirs());

interface Case {
  site: string;
  before: OutputSnapshot;
  result: CliResult;
}

async function breakAndBuild(label: string, edit: (site: string) => void, env?: Record<string, string>): Promise<Case> {
  const site = copySite(template, `catalogue-${label}`, { withOutput: true });
  const before = snapshotOutput(path.join(site, 'build'));
  edit(site);
  const result = await runFolio(['build', site], { timeoutMs: 120_000, env });
  return { site, before, result };
}

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

/** The first `[folio] error:` line, with the site folder made relative. */
function errorLine(run: Case): string {
  const line = run.result.stderr.split('\n').find((text) => text.startsWith('[folio] error:')) ?? '';
  return line.split(`${run.site}${path.sep}`).join('').split(run.site).join('<site>');
}

function expectFailure(run: Case, line: string | RegExp): void {
  const report = describeRun(run.result);
  expect(run.result.timedOut, `a hang\n${report}`).toBe(false);
  expect(run.result.code, report).toBe(1);
  if (typeof line === 'string') expect(errorLine(run), report).toBe(line);
  else expect(errorLine(run), report).toMatch(line);
  expect(run.result.stderr, 'a stack trace instead of a message').not.toMatch(STACK_FRAME);
  const after = snapshotOutput(path.join(run.site, 'build'));
  expect(after.files, 'build/ changed').toEqual(run.before.files);
  expect(leftoverTempFolders(run.site), 'temporary output folders left behind').toEqual([]);
}

function editJson(site: string, file: string, change: (value: any) => void): void {
  const value = JSON.parse(readText(site, file));
  change(value);
  writeText(site, file, `${JSON.stringify(value, null, 2)}\n`);
}

describe.concurrent('the bad-input catalogue', () => {
  it('malformed YAML front matter', async () => {
    const run = await breakAndBuild('yaml', (site) => writeText(site, 'docs/broken.md', '---\ntitle: [unclosed\n---\n\n# Broken\n'));
    expectFailure(run, '[folio] error: docs/broken.md:2:17 - plugin "docs" failed in load(): version "current": invalid front matter: Flow sequence in block collection must be sufficiently indented and end with a ]');
  });

  it('front matter of the wrong type', async () => {
    const run = await breakAndBuild('front-matter-type', (site) => writeText(site, 'docs/broken.md', '---\nsidebar_position: first\n---\n\n# Broken\n'));
    expectFailure(run, '[folio] error: docs/broken.md:2:1 - plugin "docs" failed in load(): version "current": invalid front matter: `sidebar_position`: expected number, got string "first"');
  });

  it('unclosed JSX', async () => {
    const run = await breakAndBuild('jsx', (site) => writeText(site, 'docs/broken.md', '# Broken\n\n<div>\n\nnever closed\n'));
    expectFailure(run, '[folio] error: docs/broken.md:3:1 - MDX syntax error: Expected a closing tag for `<div>`');
  });

  it('an MDX expression that throws at render names the page', async () => {
    const run = await breakAndBuild('throws', (site) =>
      writeText(site, 'docs/broken.md', "# Broken\n\n{(() => { throw new Error('the sky fell') })()}\n"),
    );
    expectFailure(run, '[folio] error: rendering /broken (docs/broken.md) failed: the sky fell');
  });

  it('a file that is not UTF-8', async () => {
    const run = await breakAndBuild('latin1', (site) => writeFileSync(path.join(site, 'docs/broken.md'), Buffer.from('# Broken\n\nCaf\xe9 au lait\n', 'latin1')));
    expectFailure(run, '[folio] error: docs/broken.md:3:4 - plugin "docs" failed in load(): version "current": the file is not valid UTF-8 (byte 0xe9); save it as UTF-8');
  });

  it('an empty file', async () => {
    const run = await breakAndBuild('empty', (site) => writeText(site, 'docs/broken.md', ''));
    expectFailure(run, '[folio] error: docs/broken.md - plugin "docs" failed in load(): version "current": the file is empty; write the page or delete the file');
  });

  it('a 5 MB Markdown file builds, within memory', async () => {
    const site = copySite(template, 'catalogue-big', { withOutput: true });
    const paragraph = 'Karakeep keeps every bookmark, note and image you save, and finds them again with full-text search. ';
    const sections = Array.from({ length: 500 }, (_, i) => `## Section ${i + 1}\n\n${paragraph.repeat(100)}\n`);
    writeText(site, 'docs/big.md', `---\ntitle: A very long page\n---\n\n${sections.join('\n')}`);
    expect(readText(site, 'docs/big.md').length).toBeGreaterThan(5_000_000);
    const rssFile = path.join(makeTempDir('catalogue-big-rss'), 'rss.json');
    const result = await runFolio(['build', site], {
      timeoutMs: 240_000,
      env: { NODE_OPTIONS: `--import ${PRELOAD}`, FOLIO_BENCH_RSS_FILE: rssFile },
    });
    expect(result.code, describeRun(result)).toBe(0);
    expect(readFileSync(path.join(site, 'build/big/index.html'), 'utf8')).toContain('Section 500');
    const { maxRssKB } = JSON.parse(readFileSync(rssFile, 'utf8')) as { maxRssKB: number };
    expect(maxRssKB / 1024, 'peak RSS in MB').toBeLessThan(1536);
  }, 300_000);

  it('a slug that climbs out of the site with `..`', async () => {
    const run = await breakAndBuild('slug-dotdot', (site) => writeText(site, 'docs/escape.md', '---\nslug: ../../../etc/passwd\n---\n\n# Escape\n'));
    expectFailure(run, '[folio] error: docs/escape.md:2 - plugin "docs" failed in load(): version "current": slug "../../../etc/passwd" has a ".." segment; a slug must stay inside the site');
  });

  it('an absolute slug with an encoded `..`', async () => {
    const run = await breakAndBuild('slug-encoded', (site) => writeText(site, 'docs/escape.md', '---\nslug: /a/%2e%2e/%2e%2e/outside\n---\n\n# Escape\n'));
    expectFailure(run, '[folio] error: docs/escape.md:2 - plugin "docs" failed in load(): version "current": slug "/a/%2e%2e/%2e%2e/outside" has a ".." segment; a slug must stay inside the site');
  });

  it('two docs with the same id', async () => {
    const run = await breakAndBuild('same-id', (site) => writeText(site, 'docs/other.md', '---\nid: intro\n---\n\n# Other\n'));
    expectFailure(run, '[folio] error: docs/other.md - plugin "docs" failed in load(): two docs of version "current" have the id "intro": docs/intro.md and docs/other.md');
  });

  it('two docs with the same route', async () => {
    const run = await breakAndBuild('same-route', (site) => writeText(site, 'docs/other.md', '---\nslug: /quick-start\n---\n\n# Other\n'));
    expectFailure(run, '[folio] error: docs/quick-start.md - two routes have the path /quick-start: one from plugin "docs" (docs/other.md) and one from plugin "docs" (docs/quick-start.md)');
  });

  it('a sidebar naming a missing doc', async () => {
    const run = await breakAndBuild('sidebar', (site) => replaceIn(site, 'sidebars.ts', "{ type: 'autogenerated', dirName: '.' },", "{ type: 'autogenerated', dirName: '.' },\n    'no-such-doc',"));
    expectFailure(run, /^\[folio\] error: sidebars\.ts.*"no-such-doc"/);
  });

  it('a _category_.json that neither JSON nor YAML reads (a trailing comma is fine, as in Docusaurus)', async () => {
    const run = await breakAndBuild('category', (site) => {
      writeText(site, 'docs/guides/_category_.json', '{ "label": "Guides" "position": 1, }\n');
      writeText(site, 'docs/guides/first.md', '# First guide\n');
    });
    expectFailure(run, '[folio] error: docs/guides/_category_.json:1:21 - plugin "docs" failed in load(): version "current": invalid JSON: expected a comma');
  });

  it('versions.json naming a missing folder', async () => {
    const run = await breakAndBuild('versions', (site) => writeText(site, 'versions.json', '["v0.27.0", "v0.26.0"]\n'));
    expectFailure(run, /^\[folio\] error: versions\.json.*"v0\.27\.0".*versioned_docs\/version-v0\.27\.0/);
  });

  it('an OpenAPI file that is not JSON', async () => {
    const run = await breakAndBuild('openapi-json', (site) => writeText(site, SPEC, '{ "openapi": "3.0.3", \n'));
    expectFailure(run, '[folio] error: openapi/karakeep-openapi-spec.json:2:1 - plugin "docs" failed in load(): version "current": invalid JSON: expected a property name in double quotes');
  });

  it('an OpenAPI file that is not OpenAPI 3', async () => {
    const run = await breakAndBuild('openapi-version', (site) => editJson(site, SPEC, (spec) => {
      delete spec.openapi;
      spec.swagger = '2.0';
    }));
    expectFailure(run, /^\[folio\] error: openapi\/karakeep-openapi-spec\.json.*OpenAPI 3/);
  });

  it('an OpenAPI file with a dangling $ref', async () => {
    const run = await breakAndBuild('openapi-ref', (site) => editJson(site, SPEC, (spec) => {
      const [first] = Object.values(spec.paths) as any[];
      const [operation] = Object.values(first) as any[];
      operation.responses = { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Nowhere' } } } } };
    }));
    expectFailure(run, /^\[folio\] error: openapi\/karakeep-openapi-spec\.json.*#\/components\/schemas\/Nowhere/);
  });

  it('an OpenAPI file with a $ref cycle that never reaches a schema', async () => {
    const run = await breakAndBuild('openapi-cycle', (site) => editJson(site, SPEC, (spec) => {
      spec.components.schemas.LoopA = { $ref: '#/components/schemas/LoopB' };
      spec.components.schemas.LoopB = { $ref: '#/components/schemas/LoopA' };
      const [first] = Object.values(spec.paths) as any[];
      const [operation] = Object.values(first) as any[];
      operation.responses = { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/LoopA' } } } } };
    }));
    expectFailure(run, '[folio] error: openapi/karakeep-openapi-spec.json#/paths/~1bookmarks/get/responses/200/content/application~1json/schema/$ref - plugin "docs" failed in load(): version "current": $ref "#/components/schemas/LoopA" is circular: it refers to itself through other $refs only');
  });

  it('a missing static asset', async () => {
    const run = await breakAndBuild('asset', (site) => writeText(site, 'docs/broken.md', '# Broken\n\n![Diagram](./img/missing.png)\n'));
    expectFailure(run, '[folio] error: docs/broken.md:3 - the file "./img/missing.png" does not exist');
  });

  it('a broken link', async () => {
    const run = await breakAndBuild('link', (site) => writeText(site, 'docs/broken.md', '# Broken\n\nSee [the guide](/no-such-page).\n'));
    expectFailure(run, '[folio] error: 1 broken link found:');
    expect(run.result.stderr).toContain(`- on /broken (${path.relative(process.cwd(), path.join(run.site, 'docs/broken.md'))}): link to /no-such-page`);
  });

  it('a broken anchor (onBrokenAnchors: throw)', async () => {
    const run = await breakAndBuild('anchor', (site) => {
      replaceIn(site, 'site.config.ts', "onBrokenLinks: 'throw',", "onBrokenLinks: 'throw',\n  onBrokenAnchors: 'throw',");
      writeText(site, 'docs/broken.md', '# Broken\n\nSee [the start](/quick-start#no-such-heading).\n');
    });
    expectFailure(run, '[folio] error: 1 broken anchor found:');
    expect(run.result.stderr).toContain(`- on /broken (${path.relative(process.cwd(), path.join(run.site, 'docs/broken.md'))}): anchor to /quick-start#no-such-heading`);
  });

  it('a front matter image that does not exist', async () => {
    const run = await breakAndBuild('fm-image', (site) => writeText(site, 'docs/broken.md', '---\nimage: /img/missing.png\n---\n\n# Broken\n'));
    expectFailure(run, '[folio] error: docs/broken.md:2 - plugin "docs" failed in load(): version "current": front matter `image`: the file "/img/missing.png" does not exist in the static folder (static/)');
  });

  it('a config whose exported promise never settles', async () => {
    const run = await breakAndBuild(
      'never-settles',
      (site) => writeText(site, 'site.config.ts', `${readText(site, 'site.config.ts').replace('export default defineConfig(', 'const config = defineConfig(')}export default new Promise(() => config);\n`),
      { FOLIO_SITE_MODULE_TIMEOUT_MS: '2000' },
    );
    expectFailure(run, /^\[folio\] error: site\.config\.ts - the promise the config exports did not settle within 2 s; /);
  });

  it('a config with an unknown plugin', async () => {
    const run = await breakAndBuild('plugin', (site) => replaceIn(site, 'site.config.ts', '  plugins: [', "  plugins: ['@folio/plugin-blog',"));
    expectFailure(run, /^\[folio\] error: site\.config\.ts:\d+:\d+ - `plugins\[0\]`: "@folio\/plugin-blog" is not a plugin Folio knows; a plugin is added by calling its function$/);
  });
});
