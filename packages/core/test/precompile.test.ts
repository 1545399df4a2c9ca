/**
 * bin/precompile.mjs: each Folio package's src/ compiled into dist/, and only what changed compiled
 * again. Run against throw-away package folders, then against the repository's own packages.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the CLI, without type declarations
import { ensureCompiled, folioPackages, outputName } from '../bin/precompile.mjs';
import { copySite, describeRun, FIXTURES, hashTree, makeTempDir, REPO_ROOT, removeTempDirs, runFolio } from './helpers.ts';

afterAll(removeTempDirs);

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** Two Folio packages and one other, under `<root>/`. */
function packages(): string {
  const root = makeTempDir('precompile');
  write(root, 'alpha/package.json', JSON.stringify({ name: '@folio/alpha', type: 'module' }));
  write(root, 'alpha/src/index.ts', "import { greet } from './greet.ts';\nexport const answer: number = 42;\nexport const message = greet('reader');\n");
  write(root, 'alpha/src/greet.ts', 'export function greet(name: string): string {\n  return `hello ${name}`;\n}\n');
  write(root, 'alpha/src/greet.test.ts', "throw new Error('tests are not compiled');\n");
  write(root, 'alpha/src/workers/entry.mjs', 'export default 1;\n');
  write(root, 'beta/package.json', JSON.stringify({ name: '@folio/beta', type: 'module' }));
  write(root, 'beta/src/view.tsx', 'export const View = (props: { label: string }) => <b>{props.label}</b>;\n');
  write(root, 'other/package.json', JSON.stringify({ name: 'not-folio' }));
  write(root, 'other/src/index.ts', 'export const x: number = 1;\n');
  return root;
}

describe('outputName', () => {
  it.each([
    ['index.ts', 'index.js'],
    ['runtime/App.tsx', 'runtime/App.js'],
    ['loader.mts', 'loader.mjs'],
    ['workers/bootstrap.mjs', 'workers/bootstrap.mjs'],
  ])('%s → %s', (source, output) => {
    expect(outputName(source)).toBe(output);
  });
});

describe('ensureCompiled', () => {
  it('compiles the @folio packages only, rewrites relative .ts imports, and leaves tests out', async () => {
    const root = packages();
    expect(folioPackages(root).map((dir: string) => path.basename(dir)).sort()).toEqual(['alpha', 'beta']);
    expect(await ensureCompiled(root)).toEqual({ compiled: 4, removed: 0 });
    const index = readFileSync(path.join(root, 'alpha/dist/index.js'), 'utf8');
    expect(index).toContain('"./greet.js"');
    expect(index).toMatch(/sourceMappingURL=index\.js\.map/);
    expect(JSON.parse(readFileSync(path.join(root, 'alpha/dist/index.js.map'), 'utf8')).sources).toEqual(['../src/index.ts']);
    expect(existsSync(path.join(root, 'alpha/dist/greet.test.js'))).toBe(false);
    expect(readFileSync(path.join(root, 'alpha/dist/workers/entry.mjs'), 'utf8')).toBe('export default 1;\n');
    expect(readFileSync(path.join(root, 'beta/dist/view.js'), 'utf8')).toContain('react/jsx-runtime');
    expect(existsSync(path.join(root, 'other/dist'))).toBe(false);
    // The compiled package runs on plain Node.
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', `import('${path.join(root, 'alpha/dist/index.js')}').then((m) => console.log(m.answer, m.message))`], { encoding: 'utf8' });
    expect(out.trim()).toBe('42 hello reader');
  });

  it('compiles again only the sources that changed, and removes the output of deleted ones', async () => {
    const root = packages();
    await ensureCompiled(root);
    expect(await ensureCompiled(root)).toEqual({ compiled: 0, removed: 0 });

    write(root, 'alpha/src/greet.ts', 'export function greet(name: string): string {\n  return `hi ${name}`;\n}\n');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(root, 'alpha/src/greet.ts'), later, later);
    expect(await ensureCompiled(root)).toEqual({ compiled: 1, removed: 0 });
    expect(readFileSync(path.join(root, 'alpha/dist/greet.js'), 'utf8')).toContain('hi ');

    rmSync(path.join(root, 'beta/src/view.tsx'));
    expect(await ensureCompiled(root)).toEqual({ compiled: 0, removed: 1 });
    expect(existsSync(path.join(root, 'beta/dist/view.js'))).toBe(false);
    expect(existsSync(path.join(root, 'beta/dist/view.js.map'))).toBe(false);

    // A compiled file removed by hand is written again.
    rmSync(path.join(root, 'alpha/dist/index.js'));
    expect(await ensureCompiled(root)).toEqual({ compiled: 1, removed: 0 });
  });

  it('names the file and line of a source that does not compile', async () => {
    const root = packages();
    write(root, 'alpha/src/broken.ts', 'export const ok = 1;\nexport const bad = (;\n');
    await expect(ensureCompiled(root)).rejects.toThrow(/alpha\/src\/broken\.ts:2:21: Unexpected token$/);
  });

  it("keeps the repository's packages compiled: nothing is stale after a CLI run", async () => {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'packages/core/bin/folio.mjs'), '--version'], { encoding: 'utf8' });
    expect(await ensureCompiled()).toEqual({ compiled: 0, removed: 0 });
    expect(existsSync(path.join(REPO_ROOT, 'packages/core/dist/cli.js'))).toBe(true);
  });
});

describe('running from sources', () => {
  it('FOLIO_FROM_SOURCE=1 builds the same site as the compiled packages', async () => {
    const compiled = copySite(path.join(FIXTURES, 'versioned'), 'from-dist');
    const source = copySite(path.join(FIXTURES, 'versioned'), 'from-source');
    const [a, b] = await Promise.all([runFolio(['build', compiled]), runFolio(['build', source], { env: { FOLIO_FROM_SOURCE: '1' } })]);
    expect(a.code, describeRun(a)).toBe(0);
    expect(b.code, describeRun(b)).toBe(0);
    expect(b.stderr).not.toMatch(/warning/);
    expect(hashTree(path.join(source, 'build'))).toEqual(hashTree(path.join(compiled, 'build')));
  });
});
