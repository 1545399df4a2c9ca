/**
 * importSiteModule: a site's TypeScript config or sidebars file, bundled with the files it imports
 * and loaded on plain Node. Each case runs in a child process, as the CLI would load it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usesUndeclared } from '../src/config/site-module-bundle.ts';
import { hashTree, makeTempDir, REPO_ROOT, removeTempDirs, userCanRead } from './helpers.ts';

afterAll(removeTempDirs);
// Compiled first (the CLI does this on start).
beforeAll(() => {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'packages/core/bin/precompile.mjs')]);
});

const SITE_MODULE = pathToFileURL(path.join(REPO_ROOT, 'packages/core/dist/config/site-module.js')).href;
const CORE_INDEX = pathToFileURL(path.join(REPO_ROOT, 'packages/core/dist/index.js')).href;
const IS_ROOT = process.getuid?.() === 0;
const NOBODY = 65534;

function site(files: Record<string, string>): string {
  const dir = makeTempDir('site-module');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

interface LoadOptions {
  /** Node's own source-map support (the CLI turns it on); off, importSiteModule maps positions itself. */
  sourceMaps?: boolean;
  /** Run as another user (root only), with this TMPDIR. */
  uid?: number;
  tmpdir?: string;
}

/** Import `file` twice through importSiteModule in a fresh Node; print what `show` returns. */
function load(file: string, show: string, options: LoadOptions = {}): any {
  const script = `
    const { importSiteModule, locateSiteModuleError } = await import(${JSON.stringify(SITE_MODULE)});
    const describe = (error) => ({ name: error.name, message: error.message, file: error.file, line: error.line, column: error.column, reason: error.reason, stack: String(error.stack) });
    const show = ${show};
    try {
      const first = await importSiteModule(${JSON.stringify(file)});
      const second = await importSiteModule(${JSON.stringify(file)});
      console.log(JSON.stringify(await show(first, second)));
    } catch (error) {
      console.log(JSON.stringify(describe(error)));
    }`;
  const out = execFileSync(process.execPath, [...(options.sourceMaps === false ? [] : ['--enable-source-maps']), '--input-type=module', '-e', script], {
    encoding: 'utf8',
    cwd: path.dirname(file),
    env: { ...process.env, ...(options.tmpdir ? { TMPDIR: options.tmpdir } : {}) },
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

const CONFIG_WITH_IMPORTS = {
  'site.config.ts': [
    "import { defineConfig } from '@folio/core';",
    "import { label, here } from './lib/label.ts';",
    "import data from './data.json';",
    "import path from 'node:path';",
    "import { createRequire } from 'node:module';",
    'type Unused = { a: number };',
    "export default defineConfig({ title: label(data.name), url: 'https://x.example', tagline: path.basename(here) });",
    'export const ownUrl = import.meta.url;',
    'export const ownDir = import.meta.dirname;',
    'export const dir = __dirname;',
    'export const file = __filename;',
    "export const required = require.resolve('./data.json');",
    "export const requiredPackage = createRequire(import.meta.url).resolve('@folio/core/package.json');",
    "export const lazy = () => import('./lib/lazy.ts').then((m) => m.value);",
    '',
  ].join('\n'),
  'lib/label.ts': [
    'export const label = (name: string): string => `The ${name}`;',
    'export const here: string = import.meta.url;',
    // A file that declares its own __dirname keeps it.
    "const __dirname = 'mine';",
    'export const libDir = __dirname;',
    '',
  ].join('\n'),
  'lib/lazy.ts': "export const value: string = 'lazy ' + __filename.split('/').pop();\n",
  'data.json': '{ "name": "Guide", "note": "__dirname and import.meta.url stay text here" }',
};

const SHOW_CONFIG = `async (first, second) => ({
  title: first.default.title,
  tagline: first.default.tagline,
  ownUrl: first.ownUrl,
  ownDir: first.ownDir,
  dir: first.dir,
  file: first.file,
  required: first.required,
  requiredPackage: first.requiredPackage,
  lazy: await first.lazy(),
  fresh: first !== second,
  sameCore: (await import('@folio/core')).defineConfig === (await import(${JSON.stringify(CORE_INDEX)})).defineConfig,
})`;

function expectedConfig(dir: string) {
  return {
    title: 'The Guide',
    tagline: 'label.ts',
    ownUrl: pathToFileURL(path.join(dir, 'site.config.ts')).href,
    ownDir: dir,
    dir,
    file: path.join(dir, 'site.config.ts'),
    required: path.join(dir, 'data.json'),
    requiredPackage: path.join(REPO_ROOT, 'packages/core/package.json'),
    lazy: 'lazy lazy.ts',
    fresh: true,
    sameCore: true,
  };
}

describe('importSiteModule', () => {
  it('bundles relative TypeScript and JSON, keeps packages and each file its own location, and leaves nothing behind', () => {
    const dir = site(CONFIG_WITH_IMPORTS);
    const before = hashTree(dir);
    expect(load(path.join(dir, 'site.config.ts'), SHOW_CONFIG)).toEqual(expectedConfig(dir));
    // No bundle beside the config, and no cache folder made for it left behind.
    expect(hashTree(dir)).toEqual(before);
    expect(readdirSync(dir).sort()).toEqual(['data.json', 'lib', 'site.config.ts']);
  });

  it('imports a JavaScript module as it is', () => {
    const dir = site({ 'sidebars.mjs': 'export default { docs: ["intro"] };\n' });
    expect(load(path.join(dir, 'sidebars.mjs'), '(first) => first.default')).toEqual({ docs: ['intro'] });
  });

  // Docusaurus's templates: ES modules in `.js` files of a package without "type": "module".
  it.each([
    ['an ES module', 'import data from "./data.js";\nconst sidebars = { docs: [data.id] };\nexport default sidebars;\n', 'export default { id: "intro" };\n'],
    ['CommonJS', 'const data = require("./data.js");\nmodule.exports = { docs: [data.id], here: __dirname };\n', 'module.exports = { id: "intro" };\n'],
    ['an ES module that calls require', 'const data = require("./data.js");\nexport default { docs: [data.id], here: __dirname };\n', 'module.exports = { id: "intro" };\n', 'sidebars.mjs'],
  ])('loads %s (a typeless package) without a warning from Node', (_kind, sidebars, data, name = 'sidebars.js') => {
    const dir = site({ 'package.json': '{ "name": "typeless" }\n', [name]: sidebars, 'data.js': data });
    const script = `const { importSiteModule } = await import(${JSON.stringify(SITE_MODULE)});
      const m = await importSiteModule(${JSON.stringify(path.join(dir, name))});
      console.log(JSON.stringify(m.default.docs));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(['intro']);
  });

  it('reports a syntax error in an imported file with its file, line, 1-based column and the token', () => {
    const dir = site({
      'site.config.ts': "import { x } from './part.ts';\nexport default { x };\n",
      'part.ts': 'export const x = {\n  a: 1,\n  b: \n};\n',
    });
    const result = load(path.join(dir, 'site.config.ts'), '(first) => first');
    expect(result).toMatchObject({ name: 'SiteModuleSyntaxError', file: path.join(dir, 'part.ts'), line: 4, column: 1, reason: 'Unexpected token "}"' });
  });

  // Node's source maps on (as in the CLI) and off: the position is the TypeScript source's either way.
  for (const sourceMaps of [true, false]) {
    describe(`a throw, with Node's source maps ${sourceMaps ? 'on' : 'off'}`, () => {
      it('at the top level of the module: its TypeScript line and column', () => {
        const dir = site({ 'site.config.ts': "const n: number = 1;\n\nif (n) throw new Error('boom');\nexport default {};\n" });
        const result = load(path.join(dir, 'site.config.ts'), '(first) => first', { sourceMaps });
        expect(result).toMatchObject({ name: 'SiteModuleError', reason: 'boom', file: path.join(dir, 'site.config.ts'), line: 3, column: 14 });
        expect(result.message).toBe(`${path.join(dir, 'site.config.ts')}:3:14: boom`);
      });

      it('inside a function of sidebars.ts, and in a file it imports, under a package frame', () => {
        const dir = site({
          'sidebars.ts': [
            "import { items } from './lib/items.ts';",
            'type Item = { type: string };',
            'function make(): Item[] {',
            "  if (items.length) throw new TypeError('no items expected');",
            '  return [];',
            '}',
            'export default { sidebar: make() };',
            '',
          ].join('\n'),
          'lib/items.ts': "export const items: string[] = ['a'];\n",
        });
        const result = load(path.join(dir, 'sidebars.ts'), '(first) => first', { sourceMaps });
        expect(result).toMatchObject({ reason: 'no items expected', file: path.join(dir, 'sidebars.ts'), line: 4, column: 27 });

        const nested = site({
          'sidebars.ts': "import { build } from './lib/build.ts';\nexport default { sidebar: build() };\n",
          // Thrown by node:fs, called from the site's file: the site's frame is the one named.
          'lib/build.ts': "import { readFileSync } from 'node:fs';\n\nexport function build(): string[] {\n  return JSON.parse(readFileSync('./missing.json', 'utf8'));\n}\n",
        });
        const inner = load(path.join(nested, 'sidebars.ts'), '(first) => first', { sourceMaps });
        expect(inner).toMatchObject({ file: path.join(nested, 'lib/build.ts'), line: 4 });
        expect(inner.reason).toContain('ENOENT');
      });

      it('later, in a function the module exported (a config function): locateSiteModuleError', () => {
        const dir = site({ 'site.config.ts': "export default async function config(): Promise<object> {\n  await 1;\n  throw new Error('later');\n}\n" });
        const file = path.join(dir, 'site.config.ts');
        const result = load(file, `async (first) => { try { await first.default(); } catch (error) { return describe(locateSiteModuleError(error, ${JSON.stringify(file)})); } }`, {
          sourceMaps,
        });
        expect(result).toMatchObject({ reason: 'later', file, line: 3, column: 9 });
      });
    });
  }

  it('a package that is not installed: the line and column of its import', () => {
    const dir = site({
      'site.config.ts': "import { helper } from './lib/helper.ts';\nexport default { title: helper() };\n",
      'lib/helper.ts': "import path from 'node:path';\n\nimport thing from '@nope/not-installed/sub';\nexport const helper = (): string => String(thing) + path.sep;\n",
    });
    const result = load(path.join(dir, 'site.config.ts'), '(first) => first');
    expect(result).toMatchObject({ file: path.join(dir, 'lib/helper.ts'), line: 3, column: 19 });
    expect(result.reason).toBe("Cannot find package '@nope/not-installed' (imported as '@nope/not-installed/sub'): is it installed?");
  });

  it('a path an installed package does not export: the line and column of its import', () => {
    const dir = site({ 'sidebars.ts': "import x from 'react/not-a-file';\nexport default { x };\n" });
    const result = load(path.join(dir, 'sidebars.ts'), '(first) => first');
    expect(result).toMatchObject({ file: path.join(dir, 'sidebars.ts'), line: 1, column: 15 });
    expect(result.reason).toContain("Cannot resolve 'react/not-a-file'");
  });

  it('two imports at once each get their own bundle', () => {
    const dir = site(CONFIG_WITH_IMPORTS);
    const file = JSON.stringify(path.join(dir, 'site.config.ts'));
    const result = load(
      path.join(dir, 'site.config.ts'),
      `async () => (await Promise.all([importSiteModule(${file}), importSiteModule(${file}), importSiteModule(${file})])).map((m) => m.default.title)`,
    );
    expect(result).toEqual(['The Guide', 'The Guide', 'The Guide']);
    expect(readdirSync(dir).sort()).toEqual(['data.json', 'lib', 'site.config.ts']);
  });
});

/**
 * A published ES module plugin written for Docusaurus's loader (as @signalwire/docusaurus-plugin-llms-txt
 * is): relative imports without their extension and of a folder's index, a CommonJS dependency
 * compiled from TypeScript whose named export Node's lexer cannot see (a getter, as
 * @docusaurus/utils-validation exports Joi) and whose default is `exports.default`.
 */
const ESM_PLUGIN_PACKAGE = {
  'package.json': '{ "name": "site", "private": true }\n',
  'node_modules/esm-plugin/package.json': '{ "name": "esm-plugin", "type": "module", "exports": { ".": "./lib/public/index.js" } }\n',
  'node_modules/esm-plugin/lib/public/index.js': "export { default, validateOptions } from '../index';\n",
  'node_modules/esm-plugin/lib/index.js': [
    "import path from 'node:path';",
    "import { words } from './config';",
    "import { shout } from './util/shout';",
    "import logger, { Schema, plain } from 'ts-compiled';",
    'export function validateOptions({ options }) { return Schema.check(options); }',
    'export default function plugin(context, options) {',
    "  return { name: shout(words.join(' ')), log: logger.say(plain), file: path.basename(import.meta.url) };",
    '}',
    '',
  ].join('\n'),
  'node_modules/esm-plugin/lib/config/index.js': "export const words = ['llms', 'txt'];\n",
  'node_modules/esm-plugin/lib/util/shout.js': 'export const shout = (text) => text.toUpperCase();\n',
  'node_modules/ts-compiled/package.json': '{ "name": "ts-compiled", "main": "index.js" }\n',
  'node_modules/ts-compiled/index.js': [
    '"use strict";',
    'Object.defineProperty(exports, "__esModule", { value: true });',
    'const schema = { check: (options) => ({ ...options, checked: true }) };',
    'Object.defineProperty(exports, "Schema", { enumerable: true, get: function () { return (0, Object)(schema); } });',
    'exports.plain = "plain";',
    'exports.default = { say: (text) => `said ${text}` };',
    '',
  ].join('\n'),
};

describe('importSiteModule of an ES module package written for jiti', () => {
  const show = `(first) => ({ keys: Object.keys(first).sort(), validated: first.validateOptions({ options: { a: 1 } }), made: first.default({}, {}) })`;

  it('bundles it when Node refuses its extensionless and folder imports, reading its package imports as jiti does', () => {
    const dir = site(ESM_PLUGIN_PACKAGE);
    const before = hashTree(dir);
    expect(load(path.join(dir, 'node_modules/esm-plugin/lib/public/index.js'), show)).toEqual({
      keys: ['default', 'validateOptions'],
      validated: { a: 1, checked: true },
      made: { name: 'LLMS TXT', log: 'said plain', file: 'index.js' },
    });
    expect(hashTree(dir)).toEqual(before);
  });

  it('still fails, naming the import and its line, when a relative file is missing under every extension', () => {
    const dir = site(Object.fromEntries(Object.entries(ESM_PLUGIN_PACKAGE).filter(([name]) => !name.endsWith('shout.js'))));
    const result = load(path.join(dir, 'node_modules/esm-plugin/lib/public/index.js'), show);
    expect(result).toMatchObject({ name: 'SiteModuleError', file: path.join(dir, 'node_modules/esm-plugin/lib/index.js'), line: 3 });
    expect(result.reason).toContain("Could not resolve './util/shout'");
  });
});

/**
 * As @docusaurus/plugin-vercel-analytics 3.10 ships: a CommonJS package whose index `require`s a
 * file written as an ES module (Node runs it as one), which imports a name from a CommonJS package
 * whose export is a getter Node's lexer does not see (@docusaurus/utils-validation's `Joi`).
 */
const CJS_REQUIRING_ESM = {
  'node_modules/cjs-plugin/package.json': '{ "name": "cjs-plugin", "main": "lib/index.js" }\n',
  'node_modules/cjs-plugin/lib/index.js': [
    '"use strict";',
    'Object.defineProperty(exports, "__esModule", { value: true });',
    'exports.default = function plugin() { return { name: "cjs-plugin" }; };',
    'var options_1 = require("./options");',
    'Object.defineProperty(exports, "validateOptions", { enumerable: true, get: function () { return options_1.validateOptions; } });',
    '',
  ].join('\n'),
  'node_modules/cjs-plugin/lib/options.js': "import { Schema } from 'ts-compiled';\nexport function validateOptions({ options }) { return Schema.check(options); }\n",
  'node_modules/ts-compiled/package.json': ESM_PLUGIN_PACKAGE['node_modules/ts-compiled/package.json'],
  'node_modules/ts-compiled/index.js': ESM_PLUGIN_PACKAGE['node_modules/ts-compiled/index.js'],
};

describe('importSiteModule of a CommonJS package requiring an ES module with a name Node cannot link', () => {
  it('bundles it, reading the named import as jiti does', () => {
    const dir = site(CJS_REQUIRING_ESM);
    const show = `(first) => { const m = first.default?.validateOptions ? first.default : first; return { validated: m.validateOptions({ options: { a: 1 } }), made: (m.default?.default ?? m.default)({}, {}) }; }`;
    expect(load(path.join(dir, 'node_modules/cjs-plugin/lib/index.js'), show)).toEqual({ validated: { a: 1, checked: true }, made: { name: 'cjs-plugin' } });
  });
});

describe('usesUndeclared', () => {
  it.each([
    ["path.join(__dirname, 'x')", true],
    ['const d = typeof __dirname;', true],
    ["const __dirname = path.dirname(fileURLToPath(import.meta.url));\nuse(__dirname);", false],
    ['let __dirname;', false],
    ['var __dirname = 1;', false],
    ["import { __dirname } from './paths.ts';", false],
    ["import { here as __dirname } from './paths.ts';", false],
    ['const { __dirname } = paths;', false],
    ['function __dirname() {}', false],
    ['obj.__dirname', false],
    ['my__dirname + __dirname_x', false],
    ['nothing here', false],
  ])('%j → %s', (code, expected) => expect(usesUndeclared(code, '__dirname')).toBe(expected));
});

/**
 * A checkout nobody may write: as root (which ignores permissions) the child runs as "nobody"; as
 * another user, the site is made read-only. The bundle then goes to the temporary folder (TMPDIR, a
 * fresh folder here, which must be empty afterwards), with every package import resolved from the
 * site's file.
 */
// As root, the user the child runs as must be able to read the repository (not so in a private clone).
describe.runIf(!IS_ROOT || userCanRead(NOBODY, path.join(REPO_ROOT, 'packages/core/package.json')))('importSiteModule in a read-only site', () => {
  function readOnly(files: Record<string, string>): { dir: string; options: LoadOptions; tmpdir: string; done(): void } {
    const dir = site(files);
    const tmpdir = mkdtempSync(path.join(os.tmpdir(), 'folio-site-module-test-'));
    if (IS_ROOT) {
      chownSync(tmpdir, NOBODY, NOBODY);
      return { dir, tmpdir, options: { uid: NOBODY, tmpdir }, done: () => rmSync(tmpdir, { recursive: true, force: true }) };
    }
    const all = (mode: number) => {
      for (const sub of [dir, ...readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name))]) chmodSync(sub, mode);
    };
    all(0o555);
    return {
      dir,
      tmpdir,
      options: { tmpdir },
      done: () => {
        all(0o755);
        rmSync(tmpdir, { recursive: true, force: true });
      },
    };
  }

  it('loads the config with its imports, packages and locations as from the site', () => {
    const { dir, options, tmpdir, done } = readOnly(CONFIG_WITH_IMPORTS);
    try {
      const before = hashTree(dir);
      expect(load(path.join(dir, 'site.config.ts'), SHOW_CONFIG, options)).toEqual(expectedConfig(dir));
      expect(hashTree(dir)).toEqual(before);
      expect(readdirSync(tmpdir)).toEqual([]);
    } finally {
      done();
    }
  });

  it('a throw still names the TypeScript line; a missing package its import', () => {
    const { dir, options, tmpdir, done } = readOnly({
      'sidebars.ts': "const n: number = 1;\nif (n) throw new Error('read-only boom');\nexport default {};\n",
      'site.config.ts': "\nimport x from 'not-installed-anywhere';\nexport default { x };\n",
    });
    try {
      expect(load(path.join(dir, 'sidebars.ts'), '(first) => first', options)).toMatchObject({ reason: 'read-only boom', line: 2, column: 14 });
      expect(load(path.join(dir, 'site.config.ts'), '(first) => first', options)).toMatchObject({
        file: path.join(dir, 'site.config.ts'),
        line: 2,
        column: 15,
        reason: "Cannot find package 'not-installed-anywhere': is it installed?",
      });
      expect(readdirSync(tmpdir)).toEqual([]);
    } finally {
      done();
    }
  });
});
