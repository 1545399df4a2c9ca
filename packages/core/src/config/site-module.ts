/**
 * Import a module the site provides as code: its config, a sidebars file. JavaScript is imported as
 * it is. TypeScript is bundled first, as Vite bundles its own config: rolldown compiles the file and
 * the relative files it imports (TypeScript, JSON) into one ES module, imports it, and removes it.
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
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin, SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { canWrite, siteCacheDir } from '../io/cache-dir.ts';
import { findImportPosition } from './import-position.ts';

const TYPESCRIPT = /\.(?:ts|mts|cts|tsx)$/;
const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;
const ANSI = /\u001b\[[0-9;]*m/g;
const SITE_CONFIG = /^site\.config\.(?:ts|mts|js|mjs)$/;
/** Running from TypeScript sources: Node resolves Folio's packages under this condition too. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** Importing a site module failed: where (as far as known), and why, as one line. */
export class SiteModuleError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    /** 1-based. */
    readonly column: number | undefined,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}${line === undefined ? '' : `:${line}${column === undefined ? '' : `:${column}`}`}: ${reason}`, options);
    this.name = 'SiteModuleError';
  }
}

/** A file that does not parse: where, and why (one line, as the parser put it). */
export class SiteModuleSyntaxError extends SiteModuleError {
  declare readonly line: number;
  declare readonly column: number;
  constructor(file: string, line: number, column: number, reason: string, options?: { cause?: unknown }) {
    super(file, line, column, reason, options);
    this.name = 'SiteModuleSyntaxError';
  }
}

/** What is known about the last import of each site module, to map its errors back. */
interface Loaded {
  /** The bundles Node ran (TypeScript), the last few, with their source maps. */
  bundles?: Map<string, SourceMap | undefined>;
  /** The site's files that make up the module. */
  sources: Set<string>;
  /** Package specifiers imported, with the first file that imports each. */
  packages: Map<string, string>;
}

const loaded = new Map<string, Loaded>();
const KEPT_BUNDLES = 8;
/** Cache folders this process made for bundles (the first folder it made): removed once empty. */
const madeHere = new Map<string, string>();
let written = 0;

export async function importSiteModule(file: string): Promise<Record<string, unknown>> {
  const limit = Error.stackTraceLimit;
  // Deep enough to reach the site's frame under a package's own.
  if (limit < 50) Error.stackTraceLimit = 50;
  try {
    if (!TYPESCRIPT.test(file)) {
      loaded.set(file, { sources: new Set([file]), packages: new Map() });
      try {
        return await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
      } catch (error) {
        throw locateSiteModuleError(error, file);
      }
    }
    return await importBundled(file);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

async function importBundled(file: string): Promise<Record<string, unknown>> {
  const cache = cacheFolder(file);
  let built = await bundleSiteModule(file, cache === undefined);
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
      built = await bundleSiteModule(file, true);
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
  const bundles = loaded.get(file)?.bundles ?? new Map<string, SourceMap | undefined>();
  bundles.set(bundleFile, built.map);
  if (bundles.size > KEPT_BUNDLES) bundles.delete(bundles.keys().next().value!);
  loaded.set(file, { bundles, sources: built.sources, packages: built.packages });
  try {
    return await import(pathToFileURL(bundleFile).href);
  } catch (error) {
    throw locateSiteModuleError(error, file);
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

interface Built {
  code: string;
  map: SourceMap | undefined;
  sources: Set<string>;
  packages: Map<string, string>;
}

async function bundleSiteModule(file: string, resolvePackages: boolean): Promise<Built> {
  const { rolldown } = await import('rolldown');
  const packages = new Map<string, string>();
  const unresolved: Array<[string, string]> = [];
  let bundle: Awaited<ReturnType<typeof rolldown>> | undefined;
  try {
    bundle = await rolldown({
      input: file,
      cwd: path.dirname(file),
      platform: 'node',
      logLevel: 'silent',
      // Node's own conditions for an import, so that a resolved package is the file Node would load.
      resolve: { conditionNames: [...(FROM_SOURCE ? ['folio-source'] : []), 'node', 'import', 'module-sync'], mainFields: ['main'] },
      plugins: [siteImports(resolvePackages, packages, unresolved), ownLocation()],
    });
    const { output } = await bundle.generate({
      format: 'esm',
      sourcemap: 'inline',
      codeSplitting: false,
      // Absolute paths: the bundle is read from another folder than the one it was made for.
      sourcemapPathTransform: (source, sourcemapPath) => path.resolve(path.dirname(sourcemapPath), source),
      dir: path.dirname(file),
    });
    const chunk = output[0];
    // Rolldown's `require` helper (createRequire(import.meta.url)) resolves from the site's file.
    const code = chunk.code.replace(/\bcreateRequire\(import\.meta\.url\)/g, `createRequire(${JSON.stringify(pathToFileURL(file).href)})`);
    let map: SourceMap | undefined;
    try {
      map = chunk.map ? new SourceMap(JSON.parse(chunk.map.toString())) : undefined;
    } catch {
      map = undefined;
    }
    // From the temporary folder Node could not find it either: say so now, at the import.
    if (unresolved.length) throw unresolvedPackage(unresolved[0]![1], unresolved[0]![0]);
    const sources = new Set(chunk.moduleIds.filter((id) => path.isAbsolute(id)));
    return { code, map, sources, packages };
  } catch (error) {
    throw syntaxErrorOf(error) ?? error;
  } finally {
    await bundle?.close();
  }
}

/**
 * Node's modules and packages stay imports (only the site's own files are bundled). A package is
 * written as the absolute path of the file Node would load when the bundle is not in the site's
 * cache; `#subpath` imports (the site's package.json "imports") are always resolved here, since the
 * cache is outside the site's package scope.
 */
function siteImports(resolvePackages: boolean, packages: Map<string, string>, unresolved: Array<[string, string]>) {
  return {
    name: 'folio:site-imports',
    async resolveId(this: any, source: string, importer: string | undefined, extra: Record<string, unknown>) {
      if (!importer || source.startsWith('\0')) return null;
      if (isBuiltin(source)) return { id: source, external: true };
      if (source.startsWith('.') || path.isAbsolute(source)) return null;
      if (source.startsWith('file:')) return { id: fileURLToPath(source) };
      if (!packages.has(source)) packages.set(source, importer);
      if (!resolvePackages && !source.startsWith('#')) return { id: source, external: true };
      const resolved = await this.resolve(source, importer, { ...extra, skipSelf: true });
      // Not found: left to Node (in the site's cache, whose error is then pointed at this import).
      if (!resolved || resolved.external) {
        if (resolvePackages) unresolved.push([source, importer]);
        return { id: source, external: true };
      }
      if (source.startsWith('#') && !resolved.id.split(path.sep).includes('node_modules')) return { id: resolved.id };
      return { id: pathToFileURL(resolved.id).href, external: 'absolute' };
    },
  };
}

/**
 * Each bundled file keeps its own location: `import.meta.url` (and `dirname`, `filename`), and
 * `__dirname` / `__filename`, which a CommonJS-style config uses and an ES module does not have.
 * Edited through a magic string, so that the source map (and error positions) stay exact.
 */
function ownLocation() {
  return {
    name: 'folio:own-location',
    async transform(code: string, id: string) {
      // JavaScript and TypeScript only (a JSON file may well mention __dirname in a string).
      if (!path.isAbsolute(id) || !SCRIPT.test(id) || !/import\.meta|__dirname|__filename/.test(code)) return undefined;
      const { RolldownMagicString } = await import('rolldown');
      const s = new RolldownMagicString(code);
      s.replaceAll(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(id).href));
      s.replaceAll(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(id)));
      s.replaceAll(/\bimport\.meta\.filename\b/g, JSON.stringify(id));
      const declare: string[] = [];
      if (usesUndeclared(code, '__dirname')) declare.push(`const __dirname = ${JSON.stringify(path.dirname(id))};`);
      if (usesUndeclared(code, '__filename')) declare.push(`const __filename = ${JSON.stringify(id)};`);
      // On the first line, so that no line moves.
      if (declare.length) s.prepend(declare.join(' '));
      return { code: s };
    },
  };
}

/** `name` is used in `code` and not declared or imported there (a close-enough reading). */
export function usesUndeclared(code: string, name: string): boolean {
  if (!new RegExp(`(?<![\\w$.])${name}(?![\\w$])`).test(code)) return false;
  const declared = new RegExp(
    `\\b(?:const|let|var|function|class)\\s+${name}\\b|\\b(?:const|let|var)\\s*[{[][^=;]*(?<![\\w$])${name}(?![\\w$])[^=;]*[}\\]]\\s*=|\\bimport\\b[^;]*?(?<![\\w$])${name}(?![\\w$])[^;]*?\\bfrom\\b`,
  );
  return !declared.test(code);
}

/**
 * The SiteModuleError for anything thrown while importing `file`, or afterwards by code it exported
 * (a config function): the first stack frame in one of the site's files, mapped back through the
 * bundle's source map. An error that is one already is returned as it is.
 */
export function locateSiteModuleError(error: unknown, file: string): SiteModuleError {
  if (error instanceof SiteModuleError) return error;
  const info = loaded.get(file);
  let reason = error instanceof Error ? error.message : String(error);
  for (const bundleFile of info?.bundles?.keys() ?? []) reason = reason.split(bundleFile).join(file);
  reason = reason.replace(ANSI, '').split('\n')[0]!.trim() || String(error);
  // A package that is not there: the import that names it.
  const code = (error as { code?: string } | undefined)?.code;
  if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') && info) {
    const subpath = /subpath '(\.[^']*)' is not defined by "exports" in (\S+?)[/\\]package\.json/.exec(reason);
    const missing = subpath ? packageSpecifier(subpath[2]!, subpath[1]!) : /Cannot find (?:package|module) '([^']+)'/.exec(reason)?.[1];
    const importedFrom = / imported from (.+)$/.exec(reason)?.[1];
    for (const [specifier, importer] of info.packages) {
      if (missing && (specifier === missing || (!subpath && specifier.startsWith(`${missing}/`)))) return importError(error, importer, specifier, reason);
    }
    if (missing && importedFrom && existsSync(importedFrom)) {
      const specifier = findSpecifierIn(importedFrom, missing);
      if (specifier) return importError(error, importedFrom, specifier, reason);
    }
  }
  if (error instanceof SyntaxError && !info?.bundles) {
    // Node's syntax error in a JavaScript module: "file:///x.mjs:3" then the line and a caret.
    const match = /^(file:\/\/\S+?|\/\S+?):(\d+)\n(.*)\n(\s*)\^/.exec(error.stack ?? '');
    if (match) {
      const where = toPath(match[1]!);
      if (where) return new SiteModuleSyntaxError(where, Number(match[2]), match[4]!.length + 1, reason, { cause: error });
    }
  }
  const frame = firstSiteFrame(error, file, info);
  return new SiteModuleError(frame?.file ?? file, frame?.line, frame?.column, reason, { cause: error });
}

/** `name/sub` for the subpath `./sub` of the package in `dir`. */
function packageSpecifier(dir: string, subpath: string): string | undefined {
  try {
    const name = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' ? (subpath === '.' ? name : `${name}${subpath.slice(1)}`) : undefined;
  } catch {
    return undefined;
  }
}

function unresolvedPackage(importer: string, specifier: string): SiteModuleError {
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  let installed = false;
  for (let dir = path.dirname(importer); !installed; dir = path.dirname(dir)) {
    installed = existsSync(path.join(dir, 'node_modules', ...name.split('/'), 'package.json'));
    if (path.dirname(dir) === dir) break;
  }
  return importError(undefined, importer, specifier, installed ? `the package "${name}" does not export it` : 'Cannot find package');
}

function importError(error: unknown, importer: string, specifier: string, reason: string): SiteModuleError {
  let position;
  try {
    position = findImportPosition(readFileSync(importer, 'utf8'), specifier);
  } catch {
    position = undefined;
  }
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  const why = /Cannot find package/.test(reason)
    ? `Cannot find package '${name}'${name === specifier ? '' : ` (imported as '${specifier}')`}: is it installed?`
    : `Cannot resolve '${specifier}': ${reason.replace(/ imported from .+$/, '')}`;
  return new SiteModuleError(importer, position?.line, position?.column, why, { cause: error });
}

function findSpecifierIn(importer: string, missing: string): string | undefined {
  try {
    const source = readFileSync(importer, 'utf8');
    const escaped = missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`['"](${escaped}(?:/[^'"]*)?)['"]`).exec(source)?.[1];
  } catch {
    return undefined;
  }
}

function toPath(location: string): string | undefined {
  try {
    return location.startsWith('file:') ? fileURLToPath(location.replace(/[?#].*$/, '')) : location;
  } catch {
    return undefined;
  }
}

const FRAME = /^\s*at (?:.*?\()?((?:file:\/\/|\/|[A-Za-z]:[\\/]).+?):(\d+):(\d+)\)?\s*$/;

/** The first frame of the error's stack in one of the site module's files. */
function firstSiteFrame(error: unknown, file: string, info: Loaded | undefined): { file: string; line: number; column: number } | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const siteDir = path.dirname(file);
  for (const text of stack.split('\n')) {
    const match = FRAME.exec(text);
    if (!match) continue;
    const where = toPath(match[1]!);
    if (!where) continue;
    const line = Number(match[2]);
    const column = Number(match[3]);
    if (info?.bundles?.has(where)) {
      // Node did not map it (source maps off): map it here. findEntry is 0-based.
      const map = info.bundles.get(where);
      const entry = map?.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
      if (entry?.originalSource !== undefined && entry.originalLine !== undefined) {
        const source = toPath(entry.originalSource) ?? entry.originalSource;
        return { file: path.resolve(path.dirname(where), source), line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
      }
      continue;
    }
    const ours = info?.bundles ? info.sources.has(where) : where.startsWith(siteDir + path.sep) && !where.split(path.sep).includes('node_modules');
    if (ours) return { file: where, line, column };
  }
  return undefined;
}

interface RolldownDiagnostic {
  code?: string;
  message?: string;
  id?: string;
  pos?: number;
  loc?: { line: number; column: number; file?: string };
}

function syntaxErrorOf(error: unknown): SiteModuleSyntaxError | undefined {
  const first = (error as { errors?: RolldownDiagnostic[] }).errors?.find((entry) => entry.code === 'PARSE_ERROR' && entry.loc);
  if (!first?.loc) return undefined;
  const file = first.loc.file ?? first.id ?? '';
  let reason = (first.message ?? 'syntax error').replace(ANSI, '').split('\n')[0]!.replace(/^\[[A-Z_]+\]\s*/, '');
  // "Unexpected token" alone does not say which: name it.
  if (reason === 'Unexpected token' && typeof first.pos === 'number') {
    try {
      const token = readFileSync(file, 'utf8')[first.pos];
      if (token?.trim()) reason += ` ${JSON.stringify(token)}`;
    } catch {
      // the position alone, then
    }
  }
  return new SiteModuleSyntaxError(file, first.loc.line, first.loc.column + 1, reason, { cause: error });
}
