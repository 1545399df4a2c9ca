/** Errors of a site module mapped back to the site's files: the first stack frame there, a missing package's import, a syntax error. */
import { existsSync, readFileSync } from 'node:fs';
import type { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findImportPosition } from './import-position.ts';
import { SiteModuleError, SiteModuleSyntaxError, withoutAnsi } from './site-module-error.ts';

/** What is known about the last import of each site module, to map its errors back. */
export interface Loaded {
  /** The bundles Node ran (TypeScript), the last few, with their source maps. */
  bundles?: Map<string, SourceMap | undefined>;
  /** The site's files that make up the module. */
  sources: Set<string>;
  /** Package specifiers imported, with the first file that imports each. */
  packages: Map<string, string>;
}

/** Per site module file (a config, sidebars.ts): what its last import was made of. Written only through rememberImport. */
const loaded = new Map<string, Loaded>();

/** Records what the import of `file` was made of, for locateSiteModuleError. */
export function rememberImport(file: string, info: Loaded): void {
  loaded.set(file, info);
}

/** The bundles (with their source maps) kept of `file`'s earlier imports, the newest last. */
export function keptBundles(file: string): Map<string, SourceMap | undefined> | undefined {
  return loaded.get(file)?.bundles;
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
  reason = withoutAnsi(reason).split('\n')[0]!.trim() || String(error);
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

export function unresolvedPackage(importer: string, specifier: string): SiteModuleError {
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

function diagnostics(error: unknown): RolldownDiagnostic[] {
  const errors = (error as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as RolldownDiagnostic[]) : [];
}

/** A diagnostic's message as one plain line: no colour codes, no `[CODE]` prefix. */
function plainMessage(diagnostic: RolldownDiagnostic, fallback: string): string {
  return withoutAnsi(diagnostic.message ?? fallback).trim().split('\n')[0]!.replace(/^\[[A-Z_]+\]\s*/, '') || fallback;
}

/** Why rolldown could not read the site's tsconfig, if that is why it failed. */
export function tsconfigFailure(error: unknown): string | undefined {
  const found = diagnostics(error).find((entry) => entry.code === 'TSCONFIG_ERROR');
  return found && plainMessage(found, 'the tsconfig could not be read');
}

/** Any other bundler error, as a SiteModuleError in plain words: where it says, else the module itself. */
export function diagnosticErrorOf(error: unknown, file: string): SiteModuleError | undefined {
  const [first] = diagnostics(error);
  if (!first) return undefined;
  const where = first.loc?.file ?? first.id;
  return new SiteModuleError(where && path.isAbsolute(where) ? where : file, first.loc?.line, first.loc ? first.loc.column + 1 : undefined, plainMessage(first, 'the bundler failed'), {
    cause: error,
  });
}

export function syntaxErrorOf(error: unknown): SiteModuleSyntaxError | undefined {
  const first = diagnostics(error).find((entry) => entry.code === 'PARSE_ERROR' && entry.loc);
  if (!first?.loc) return undefined;
  const file = first.loc.file ?? first.id ?? '';
  let reason = plainMessage(first, 'syntax error');
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
