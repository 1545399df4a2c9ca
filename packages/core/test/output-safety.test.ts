/**
 * The output folder is Folio's alone (real CLI runs): an output folder that is the site, an
 * ancestor of it, or overlaps a source is refused with a message naming the option and its value,
 * before anything is written; a folder Folio did not write is never replaced or removed (by
 * `build` or `clear`); temporary folders of builds that failed or were killed do not stay behind.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, copySite, describeRun, FIXTURES, hashTree, leftoverTempFolders, makeTempDir, removeTempDirs, replaceIn, runFolio, type CliResult } from './helpers.ts';
import { OUTPUT_MARKER } from '../src/build/output-dir.ts';

let template: string;

beforeAll(async () => {
  template = copySite(path.join(FIXTURES, 'basic'), 'output-safety-template');
  const result = await runFolio(['build', template]);
  if (result.code !== 0) throw new Error(describeRun(result));
});

afterAll(() => removeTempDirs());

/** A built copy of the basic site inside a wrapper folder that also holds a file of its own. */
function sandbox(label: string): { wrapper: string; site: string } {
  const wrapper = makeTempDir(`output-safety-${label}`);
  const site = path.join(wrapper, 'site');
  spawnSync('cp', ['-a', template, site]);
  writeFileSync(path.join(wrapper, 'neighbour.txt'), 'not the site\n');
  return { wrapper, site };
}

function expectCleanFailure(result: CliResult, ...needles: string[]): void {
  expect(result.code, describeRun(result)).toBe(1);
  for (const needle of needles) expect(result.stderr).toContain(needle);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

describe('folio build refuses an output folder that would overwrite the site', () => {
  it.each([
    ['.', 'is the site folder itself'],
    ['..', 'contains the site folder'],
    ['../..', 'contains the site folder'],
    ['pages', 'is a source of the site (pages)'],
    ['pages/out', 'is inside a source of the site (pages)'],
    ['static', 'is a source of the site (static)'],
    ['node_modules', 'is a source of the site (node_modules)'],
    ['node_modules/.cache/folio', 'is inside a source of the site (node_modules)'],
    ['site.config.ts', 'is a source of the site (site.config.ts)'],
    ['src', 'is a source of the site (src)'],
  ])('--out-dir %s', async (value, problem) => {
    const { wrapper, site } = sandbox('flag');
    const before = hashTree(wrapper);
    const result = await runFolio(['build', site, '--out-dir', value]);
    expectCleanFailure(result, `--out-dir "${value}" ${problem}`);
    expect(hashTree(wrapper)).toEqual(before);
  });

  it('through a symbolic link to the site folder', async () => {
    const { wrapper, site } = sandbox('symlink');
    symlinkSync(site, path.join(wrapper, 'alias'));
    const before = hashTree(site);
    const result = await runFolio(['build', site, '--out-dir', path.join(wrapper, 'alias')]);
    expectCleanFailure(result, 'is the site folder itself');
    expect(hashTree(site)).toEqual(before);
  });

  it.each([
    ["'..'", 'contains the site folder'],
    ["''", 'is the site folder itself'],
    ["'pages'", 'is a source of the site (pages)'],
  ])('outDir: %s in the config', async (value, problem) => {
    const { wrapper, site } = sandbox('config');
    replaceIn(site, 'site.config.ts', "baseUrl: '/',", `baseUrl: '/',\n  outDir: ${value},`);
    const before = hashTree(wrapper);
    const result = await runFolio(['build', site]);
    expectCleanFailure(result, `outDir "${value.slice(1, -1)}" ${problem}`);
    expect(hashTree(wrapper)).toEqual(before);
  });

  it('a folder that is not empty and holds no marker is left alone', async () => {
    const { site } = sandbox('foreign');
    const foreign = makeTempDir('output-safety-foreign-out');
    writeFileSync(path.join(foreign, 'thesis.tex'), 'years of work\n');
    const before = hashTree(foreign);
    const result = await runFolio(['build', site, '--out-dir', foreign]);
    expectCleanFailure(result, 'is not empty and was not written by Folio', OUTPUT_MARKER);
    expect(hashTree(foreign)).toEqual(before);
    expect(leftoverTempFolders(path.dirname(foreign)).filter((name) => name.startsWith(path.basename(foreign)))).toEqual([]);
  });

  it('an empty folder, or one Folio wrote, is built into; the output carries the marker', async () => {
    const { site } = sandbox('empty');
    const empty = makeTempDir('output-safety-empty-out');
    const first = await runFolio(['build', site, '--out-dir', empty]);
    expect(first.code, describeRun(first)).toBe(0);
    expect(existsSync(path.join(empty, OUTPUT_MARKER))).toBe(true);
    const second = await runFolio(['build', site, '--out-dir', empty]);
    expect(second.code, describeRun(second)).toBe(0);
    expect(existsSync(path.join(empty, 'index.html'))).toBe(true);
  });
});

describe('folio clear removes only what Folio made', () => {
  it.each([["''"], ["'..'"], ["'.'"]])('outDir: %s is refused and nothing is deleted', async (value) => {
    const { wrapper, site } = sandbox('clear-bad');
    replaceIn(site, 'site.config.ts', "baseUrl: '/',", `baseUrl: '/',\n  outDir: ${value},`);
    const before = hashTree(wrapper);
    const result = await runFolio(['clear', site]);
    expectCleanFailure(result, `outDir "${value.slice(1, -1)}"`);
    expect(hashTree(wrapper)).toEqual(before);
  });

  it('refuses an output folder Folio did not write', async () => {
    const { site } = sandbox('clear-foreign');
    const out = path.join(site, 'build');
    spawnSync('rm', ['-rf', out]);
    mkdirSync(out);
    writeFileSync(path.join(out, 'notes.txt'), 'mine\n');
    const result = await runFolio(['clear', site]);
    expectCleanFailure(result, 'was not written by Folio');
    expect(readdirSync(out)).toEqual(['notes.txt']);
  });

  it('removes a Folio output and the cache', async () => {
    const { wrapper, site } = sandbox('clear-ok');
    const result = await runFolio(['clear', site]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
    expect(existsSync(path.join(site, 'node_modules', '.cache', 'folio'))).toBe(false);
    expect(existsSync(path.join(site, 'pages', 'index.md'))).toBe(true);
    expect(existsSync(path.join(wrapper, 'neighbour.txt'))).toBe(true);
  });
});

/** The pid of a process that has exited (so no running process has it, for now). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('temporary folders do not stay behind', () => {
  it('a build removes the temporary folders of builds that no longer run, and keeps those of running ones', async () => {
    const { site } = sandbox('stale');
    const dead = deadPid();
    for (const name of [`build.tmp-${dead}`, `build.tmp-${dead}-server`, `build.old-${dead}`, `build.tmp-${process.pid}`]) {
      mkdirSync(path.join(site, name, 'assets'), { recursive: true });
      writeFileSync(path.join(site, name, 'assets', 'x.js'), 'x');
    }
    const result = await runFolio(['build', site]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(leftoverTempFolders(site)).toEqual([`build.tmp-${process.pid}`]);
  });

  it('a build killed while it writes leaves folders that the next build removes', async () => {
    const { site } = sandbox('killed');
    const before = hashTree(path.join(site, 'build'));
    // A page per route, so the build runs long enough to be caught writing.
    for (let i = 0; i < 150; i++) writeFileSync(path.join(site, 'pages', `p${i}.md`), `# Page ${i}\n\nText ${i}.\n`);
    const child = spawn(process.execPath, [CLI, 'build', site], { stdio: 'ignore', env: { ...process.env, FOLIO_QUIET: '1' } });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const deadline = Date.now() + 30_000;
    while (leftoverTempFolders(site).length === 0 && Date.now() < deadline && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill('SIGKILL');
    await exited;
    // Whether or not it was caught mid-build, the previous output is intact or fully replaced.
    const killedMidway = leftoverTempFolders(site).length > 0;
    if (killedMidway) expect(hashTree(path.join(site, 'build'))).toEqual(before);
    const again = await runFolio(['build', site]);
    expect(again.code, describeRun(again)).toBe(0);
    expect(leftoverTempFolders(site)).toEqual([]);
    expect(existsSync(path.join(site, 'build', 'p149', 'index.html'))).toBe(true);
  });

  it('a build whose bundle fails leaves no temporary folder', async () => {
    const { site } = sandbox('bundle-fails');
    const before = hashTree(path.join(site, 'build'));
    symlinkSync(path.join(site, 'no-such-file.png'), path.join(site, 'static', 'dangling.png'));
    const result = await runFolio(['build', site]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(leftoverTempFolders(site)).toEqual([]);
    expect(hashTree(path.join(site, 'build'))).toEqual(before);
  });
});
