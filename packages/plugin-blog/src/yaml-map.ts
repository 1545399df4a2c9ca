/**
 * The blog's two keyed files, `authors.yml` and `tags.yml` (JSON accepted too): read once, each
 * entry made by a pure function; errors name the file, the key and the field.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { FolioError, log } from '@folio/core';
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
  if (problem) throw new FolioError(`invalid YAML: ${problem.message.split('\n')[0]}`, { file, line: problem.linePos?.[0]?.line, source: text });
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new FolioError('expected a map of keys to entries', { file, line: 1, source: text });
  const entries = new Map<string, T>();
  const lines = text.split(/\r?\n/);
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const line = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`)) + 1 || undefined;
    const fail: FieldError = (field, why) => new FolioError(`\`${key}${field ? `.${field}` : ''}\`: ${why}`, { file, line, source: text });
    entries.set(key, create(key, value, fail));
  }
  return { name, exists: true, entries };
}

/** PURE: a string field, or undefined; anything else is an error naming the field. */
export function stringField(data: Record<string, unknown>, key: string, fail: FieldError): string | undefined {
  const value = data[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw fail(key, `expected a string, got ${Array.isArray(value) ? 'a list' : typeof value}`);
  return value;
}

/** `onInlineTags` / `onInlineAuthors`: what to do about an inline entry when the blog has a map file. */
export function reportInline(level: ReportLevel, message: string): void {
  if (level === 'throw') throw new FolioError(message, { hint: 'add it to the file and use its key, or set the option to "warn" or "ignore"' });
  if (level === 'warn') log.warn(message);
  else if (level === 'log') log.info(message);
}
