/**
 * PURE: JSON pointers into a loaded spec, and errors that name the file and pointer an author
 * has to look at. A loaded spec is one document (see spec.ts): files other than the entry live
 * under `#/x-folio-files/<path>`, so `locate` maps such pointers back to their own file.
 */
import path from 'node:path';
import { FolioError } from '@folio/core';

/** Where the entry document keeps the files its `$ref`s pointed to (a snapshot is self-contained). */
export const FILES_KEY = 'x-folio-files';

export type JsonObject = Record<string, unknown>;

/** A loaded spec: one document whose `$ref`s are all local pointers. */
export interface Spec {
  /** Absolute path of the entry file. */
  file: string;
  document: JsonObject;
  /** Every file the document was read from (the entry first), absolute. */
  files: string[];
}

export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `pointer('#/paths', '/bookmarks', 'post')` → `#/paths/~1bookmarks/post`. */
export function pointer(base: string, ...tokens: Array<string | number>): string {
  return [base, ...tokens.map((token) => escapeToken(String(token)))].join('/');
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a `#/a/b` pointer of `document`, or undefined. */
export function getAt(document: unknown, at: string): unknown {
  if (at === '#' || at === '#/' || at === '') return document;
  if (!at.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const raw of at.slice(2).split('/')) {
    const token = unescapeToken(raw);
    if (Array.isArray(node)) node = /^\d+$/.test(token) ? node[Number(token)] : undefined;
    else if (isObject(node)) node = Object.prototype.hasOwnProperty.call(node, token) ? node[token] : undefined;
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** The file and pointer (in that file) that a pointer of the merged document stands for. */
export function locate(spec: Pick<Spec, 'file'>, at: string): { file: string; pointer: string } {
  const prefix = `#/${FILES_KEY}/`;
  if (!at.startsWith(prefix)) return { file: spec.file, pointer: at };
  const [key = '', ...rest] = at.slice(prefix.length).split('/');
  const file = path.resolve(path.dirname(spec.file), unescapeToken(key));
  return { file, pointer: rest.length ? `#/${rest.join('/')}` : '#' };
}

/** A FolioError naming the file and the JSON pointer of the offending value. */
export function specError(spec: Pick<Spec, 'file'>, message: string, at: string, hint?: string): FolioError {
  const where = locate(spec, at);
  return new FolioError(message, { file: where.file, pointer: where.pointer, hint });
}

/** A node with its `$ref` chain followed; siblings of a `$ref` (3.1) override the target's keys. */
export function deref(spec: Spec, node: unknown, at = '#'): { value: unknown; pointer: string; ref?: string } {
  let value = node;
  let where = at;
  let ref: string | undefined;
  const seen = new Set<string>();
  let overrides: JsonObject | undefined;
  while (isObject(value) && typeof value.$ref === 'string') {
    if (seen.has(value.$ref)) break;
    seen.add(value.$ref);
    const { $ref, ...siblings } = value;
    if (Object.keys(siblings).length) overrides = { ...siblings, ...overrides };
    ref = $ref;
    where = $ref;
    value = getAt(spec.document, $ref);
  }
  if (overrides && isObject(value)) value = { ...value, ...overrides };
  return { value, pointer: where, ref };
}
