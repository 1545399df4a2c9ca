/** A TypeScript site module and the relative files it imports bundled by rolldown into one ES module, each file keeping its own location. */
import { existsSync } from 'node:fs';
import { isBuiltin, SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { warnUnreadableTsconfig } from './tsconfig-fallback.ts';
import { diagnosticErrorOf, syntaxErrorOf, tsconfigFailure, unresolvedPackage } from './site-module-locate.ts';

const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;
/** Running from TypeScript sources: Node resolves Folio's packages under this condition too. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');

export interface Built {
  code: string;
  map: SourceMap | undefined;
  sources: Set<string>;
  packages: Map<string, string>;
}

/**
 * The site's tsconfig.json applies (its `paths`, its compiler options) when it can be read. One that
 * cannot (it extends a package that is not installed, such as `@docusaurus/tsconfig` in a site
 * that dropped Docusaurus) never stops the module from loading: it is compiled without it, with
 * one warning for the build (tsconfig-fallback.ts).
 */
export async function bundleSiteModule(file: string, resolvePackages: boolean): Promise<Built> {
  try {
    try {
      return await bundle(file, resolvePackages, true);
    } catch (error) {
      const reason = tsconfigFailure(error);
      if (reason === undefined) throw error;
      warnUnreadableTsconfig(nearestTsconfig(file) ?? 'tsconfig.json', reason);
      return await bundle(file, resolvePackages, false);
    }
  } catch (error) {
    throw syntaxErrorOf(error) ?? diagnosticErrorOf(error, file) ?? error;
  }
}

/** The nearest tsconfig.json above the file: the one rolldown reads. */
function nearestTsconfig(file: string): string | undefined {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'tsconfig.json'))) return path.join(dir, 'tsconfig.json');
    if (path.dirname(dir) === dir) return undefined;
  }
}

async function bundle(file: string, resolvePackages: boolean, tsconfig: boolean): Promise<Built> {
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
      tsconfig,
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
