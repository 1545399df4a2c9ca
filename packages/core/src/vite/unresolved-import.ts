/**
 * A page (or a theme file of the site) imports something that is not there. Rolldown reports an
 * unresolved package import as a warning, which Vite turns into an error whose only text is
 * `[vite]: Rolldown failed to resolve import "x" from "/site/docs/page.mdx"` (no position; for a
 * page, a position would be in the compiled code anyway). This finds that import in the file's own
 * source and gives the FolioError: the file, the line and column of the import's specifier, a code
 * frame, and what to do.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { findImportPosition } from '../config/import-position.ts';

const ANSI = /\u001b\[[0-9;]*m/g;
const VITE_UNRESOLVED = /failed to resolve import "([^"]+)" from "([^"]+)"/;
const NOT_EXPORTED = /"(\.[^"]*)" is not exported under the conditions \[[^\]]*\] from package (\S+)/;
const SOURCE_FILE = /\.(?:mdx?|[cm]?[jt]sx?)$/;

/** Every message in an error, its `errors` and its causes (bundlers nest them). */
function messagesOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return typeof error === 'string' ? [error] : [];
  const out: string[] = [];
  const { message, errors, cause } = error as { message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof message === 'string') out.push(message.replace(ANSI, ''));
  if (Array.isArray(errors)) for (const entry of errors) out.push(...messagesOf(entry, depth + 1));
  if (cause) out.push(...messagesOf(cause, depth + 1));
  return out;
}

/** The package a bare specifier names: `@scope/name/x` → `@scope/name`, `name/x` → `name`. */
export function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The folder of package `name` as Node would look for it from `dir` (node_modules up the tree). */
function installedPackage(dir: string, name: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', ...name.split('/'));
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(current) === current) return undefined;
  }
}

/** The "name" in the package.json of the package folder `dir`. */
function packageNameAt(dir: string): string | undefined {
  try {
    const name = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The first of the site's own source files (not node_modules, not dot folders) importing `specifier`. */
function findImporter(siteDir: string, specifier: string): string | undefined {
  const pending = [siteDir];
  let seen = 0;
  while (pending.length && seen < 20_000) {
    const dir = pending.shift()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      seen++;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        if (!text.includes(specifier)) continue;
        const markdown = /\.mdx?$/.test(entry.name);
        if (findImportPosition(text, specifier, { markdown, statementsOnly: true })) return full;
      }
    }
  }
  return undefined;
}

/**
 * The FolioError for a bundler error about an import that does not resolve: a package that is not
 * installed (Vite names the importer), or a path a package does not export (Vite names only the
 * package: the importer is then looked for among the site's files). Undefined for any other error.
 */
export function unresolvedImportError(error: unknown, siteDir: string): FolioError | undefined {
  for (const message of messagesOf(error)) {
    let specifier: string;
    let file: string | undefined;
    const match = VITE_UNRESOLVED.exec(message);
    const notExported = match ? null : NOT_EXPORTED.exec(message);
    if (match) {
      specifier = match[1]!;
      file = path.resolve(siteDir, match[2]!.replace(/[?#].*$/, ''));
    } else if (notExported) {
      const name = packageNameAt(notExported[2]!);
      if (!name) continue;
      specifier = notExported[1] === '.' ? name : `${name}${notExported[1]!.slice(1)}`;
      file = findImporter(siteDir, specifier);
    } else {
      continue;
    }
    if (!file) {
      return new FolioError(`Could not resolve '${specifier}': ${message.split('\n').find((line) => line.includes('is not exported'))!.trim()}`, {
        hint: 'check the import path against the package.json "exports" of the package',
        cause: error,
      });
    }
    const source = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    const position = source === undefined ? undefined : findImportPosition(source, specifier, { markdown: /\.mdx?$/.test(file) });
    const name = packageName(specifier);
    const installed = name === undefined ? undefined : installedPackage(path.dirname(file), name);
    let text = `Could not resolve '${specifier}'`;
    let hint: string | undefined;
    if (name && !installed) {
      text += `: the package "${name}" is not installed`;
      hint = `install it in the site (for example \`npm install ${name}\`), or fix the import`;
    } else if (name && installed) {
      hint = `"${name}" is installed (${installed}) but does not provide "${specifier}"; check the import path against its package.json "exports"`;
    }
    return new FolioError(text, {
      file,
      line: position?.line,
      column: position?.column,
      source,
      hint,
      cause: error,
    });
  }
  return undefined;
}
