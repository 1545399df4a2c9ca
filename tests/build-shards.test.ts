/**
 * `folio build --shard i/n` and `folio build --merge <dirs>`: n shards, each rendering its slice of
 * the routes, then merged, give the output of a single build byte for byte (a blog with search,
 * feeds and llms.txt; three locales, one right to left, two sharing a bundle; a Content-Security-
 * Policy naming the inline scripts of every page). A shard writes no site-wide file and checks no
 * link; the merge checks every link and anchor across the whole site. Shards that are not one whole
 * set built alike are refused, each with one message.
 */
import { existsSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, hashTree, readText, removeTempDirs, replaceIn, runFolio, writeText } from '../packages/core/test/helpers.ts';

afterAll(() => removeTempDirs());

const ENV = { FOLIO_WORKERS: '0' };

async function folio(args: string[]) {
  return runFolio(args, { timeoutMs: 240_000, env: ENV });
}

async function mustBuild(args: string[]) {
  const result = await folio(args);
  if (result.code !== 0) throw new Error(`folio ${args.join(' ')} failed:\n${describeRun(result)}`);
  return result;
}

/** A copy of `fixture` built once whole (build/) and as `count` shards (shard-1 …). */
async function buildBoth(fixture: string, count: number, edit?: (site: string) => void) {
  const site = copySite(path.join(FIXTURES, fixture), `shards-${fixture}`);
  edit?.(site);
  if (!edit) await mustBuild(['build', site]);
  const shards = Array.from({ length: count }, (_, index) => `shard-${index + 1}`);
  for (const [index, dir] of shards.entries()) await mustBuild(['build', site, '--shard', `${index + 1}/${count}`, '--out-dir', dir]);
  return { site, shards };
}

const htmlOf = (tree: Record<string, string>) => Object.keys(tree).filter((file) => file.endsWith('.html'));

describe('shards merged are the single build, byte for byte', () => {
  it.each([
    ['blog', 3],
    ['i18n-site', 2],
    ['head-tags', 2],
  ])('%s in %i shards', async (fixture, count) => {
    const { site, shards } = await buildBoth(fixture, count);
    const single = hashTree(path.join(site, 'build'));
    // Each shard has its own slice of the pages, and every file of the single build but the pages and the site-wide files.
    const trees = shards.map((dir) => hashTree(path.join(site, dir)));
    const pages = trees.flatMap(htmlOf);
    expect(pages.sort()).toEqual(htmlOf(single).sort());
    expect(new Set(pages).size).toBe(pages.length);
    for (const tree of trees) {
      expect(tree).not.toHaveProperty('sitemap.xml');
      expect(tree).not.toHaveProperty('llms.txt');
      expect(tree).toHaveProperty('.folio-shard.json');
    }
    await mustBuild(['build', site, '--merge', ...shards, '--out-dir', 'merged']);
    expect(hashTree(path.join(site, 'merged'))).toEqual(single);
  });
});

describe('shards of some locales', () => {
  it('--locale given to the shards: the merge builds those locales, as a single build with --locale does', async () => {
    const site = copySite(path.join(FIXTURES, 'i18n-site'), 'shards-locale');
    await mustBuild(['build', site, '--locale', 'fr', '--out-dir', 'single']);
    for (const index of [1, 2]) await mustBuild(['build', site, '--shard', `${index}/2`, '--locale', 'fr', '--out-dir', `fr-${index}`]);
    await mustBuild(['build', site, '--merge', 'fr-1', 'fr-2', '--out-dir', 'merged']);
    const single = hashTree(path.join(site, 'single'));
    // One --locale: built at the site's base URL, as Docusaurus builds it.
    expect(Object.keys(single)).toContain('index.html');
    expect(hashTree(path.join(site, 'merged'))).toEqual(single);
  });
});

describe('the merge checks every link across the shards', () => {
  it('reports a broken anchor to a page of another shard, which no shard could see', async () => {
    const { site, shards } = await buildBoth('blog', 2, (dir) => replaceIn(dir, 'docs/intro.md', '(/blog/2024/01/15/launch)', '(/blog/2024/01/15/launch#no-such-heading)'));
    // A single build sees it (onBrokenAnchors: throw); the shards, which check no link, do not.
    const single = await folio(['build', site]);
    expect(single.code).toBe(1);
    expect(single.stderr).toContain('/blog/2024/01/15/launch#no-such-heading');
    const result = await folio(['build', site, '--merge', ...shards, '--out-dir', 'merged']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('broken anchor');
    expect(result.stderr).toContain('/blog/2024/01/15/launch#no-such-heading');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(site, 'merged'))).toBe(false);
  });
});

describe('shards that are not one set built alike are refused', () => {
  it('a missing shard, a shard given twice, a folder that is no shard, shards of different content', async () => {
    const site = copySite(path.join(FIXTURES, 'basic'), 'shards-refused');
    for (const index of [1, 2, 3]) await mustBuild(['build', site, '--shard', `${index}/3`, '--out-dir', `s${index}`]);
    await mustBuild(['build', site, '--shard', '1/2', '--out-dir', 'half']);
    await mustBuild(['build', site]);
    const cases: Array<[string[], RegExp]> = [
      [['s1', 's2'], /shard 3\/3 not given/],
      [['s1', 's2', 's2', 's3'], /s2 and s2 are both shard 2\/3/],
      [['s1', 'half', 's3'], /s1 is a shard of 3, half of 2/],
      [['s1', 'build', 's3'], /--merge build: no \.folio-shard\.json in it/],
    ];
    for (const [dirs, message] of cases) {
      const result = await folio(['build', site, '--merge', ...dirs, '--out-dir', 'merged']);
      expect(result.code, describeRun(result)).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    // A symbolic link put into a shard (it could reach a file outside the site): refused, naming it.
    symlinkSync('/etc/hostname', path.join(site, 's2', 'leak.txt'));
    const linked = await folio(['build', site, '--merge', 's1', 's2', 's3', '--out-dir', 'merged']);
    expect(linked.code, describeRun(linked)).toBe(1);
    expect(linked.stderr).toMatch(/--merge s2: leak\.txt is not a file Folio wrote/);
    expect(linked.stderr).not.toMatch(/\n\s+at /);
    rmSync(path.join(site, 's2', 'leak.txt'));
    // A static file changed between shards, to the same size: read byte for byte, it differs.
    const robots = readText(site, 'static/robots.txt');
    writeText(site, 'static/robots.txt', robots.replace(/[a-z]/, (letter) => (letter === 'x' ? 'y' : 'x')));
    rmSync(path.join(site, 's3'), { recursive: true });
    await mustBuild(['build', site, '--shard', '3/3', '--out-dir', 's3']);
    const sameSize = await folio(['build', site, '--merge', 's1', 's2', 's3', '--out-dir', 'merged']);
    expect(sameSize.code, describeRun(sameSize)).toBe(1);
    expect(sameSize.stderr).toMatch(/s1 and s3 were built from different inputs: robots\.txt differs/);
    writeText(site, 'static/robots.txt', robots);
    rmSync(path.join(site, 's3'), { recursive: true });
    await mustBuild(['build', site, '--shard', '3/3', '--out-dir', 's3']);
    // One page changed between shards: the bundle differs, and the merge names a file that does.
    writeText(site, 'pages/index.md', '# Changed\n\nAnother text.\n');
    rmSync(path.join(site, 's2'), { recursive: true });
    await mustBuild(['build', site, '--shard', '2/3', '--out-dir', 's2']);
    const result = await folio(['build', site, '--merge', 's1', 's2', 's3', '--out-dir', 'merged']);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).toMatch(/s1 and s2 were built from different inputs: \S+ (differs|is in s[12] only)/);
    // Nothing of the merge is left: no output, no temporary folder.
    expect(readdirSync(site).filter((name) => name.startsWith('merged'))).toEqual([]);
  }, 240_000);

  it.each([
    [['--shard', '0/3'], /--shard 0\/3: the index must be from 1 to 3/],
    [['--shard', '4/3'], /--shard 4\/3: the index must be from 1 to 3/],
    [['--shard', 'half'], /--shard takes <index>\/<count>, such as 1\/4, not "half"/],
    [['--shard', '1/2', '--merge', 'a'], /give one of them/],
    [['--merge', 'a', '--locale', 'fr'], /leave --locale out/],
  ])('folio build %j: one message, exit code 1', async (flags, message) => {
    const site = copySite(path.join(FIXTURES, 'basic'), 'shards-flags');
    const result = await folio(['build', site, ...flags, '--out-dir', path.join(site, 'never-written')]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(site, 'never-written'))).toBe(false);
  });
});
