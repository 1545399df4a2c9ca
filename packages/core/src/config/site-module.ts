/**
 * Import a module the site provides as code: its config, a sidebars file. JavaScript is imported as
 * it is, except an ES module Node cannot run as written but Docusaurus (which loads with jiti) can:
 * one in a `.js` file Node would read as CommonJS (no `"type": "module"`, as in Docusaurus's
 * templates), which Node reparses with a warning, and one that uses `require`, `__dirname` or
 * `__filename` (Jest's docusaurus.config.mjs). Those are bundled like TypeScript, which gives each
 * file those names. So is a module Node fails to import because it (or a file it imports) imports a
 * relative file without its extension or a folder for its index, which jiti resolves (published ES
 * module plugins are written so): rolldown resolves those, and its package imports are read as jiti
 * reads them (site-module-interop.ts). TypeScript is bundled first, as Vite bundles its own config:
 * rolldown compiles the file and the relative files it imports (TypeScript, JSON) into one ES
 * module, imports it, and removes it.
 *
 * Where the bundle is written: nothing is written into the site's own folders (a read-only checkout
 * builds). It goes to the site's cache (`node_modules/.cache/folio/site-modules/`), from where Node
 * finds the site's packages as it would from the site itself, so a package import stays an import
 * and `@folio/core` in a config is the same module the CLI runs. When the cache cannot be written,
 * it goes to a folder of its own in the system's temporary folder, and every package import is
 * resolved (from the importing file, with Node's conditions) and written as an absolute path.
 *
 * Each bundled file keeps its own `import.meta.url`, `import.meta.dirname`, `import.meta.filename`,
 * `__dirname` and `__filename`; `require` resolves from the imported file.
 *
 * Errors name the site's file: a syntax error with its position (SiteModuleSyntaxError), anything
 * thrown while the module runs (or later, by a function it exported: `locateSiteModuleError`) with
 * the line and column of the first stack frame in the site's files, mapped back to the TypeScript
 * source; a package that is not installed with the position of its import.
 *
 * Each call gives a fresh module instance, so a restarted dev server sees edits.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isFolioError } from '../errors.ts';
import { canWrite, siteCacheDir } from '../io/cache-dir.ts';
import { bundleSiteModule } from './site-module-bundle.ts';
import { withJitiInterop } from './site-module-interop.ts';
import { keptBundles, locateSiteModuleError, rememberImport } from './site-module-locate.ts';
import { settleWithin } from './settle.ts';

export { SiteModuleError, SiteModuleSyntaxError, withoutAnsi } from './site-module-error.ts';
export { locateSiteModuleError };

const TYPESCRIPT = /\.(?:ts|mts|cts|tsx)$/;
const SITE_CONFIG = /^site\.config\.(?:ts|mts|js|mjs)$/;

const KEPT_BUNDLES = 8;
/** What settleWithin names when a module's top-level `await` never settles. */
const TOP_LEVEL = "the file's top-level code";
/** Cache folders this process made for bundles (the first folder it made): removed once empty. */
const madeHere = new Map<string, string>();
let written = 0;

export async function importSiteModule(file: string): Promise<Record<string, unknown>> {
  const limit = Error.stackTraceLimit;
  // Deep enough to reach the site's frame under a package's own.
  if (limit < 50) Error.stackTraceLimit = 50;
  try {
    if (linkFailed.has(file)) return await importBundled(file, true);
    if (!TYPESCRIPT.test(file) && !isEsmNodeCannotRun(file)) {
      rememberImport(file, { sources: new Set([file]), packages: new Map() });
      try {
        return await settleWithin(import(`${pathToFileURL(file).href}?t=${Date.now()}`), { file, what: TOP_LEVEL });
      } catch (error) {
        const missingExport = isMissingNamedExport(error);
        if (!isExtensionlessImport(error) && !missingExport) throw isFolioError(error) ? error : locateSiteModuleError(error, file);
        // Node keeps the module that failed to link: importing the file again fails otherwise.
        if (missingExport) linkFailed.add(file);
        return await importBundled(file, true);
      }
    }
    return await importBundled(file);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** An ES module in a `.js` file whose package is not `"type": "module"`, or one using CommonJS's names. */
function isEsmNodeCannotRun(file: string): boolean {
  if (!/\.m?js$/.test(file)) return false;
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false; // the import reports the unreadable file
  }
  if (!ESM_SYNTAX.test(source)) return false;
  return COMMONJS_NAMES.test(source) || (file.endsWith('.js') && packageTypeOf(path.dirname(file)) !== 'module');
}

/**
 * Node could not load a relative import written without its extension (`import './x'` for `./x.js`)
 * or naming a folder (`'./config'` for `./config/index.js`), which Node's ES module loader refuses
 * and Docusaurus's jiti accepts: published ES module plugins (@signalwire/docusaurus-plugin-llms-txt)
 * are written so. Only when the file is there with an extension or an index: a file that is
 * missing still fails as Node says.
 */
function isExtensionlessImport(error: unknown): boolean {
  const { code, url } = (error ?? {}) as { code?: unknown; url?: unknown };
  if ((code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT') || typeof url !== 'string' || !url.startsWith('file:')) return false;
  const target = fileURLToPath(url);
  return IMPLIED.some((suffix) => isFile(target + suffix));
}

/**
 * Node could not link an ES module (the file, or one a CommonJS file of its package `require`s, which
 * Node then runs as an ES module: @docusaurus/plugin-vercel-analytics 3.10's lib/options.js in a
 * CommonJS package) because a CommonJS package it imports does not show a named export to Node's
 * lexer (`import { Joi } from '@docusaurus/utils-validation'`, whose `Joi` is a getter). Docusaurus's
 * jiti reads such imports as properties of the package's exports: so does the bundle (site-module-interop.ts).
 */
function isMissingNamedExport(error: unknown): boolean {
  return /does not provide an export named/.test(String((error as Error | undefined)?.message));
}

/** Files whose import Node could not link (isMissingNamedExport): bundled from then on. */
const linkFailed = new Set<string>();

/** What a bundler tries after an extensionless relative import, in its order. */
const IMPLIED = ['.js', '.mjs', '.cjs', '.json', '.ts', '.mts', '.cts', '.jsx', '.tsx', '/index.js', '/index.mjs', '/index.cjs', '/index.json', '/index.ts'];

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const COMMONJS_NAMES = /\b(?:require\s*[.(]|__dirname\b|__filename\b)/;
/** A line starting with an import or export statement (a comment or string rarely starts a line so). */
const ESM_SYNTAX = /^\s*(?:import\s*[\w{*'"]|export\s+(?:default|const|let|var|function|async|class|\{|\*))/m;

/** The `type` of the nearest package.json above `dir`, as Node reads it. */
function packageTypeOf(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      return (JSON.parse(readFileSync(path.join(current, 'package.json'), 'utf8')) as { type?: string }).type ?? 'commonjs';
    } catch {
      if (path.dirname(current) === current) return undefined;
    }
  }
}

/** `file` bundled and imported; `jiti`: its package imports read as Docusaurus's jiti reads them (site-module-interop.ts). */
async function importBundled(file: string, jiti = false): Promise<Record<string, unknown>> {
  const bundleOf = async (resolvePackages: boolean) => {
    const built = await bundleSiteModule(file, resolvePackages);
    return jiti ? { ...built, code: withJitiInterop(built.code) } : built;
  };
  const cache = cacheFolder(file);
  let built = await bundleOf(cache === undefined);
  const name = `.${path.basename(file)}.${process.pid}-${++written}-${Math.random().toString(36).slice(2, 8)}.mjs`;
  let target: { dir: string; temporary: boolean } | undefined;
  if (cache) {
    try {
      // Made (again) only now, with nothing awaited before the write: another import that ends
      // meanwhile removes the folders it finds empty.
      const created = mkdirSync(cache, { recursive: true });
      if (created && !madeHere.has(cache)) madeHere.set(cache, created);
      writeFileSync(path.join(cache, name), built.code);
      target = { dir: cache, temporary: false };
    } catch {
      // Could not be written after all (a full or read-only disk): the temporary folder.
      removeTarget({ dir: cache, temporary: false });
      built = await bundleOf(true);
    }
  }
  if (!target) {
    target = { dir: mkdtempSync(path.join(os.tmpdir(), 'folio-site-module-')), temporary: true };
    try {
      writeFileSync(path.join(target.dir, name), built.code);
    } catch (error) {
      removeTarget(target);
      throw error;
    }
  }
  const bundleFile = path.join(target.dir, name);
  // Functions of earlier imports may still run (and throw): their bundles are kept mapped too.
  const bundles = new Map(keptBundles(file));
  bundles.set(bundleFile, built.map);
  if (bundles.size > KEPT_BUNDLES) bundles.delete(bundles.keys().next().value!);
  rememberImport(file, { bundles, sources: built.sources, packages: built.packages });
  try {
    return await settleWithin(import(pathToFileURL(bundleFile).href), { file, what: TOP_LEVEL });
  } catch (error) {
    throw isFolioError(error) ? error : locateSiteModuleError(error, file);
  } finally {
    if (!target.temporary) rmSync(bundleFile, { force: true });
    removeTarget(target);
  }
}

/** The temporary folder, or the cache folders this process made, if nothing else is in them now. */
function removeTarget(target: { dir: string; temporary: boolean }): void {
  if (target.temporary) {
    rmSync(target.dir, { recursive: true, force: true });
    return;
  }
  const created = madeHere.get(target.dir);
  if (!created) return;
  for (let dir = target.dir; dir.startsWith(created); dir = path.dirname(dir)) {
    try {
      rmdirSync(dir); // only when empty: another import may be using it
    } catch {
      return;
    }
  }
  madeHere.delete(target.dir);
}

/**
 * `node_modules/.cache/folio/site-modules` of the site the file belongs to (the nearest folder up
 * with a site config or a node_modules folder), if it can be written (or made). Never the
 * temporary cache of cacheDir(): from there, packages do not resolve.
 */
function cacheFolder(file: string): string | undefined {
  let root = path.dirname(file);
  for (let dir = root; ; ) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      names = [];
    }
    if (names.some((name) => SITE_CONFIG.test(name)) || names.includes('node_modules')) {
      root = dir;
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const dir = path.join(siteCacheDir(root), 'site-modules');
  return canWrite(dir) ? dir : undefined;
}
