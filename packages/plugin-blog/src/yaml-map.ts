/**
 * The blog's two keyed files, `authors.yml` and `tags.yml` (JSON accepted too): read once, each
 * entry made by a pure function; errors name the file, the key and the field.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isNode, isScalar, parseDocument, type Document } from 'yaml';
import { cleanRoutePathProblem, FolioError, joinPaths, log } from '@folio/core';
import type { ReportLevel } from './options.ts';

/** Makes the error for a bad field (`''`: the entry itself). */
export type FieldError = (field: string, why: string) => FolioError;

export interface MapFile<T> {
  /** The file's name as written in messages (`blog/authors.yml`). */
  name: string;
  exists: boolean;
  entries: Map<string, T>;
}

export function readYamlMap<T>(file: string, create: (key: string, value: unknown, fail: FieldError) => T, siteDir: string): MapFile<T> {
  const name = path.relative(siteDir, file).split(path.sep).join('/') || file;
  if (!existsSync(file)) return { name, exists: false, entries: new Map() };
  const text = readFileSync(file, 'utf8');
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const problem = doc.errors[0];
  if (problem) throw new FolioError(`invalid YAML: ${problem.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`, { file, line: problem.linePos?.[0]?.line, column: problem.linePos?.[0]?.col, source: text });
  let data: unknown;
  try {
    // Aliases expand as the tree is built: a few hundred nested ones (an alias bomb) are refused here, at once.
    data = doc.toJS({ maxAliasCount: MAX_ALIASES }) ?? {};
  } catch (error) {
    throw new FolioError(`invalid YAML: ${error instanceof Error ? error.message : String(error)}`, { file, hint: `aliases (*name) may be expanded at most ${MAX_ALIASES} times in a map file; write the entries out`, cause: error });
  }
  if (typeof data !== 'object' || Array.isArray(data)) throw new FolioError('expected a map of keys to entries', { file, line: 1, source: text });
  const entries = new Map<string, T>();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const fail: FieldError = (field, why) => new FolioError(`\`${key}${field ? `.${field}` : ''}\`: ${why}`, { file, ...positionOf(doc, text, [key, ...(field ? field.split('.') : [])]), source: text });
    entries.set(key, create(key, value, fail));
  }
  return { name, exists: true, entries };
}

const MAX_ALIASES = 100;

/** Line and column (1-based) of the deepest node of `keys` the document has: a field's value, else its entry's key. */
function positionOf(doc: Document, text: string, keys: string[]): { line?: number; column?: number } {
  for (let depth = keys.length; depth > 0; depth--) {
    const parent = depth === 1 ? doc.contents : doc.getIn(keys.slice(0, depth - 1), true);
    if (!isMap(parent)) continue;
    const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === keys[depth - 1]);
    const node = depth === keys.length && pair && isNode(pair.value) ? pair.value : pair?.key;
    const offset = isNode(node) ? node.range?.[0] : undefined;
    if (offset === undefined) continue;
    const before = text.slice(0, offset).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1 };
  }
  return {};
}

/** PURE: a string field, or undefined; anything else is an error naming the field. */
export function stringField(data: Record<string, unknown>, key: string, fail: FieldError): string | undefined {
  const value = data[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw fail(key, `expected a string, got ${Array.isArray(value) ? 'a list' : typeof value}`);
  return value;
}

/**
 * PURE: `permalink` (a field named `field`) under `base`, the route path it makes; one that would not
 * be a clean route path (a `..` segment, a scheme, a backslash...) is an error naming the field.
 */
export function permalinkUnder(base: string, permalink: string, field: string, fail: FieldError): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(permalink)) throw fail(field, `"${permalink}" is a URL; a permalink is a path under ${base}`);
  const joined = joinPaths(base, permalink);
  const problem = cleanRoutePathProblem(joined);
  if (problem) throw fail(field, `"${permalink}" gives the route "${joined}", and a route path ${problem}`);
  return joined;
}

/** `onInlineTags` / `onInlineAuthors`: what to do about an inline entry when the blog has a map file. */
export function reportInline(level: ReportLevel, message: string): void {
  if (level === 'throw') throw new FolioError(message, { hint: 'add it to the file and use its key, or set the option to "warn" or "ignore"' });
  if (level === 'warn') log.warn(message);
  else if (level === 'log') log.info(message);
}
