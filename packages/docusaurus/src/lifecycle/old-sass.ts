/**
 * A site's sass older than 1.70 under Vite. Vite 8 compiles .scss and .sass files with the sass
 * package it finds from the site, through the compiler API sass added in 1.70: it imports the
 * package, calls `initAsyncCompiler()`, then the compiler's `compileStringAsync` with its own
 * importer (which resolves imports as Vite does and rebases their url()s). Docusaurus sites on
 * docusaurus-plugin-sass 0.2.x often pin an older sass, on which Vite stops with
 * "sass.initAsyncCompiler is not a function". For such a sass, Vite's import of the package is
 * answered by a module giving that API over the one the package has (a Node resolve hook that
 * matches only the package's entry files, imported from outside the package):
 * - 1.45 to 1.69: the package's own `compileStringAsync`, the same function and options, without
 *   a long-lived compiler;
 * - before 1.45: its legacy `render()`, each import handed to Vite's importer (the URL resolved
 *   against the importing file first, as the modern API does; a URL it declines is left to Sass's
 *   own lookup), the CSS, source map and files read returned as `compileStringAsync` returns them.
 * sass 1.70 and later, and a site's sass-embedded (which Vite prefers), are left alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packageDir } from '../classic/theme-chain.ts';

export type SassApi = 'compiler' | 'modern' | 'legacy';

/** PURE: the newest of sass's JavaScript APIs that sass `version` has. */
export function sassApi(version: string): SassApi {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  if (major > 1 || (major === 1 && minor >= 70)) return 'compiler';
  return major === 1 && minor >= 45 ? 'modern' : 'legacy';
}

/** PURE: the files a package manifest names as its entries (`main`, every `exports` target but types). */
export function entryFiles(manifest: { main?: unknown; exports?: unknown }): string[] {
  const files = new Set<string>([path.normalize(typeof manifest.main === 'string' ? manifest.main : 'index.js')]);
  const walk = (value: unknown, key?: string): void => {
    if (typeof value === 'string' && key !== 'types') files.add(path.normalize(value));
    else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) walk(inner, name);
  };
  walk(manifest.exports);
  return [...files];
}

interface Importer {
  canonicalize(url: string, context: { fromImport: boolean; containingUrl: URL | null }): Promise<URL | null> | URL | null;
  load(url: URL): Promise<{ contents: string } | null> | { contents: string } | null;
}
interface StringOptions {
  url?: URL;
  syntax?: string;
  style?: string;
  loadPaths?: string[];
  sourceMap?: boolean;
  importers?: Importer[];
  importer?: Importer;
}
interface CompileResult {
  css: string;
  sourceMap?: unknown;
  loadedUrls: URL[];
}
type Done = (result: { file: string; contents: string } | Error | null) => void;
interface LegacyResult {
  css: Uint8Array;
  map?: Uint8Array;
  stats: { includedFiles: string[] };
}
interface OldSass {
  compileStringAsync?: (source: string, options: StringOptions) => Promise<CompileResult>;
  render(options: Record<string, unknown>, callback: (error: Error | null, result: LegacyResult) => void): void;
  info?: string;
}

/** What `url`, imported by the stylesheet at `from`, is, as the importers find it; null when none does. */
async function importWith(importers: Importer[], url: string, from: URL | undefined): Promise<{ file: string; contents: string } | null> {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const candidates = absolute || !from ? [url] : [new URL(url, from).href, url];
  for (const importer of importers) {
    for (const candidate of candidates) {
      const canonical = await importer.canonicalize(candidate, { fromImport: true, containingUrl: from ?? null });
      const loaded = canonical && (await importer.load(canonical));
      if (canonical && loaded) return { file: fileURLToPath(canonical), contents: loaded.contents };
    }
  }
  return null;
}

/**
 * The legacy API resolves an import relative to the importing file itself before it asks an
 * importer, and would so bypass Vite's (its resolution, its url() rebasing) for every relative
 * import. It is handed each stylesheet under a folder that does not exist, `<root>folio-vite-sass/…`,
 * where that lookup finds nothing, and every path it gives back is read through it.
 */
const HIDDEN = 'folio-vite-sass';
const hide = (file: string) => path.join(path.parse(file).root, HIDDEN, file.slice(path.parse(file).root.length));
const unhide = (text: string) => text.replace(new RegExp(`([\\\\/])${HIDDEN}[\\\\/]`, 'g'), '$1');

/** `compileStringAsync` over sass's legacy `render()` (sass before 1.45). */
function legacyCompile(sass: OldSass, source: string, options: StringOptions): Promise<CompileResult> {
  const entry = options.url?.protocol === 'file:' ? fileURLToPath(options.url) : undefined;
  const importers = [...new Set([...(options.importers ?? []), ...(options.importer ? [options.importer] : [])])];
  return new Promise((resolve, reject) => {
    const importer = (url: string, prev: string, done: Done) => {
      const from = prev && prev !== 'stdin' ? pathToFileURL(unhide(prev)) : options.url;
      importWith(importers, url, from).then(
        (found) => done(found && { file: hide(found.file), contents: found.contents }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    };
    const settings = {
      data: source,
      ...(entry ? { file: hide(entry) } : {}),
      indentedSyntax: options.syntax === 'indented',
      includePaths: options.loadPaths ?? [],
      outputStyle: options.style ?? 'expanded',
      importer,
      ...(options.sourceMap && entry ? { sourceMap: true, outFile: `${hide(entry)}.css`, omitSourceMapUrl: true, sourceMapContents: true } : {}),
    };
    sass.render(settings, (error, result) => {
      if (error) {
        for (const key of ['message', 'formatted', 'file'] as const) if (typeof (error as unknown as Record<string, unknown>)[key] === 'string') (error as unknown as Record<string, string>)[key] = unhide((error as unknown as Record<string, string>)[key]!);
        return reject(error);
      }
      const sourceMap = result.map ? JSON.parse(unhide(Buffer.from(result.map).toString('utf8'))) : undefined;
      const loaded = result.stats.includedFiles.map(unhide).filter((file) => path.isAbsolute(file));
      resolve({ css: Buffer.from(result.css).toString('utf8'), ...(sourceMap ? { sourceMap } : {}), loadedUrls: loaded.map((file) => pathToFileURL(file)) });
    });
  });
}

/** The module Vite gets for an old sass: the package, and a compiler over its own API. */
export function compilerOver(sass: OldSass, api: Exclude<SassApi, 'compiler'>) {
  const compile = api === 'modern' ? (source: string, options: StringOptions) => sass.compileStringAsync!(source, options) : (source: string, options: StringOptions) => legacyCompile(sass, source, options);
  return { default: sass, info: sass.info, initAsyncCompiler: async () => ({ compileStringAsync: compile, dispose: async () => {} }) };
}

/** The old sass packages this process answers for, by folder; read by the modules the resolve hook gives Vite. */
const REGISTRY = Symbol.for('folio.docusaurus.old-sass');
type Registry = Map<string, () => ReturnType<typeof compilerOver>>;
const registry = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new Map()) as Registry;

/** The resolve hook (run on Node's hooks thread): an entry file of the package → the module over it. */
const HOOKS = `
let entries = new Set(), packageUrl = '', shim = '';
export function initialize(data) { entries = new Set(data.entries); packageUrl = data.packageUrl; shim = data.shim; }
export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const parent = context.parentURL ?? '';
  if (!entries.has(result.url) || parent.startsWith(packageUrl) || parent.startsWith('data:') || context.conditions?.includes('require')) return result;
  return { url: shim, format: 'module', shortCircuit: true };
}`;

const dataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

/**
 * Makes Vite's import of the site's sass work when the sass is older than 1.70 (see above). Once
 * per sass folder and process; nothing for a newer sass, a site without one, or one with
 * sass-embedded.
 */
export function adaptSiteSass(siteDir: string): void {
  if (packageDir(siteDir, 'sass-embedded')) return;
  const dir = packageDir(siteDir, 'sass');
  if (!dir || registry.has(dir)) return;
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string; main?: unknown; exports?: unknown };
  const api = sassApi(manifest.version ?? '0.0.0');
  if (api === 'compiler') return;
  // Loaded when Vite first imports it (a site may have no style to compile), as the site requires it.
  let adapted: ReturnType<typeof compilerOver> | undefined;
  registry.set(dir, () => (adapted ??= compilerOver(createRequire(path.join(siteDir, 'package.json'))('sass') as OldSass, api)));
  const entries = entryFiles(manifest).map((file) => path.join(dir, file)).filter((file) => existsSync(file)).map((file) => pathToFileURL(file).href);
  const shim = dataUrl(`const adapted = globalThis[Symbol.for(${JSON.stringify(REGISTRY.description)})].get(${JSON.stringify(dir)})();\nexport default adapted.default;\nexport const info = adapted.info;\nexport const initAsyncCompiler = adapted.initAsyncCompiler;\n`);
  register(dataUrl(HOOKS), { data: { entries, packageUrl: pathToFileURL(dir + path.sep).href, shim } });
}
