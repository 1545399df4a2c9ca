/**
 * File-system faults during a real build (issue 27, class 3): a write that fails (an injected
 * fault in the main thread or the write thread, through a --require preload), a read-only disk
 * under --out-dir and a full one (tmpfs mounts in a private mount namespace, as root), and pages
 * whose route is a file the build writes. Each gives one message naming the user's path (never
 * the temporary `<outDir>.tmp-<pid>`) and the cause in plain words, exit code 1, no stack trace,
 * and the previous build/ as it was.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, copySite, describeRun, FIXTURES, hashTree, leftoverTempFolders, makeTempDir, removeTempDirs, runFolio, writeText, type CliResult } from './helpers.ts';

const PRELOAD = path.join(import.meta.dirname, 'fs-fault-preload.cjs');
let template: string;

beforeAll(async () => {
  template = copySite(path.join(FIXTURES, 'basic'), 'fs-faults-template');
  const result = await runFolio(['build', template]);
  if (result.code !== 0) throw new Error(describeRun(result));
});
afterAll(() => removeTempDirs());

/** One `error:` message (and its hint), plain words, no stack, no temporary folder, no raw code. */
function expectOneCleanMessage(result: CliResult, ...needles: Array<string | RegExp>): void {
  expect(result.code, describeRun(result)).toBe(1);
  expect(result.stderr.match(/error:/g)?.length, result.stderr).toBe(1);
  for (const needle of needles) expect(result.stderr).toMatch(needle);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stderr).not.toContain('.tmp-');
  expect(result.stderr).not.toMatch(/\bE[A-Z]{3,}\b|injected fault|rolldown/);
}

describe('a write that fails during the build', () => {
  it.each([
    ['ENOSPC', 'main', 1, /cannot write \S+\/build\/\.folio-build: the disk is full/],
    ['EACCES', 'main', 2, /cannot write \S+\/build\/folio-routes\/0-[\w-]+\.js: permission denied/],
    ['EACCES', 'main', 3, /cannot write \S+\/build\/ssr-externals\.json: permission denied/],
    ['EROFS', 'main', 4, /cannot write \S+\/build\/folio-rows\.json: the file system is read-only/],
    ['EMFILE', 'main', 5, /cannot write \S+\/build\/sitemap\.xml: too many files are open/],
    ['ENOSPC', 'worker', 1, /cannot write the chunk \S+\/build\/assets\/\S+\.js: the disk is full/],
    ['EISDIR', 'worker', 2, /cannot write the chunk \S+\/build\/assets\/\S+: a folder is in the way/],
    ['EEXIST', 'worker', 3, /cannot write the chunk \S+\/build\/assets\/\S+: a file is in the way/],
    ['ENOTDIR', 'worker', 5, /cannot write the page \S+\/build\/\S+\.html: a file is in the way/],
    ['ENOENT', 'worker', 7, /cannot write the page \S+\/build\/\S+\.html: a folder on the path does not exist/],
  ])('%s on the %s thread, write %i', async (code, thread, at, message) => {
    const site = copySite(template, `fs-fault-${code}`, { withOutput: true });
    const before = hashTree(path.join(site, 'build'));
    const result = await runFolio(['build', site], {
      env: { NODE_OPTIONS: `--require=${PRELOAD}`, FOLIO_TEST_FAULT_CODE: code, FOLIO_TEST_FAULT_AT: String(at), FOLIO_TEST_FAULT_THREAD: thread },
    });
    expectOneCleanMessage(result, message, new RegExp(`cannot write (the \\w+ )?${site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/build/`));
    expect(hashTree(path.join(site, 'build'))).toEqual(before);
    expect(leftoverTempFolders(site)).toEqual([]);
  });
});

describe('pages whose route is a file the build writes are refused before anything is bundled', () => {
  it.each([
    ['pages/sitemap.xml.md', 'sitemap.xml/index.html, which collides with sitemap.xml, written by core (the sitemap)'],
    ['pages/llms.txt.md', 'llms.txt/index.html, which collides with llms.txt, written by core'],
    ['pages/assets/page.md', 'assets/page/index.html, which collides with assets/, written by core'],
  ])('%s', async (file, message) => {
    const site = copySite(template, 'fs-collision', { withOutput: true });
    const before = hashTree(path.join(site, 'build'));
    writeText(site, file, '# A page\n');
    const result = await runFolio(['build', site], { env: { FOLIO_QUIET: undefined } });
    expectOneCleanMessage(result, `${path.join(site, file)} - the route`, message);
    expect(result.stderr).not.toMatch(/bundle client\+server|compile pages/);
    expect(hashTree(path.join(site, 'build'))).toEqual(before);
  });

  it("a page at the blog's feed", async () => {
    const site = copySite(path.join(FIXTURES, 'blog'), 'fs-collision-blog');
    writeText(site, 'pages/blog/rss.xml.md', '# Not a feed\n');
    const result = await runFolio(['build', site]);
    expectOneCleanMessage(result, `${path.join(site, 'pages/blog/rss.xml.md')} - the route "/blog/rss.xml"`, 'which collides with blog/rss.xml, written by plugin "blog"');
  });

  it('a doc slugged llms.txt at the root of the site', async () => {
    const site = copySite(path.join(FIXTURES, 'versioned'), 'fs-collision-docs');
    writeText(site, 'versioned_docs/version-1.0.0/llms.md', '---\nslug: /llms.txt\n---\n# Slugged\n');
    const result = await runFolio(['build', site]);
    expectOneCleanMessage(result, `${path.join(site, 'versioned_docs/version-1.0.0/llms.md')} - the route "/llms.txt" of plugin "docs"`, 'which collides with llms.txt, written by core');
  });
});

describe('static files the build writes over', () => {
  it('are named in one warning each, and the build goes on', async () => {
    const site = copySite(template, 'fs-static-overwrite', { withOutput: true });
    writeText(site, 'static/sitemap.xml', '<urlset>mine</urlset>\n');
    writeText(site, 'static/index.html', '<p>mine</p>\n');
    writeText(site, 'static/notes.txt', 'published\n');
    writeText(site, 'static/llms.txt', '# mine\n');
    const result = await runFolio(['build', site]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stderr).toMatch(/static\/sitemap\.xml is not published: the build writes core \(the sitemap\) at the same path/);
    expect(result.stderr).toMatch(/static\/index\.html is not published: the build writes the page of the route "\/"/);
    expect(result.stderr).not.toMatch(/notes\.txt|llms\.txt/);
    // llms.txt, which Docusaurus does not make, is the site's own when a static folder has one.
    expect(readFileSync(path.join(site, 'build/llms.txt'), 'utf8')).toBe('# mine\n');
    expect(readFileSync(path.join(site, 'build/notes.txt'), 'utf8')).toBe('published\n');
  });
});

/** Can this process mount a tmpfs in a mount namespace of its own? (root, with unshare) */
function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  return spawnSync('unshare', ['-m', 'sh', '-c', 'd=$(mktemp -d) && mount -t tmpfs -o size=64k tmpfs "$d" && umount "$d" && rmdir "$d"']).status === 0;
}

/**
 * Run `script` (sh) in a private mount namespace with $MNT a fresh tmpfs (nothing outside sees
 * it) and $FOLIO the CLI; `build N` runs the CLI with --out-dir $MNT/out, its stderr in err-N and
 * its exit code in code-N, and `tree N` records the hashes of $MNT/out in tree-N.
 */
function inTmpfs(site: string, script: string): (name: string) => string {
  const work = makeTempDir('fs-tmpfs');
  const mnt = path.join(work, 'mnt');
  mkdirSync(mnt);
  const prelude = [
    `MNT='${mnt}'; W='${work}'`,
    'mount -t tmpfs -o size=4m tmpfs "$MNT"',
    `build() { '${process.execPath}' '${CLI}' build '${site}' --out-dir "$MNT/out" 2> "$W/err-$1"; echo $? > "$W/code-$1"; }`,
    'tree() { (cd "$MNT/out" && find . -type f | sort | xargs sha256sum) > "$W/tree-$1"; }',
  ].join('\n');
  const result = spawnSync('unshare', ['-m', 'sh', '-c', `${prelude}\n${script}`], { env: { ...process.env, FOLIO_QUIET: '1', NODE_ENV: undefined, VITEST: undefined }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the script failed: ${result.stderr}`);
  return (name) => readFileSync(path.join(work, name), 'utf8');
}

describe.skipIf(!canMount())('a real disk under --out-dir (tmpfs, as root)', () => {
  it('read-only: one message naming the output folder, the previous build kept', () => {
    const site = copySite(template, 'fs-readonly');
    const read = inTmpfs(site, 'build 1; tree 1; mount -o remount,ro "$MNT"; build 2; tree 2');
    expect(read('code-1').trim(), read('err-1')).toBe('0');
    expect(read('code-2').trim()).toBe('1');
    const stderr = read('err-2');
    expect(stderr).toMatch(/cannot create the folder \S+\/mnt\/out: the file system is read-only/);
    expect(stderr.match(/error:/g)?.length).toBe(1);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain('.tmp-');
    expect(read('tree-2')).toBe(read('tree-1'));
  });

  it.each([0, 16, 64, 160])('full, with %i KB free beyond the previous build: a clean failure or a build, the previous build kept on failure', (spare) => {
    const site = copySite(template, 'fs-full');
    const read = inTmpfs(site, `build 1; tree 1; used=$(df -k --output=used "$MNT" | tail -1); mount -o remount,size=$((used + ${spare}))k "$MNT"; build 2; tree 2`);
    expect(read('code-1').trim(), read('err-1')).toBe('0');
    const stderr = read('err-2');
    // With no room at all the build cannot succeed; with some, it may or may not fit.
    if (spare > 0 && read('code-2').trim() === '0') return;
    expect(read('code-2').trim(), stderr).toBe('1');
    expect(stderr).toMatch(/cannot write (the \w+ )?\S+\/mnt\/out\/\S*: the disk is full/);
    expect(stderr.match(/error:/g)?.length).toBe(1);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toMatch(/\.tmp-|rolldown|ENOSPC/);
    expect(read('tree-2')).toBe(read('tree-1'));
  });
});
