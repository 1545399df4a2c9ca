/**
 * Translation staleness: which revision of its source a translated file translates. A revision is
 * the source file's hash (`sourceHash`: sha256 of its bytes, the first 16 hex digits). It is
 * recorded in the translated file's front matter (`translated_from: <hash>`) or else in the
 * locale's `translations.lock.json`:
 *
 *     { "version": 1, "files": { "<translated file, relative to the locale's folder>": { "source": "<source, relative to the site>", "hash": "<hash>" } } }
 *
 * with keys sorted, so that it diffs well. `folio translations mark` writes the records,
 * `folio translations status` reads them; a plugin shows a page's state with `translationState`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { writeFileAtomic } from '../write-atomic.ts';

export const TRANSLATION_LOCK_FILE = 'translations.lock.json';

export interface TranslationRecordEntry {
  /** The source file, relative to the site (posix slashes). */
  source: string;
  hash: string;
}

/** A locale's lock file: `dir` is the locale's folder (localizationDir), `files` keyed by translated file relative to it. */
export interface TranslationRecord {
  dir: string;
  files: Record<string, TranslationRecordEntry>;
}

export type TranslationState = 'current' | 'stale' | 'unrecorded';

const HASH = /^[0-9a-f]{16}$/;

export function sourceHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/** PURE: the lock file's records, checked; errors name the file and the JSON pointer of what is wrong. */
export function parseTranslationLock(text: string, file: string): Record<string, TranslationRecordEntry> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new FolioError(`the translation lock file is not valid JSON: ${(error as Error).message}`, { file, pointer: '#', hint: 'fix it, or delete it and run `folio translations mark` again' });
  }
  const fail = (pointer: string, what: string) => new FolioError(`invalid translation lock file: ${what}`, { file, pointer, hint: `it holds { "version": 1, "files": { "<translated file>": { "source": "<source file>", "hash": "<16 hex digits>" } } }` });
  if (!isRecord(parsed)) throw fail('#', 'it must hold an object');
  if (parsed.version !== 1) throw fail('#/version', `"version" must be 1, not ${JSON.stringify(parsed.version)}`);
  if (!isRecord(parsed.files)) throw fail('#/files', '"files" must be an object');
  for (const [translated, entry] of Object.entries(parsed.files)) {
    const at = `#/files/${translated.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!isRecord(entry)) throw fail(at, 'each file must be an object { "source", "hash" }');
    if (typeof entry.source !== 'string') throw fail(`${at}/source`, '"source" must be a string');
    if (typeof entry.hash !== 'string' || !HASH.test(entry.hash)) throw fail(`${at}/hash`, '"hash" must be 16 lowercase hex digits');
  }
  return parsed.files as Record<string, TranslationRecordEntry>;
}

/** PURE: the lock file's text, keys sorted. */
export function formatTranslationLock(files: Record<string, TranslationRecordEntry>): string {
  const sorted = Object.fromEntries(Object.keys(files).sort().map((key) => [key, { source: files[key]!.source, hash: files[key]!.hash }]));
  return `${JSON.stringify({ version: 1, files: sorted }, null, 2)}\n`;
}

/** The locale's records (none when it has no lock file). */
export function readTranslationRecord(localizationDir: string): TranslationRecord {
  const file = path.join(localizationDir, TRANSLATION_LOCK_FILE);
  return { dir: localizationDir, files: existsSync(file) ? parseTranslationLock(readFileSync(file, 'utf8'), file) : {} };
}

export function writeTranslationRecord(record: TranslationRecord): void {
  writeFileAtomic(path.join(record.dir, TRANSLATION_LOCK_FILE), formatTranslationLock(record.files));
}

/** The translated file's key in its locale's records: its path relative to the locale's folder. */
export function recordKey(record: Pick<TranslationRecord, 'dir'>, translatedFile: string): string {
  return path.relative(record.dir, translatedFile).split(path.sep).join('/');
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const REVISION_LINE = /^translated_from:[ \t]*(["']?)([^"'\s#]*)\1[ \t]*(?:#.*)?$/m;

/** PURE: the front matter's `translated_from`, if the text has one. */
export function frontMatterRevision(text: string): string | undefined {
  const block = FRONT_MATTER.exec(text)?.[1];
  return block === undefined ? undefined : REVISION_LINE.exec(block)?.[2];
}

/** PURE: the text with its front matter's `translated_from` set to `hash`; undefined when it has no such key. */
export function withFrontMatterRevision(text: string, hash: string): string | undefined {
  const match = FRONT_MATTER.exec(text);
  if (!match || !REVISION_LINE.test(match[1]!)) return undefined;
  const block = match[1]!.replace(REVISION_LINE, `translated_from: ${hash}`);
  return text.slice(0, match.index) + match[0].replace(match[1]!, () => block) + text.slice(match.index + match[0].length);
}

/** The revision recorded for a translated file: its front matter's, else its locale's lock file's. */
export function recordedRevision(record: TranslationRecord, translatedFile: string): string | undefined {
  return frontMatterRevision(readFileSync(translatedFile, 'utf8')) ?? record.files[recordKey(record, translatedFile)]?.hash;
}

/**
 * Whether `translatedFile` translates the current revision of `sourceFile` ('current'), an older
 * one ('stale'), or has no record ('unrecorded'). Both files must exist.
 */
export function translationState(record: TranslationRecord, sourceFile: string, translatedFile: string): TranslationState {
  const recorded = recordedRevision(record, translatedFile);
  if (recorded === undefined || recorded === '') return 'unrecorded';
  return recorded === sourceHash(sourceFile) ? 'current' : 'stale';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
