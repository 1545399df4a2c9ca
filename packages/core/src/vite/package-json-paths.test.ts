import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin as VitePlugin } from 'vite';
import { packageJsonOf, withPackageJson, withPackageJsonPaths } from './package-json-paths.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-package-json-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string): string {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

const pkgJson = write('pkg/package.json', '{ "name": "pkg", "type": "module" }');
const lib = write('pkg/lib.js', "import dep from './dep.cjs';\nexport const value = dep.value;\n");
write('pkg/dep.cjs', 'module.exports = { value: 1 };\n');
// The aliased id first: the plugin's resolution of lib.js comes before the bundler's own.
const entry = write('entry.js', "import { value } from 'aliased-lib';\nimport { value as again } from './pkg/lib.js';\nconsole.log(value, again);\n");
const loose = write('loose/file.js', 'export {};\n');

describe('packageJsonOf and withPackageJson', () => {
  it.each([
    ['a file of a package', lib, pkgJson],
    ['a file whose folder has none (the nearest above)', loose, undefined],
  ])('%s', (_name, file, expected) => {
    const found = packageJsonOf(file);
    if (expected) expect(found).toBe(expected);
    else expect(found === undefined || !found.startsWith(path.join(dir, 'loose'))).toBe(true);
  });

  it.each([
    ['a bare path', lib, { id: lib, packageJsonPath: pkgJson }],
    ['an object', { id: lib, moduleSideEffects: true }, { id: lib, moduleSideEffects: true, packageJsonPath: pkgJson }],
    ['an external', { id: lib, external: true }, { id: lib, external: true }],
    ['a virtual module', '\0virtual:x', '\0virtual:x'],
    ['a path with a query', `${lib}?raw`, `${lib}?raw`],
    ['no resolution', null, null],
    ['a path that does not exist', path.join(dir, 'pkg/missing.js'), path.join(dir, 'pkg/missing.js')],
  ])('%s', (_name, input, expected) => {
    expect(withPackageJson(input as never)).toEqual(expected);
  });
});

/** How the bundle imports dep.cjs: `, 1` is Node's interop flag, for an importer in a `"type": "module"` package. */
function interopFlag(code: string): string | undefined {
  const call = /__commonJSMin\(\(\(exports, module\) => \{\s*module\.exports = \{ value: 1 \};\s*\}\)\)\)\(\)(, 1)?\)/.exec(code);
  expect(call, code).not.toBeNull();
  return call![1];
}

async function bundled(wrap: boolean): Promise<string> {
  const alias: VitePlugin = { name: 'alias', enforce: 'pre', resolveId: (id) => (id === 'aliased-lib' ? lib : null) };
  const output = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [wrap ? withPackageJsonPaths(alias) : alias],
    build: { write: false, minify: false, rolldownOptions: { input: entry } },
  });
  const result = Array.isArray(output) ? output[0]! : output;
  return (result as { output: { type: string; code?: string }[] }).output.filter((file) => file.type === 'chunk').map((file) => file.code).join('\n');
}

describe('a file reached through a plugin and through a relative import', () => {
  it("is bundled as its package.json says, whichever resolution came first (Node's interop for its CommonJS import)", async () => {
    expect(interopFlag(await bundled(true))).toBe(', 1');
  });

  it('without its package.json, the first resolution decides (what made two builds differ)', async () => {
    expect(interopFlag(await bundled(false))).toBeUndefined();
  });
});
