/**
 * Keyed files (`tags.yml`, the blog's `authors.yml`; JSON accepted too): read once, each entry
 * made by a function given its key, value and an error maker that names the file, the key, the
 * field and its line and column.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isNode, isScalar, parseDocument, type Document } from 'yaml';
import { FolioError } from '../errors.ts';

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
