/** A JSON translation file (`current.json`, `options.json`, `code.json`'s shape): id → { message, description }. */
import { existsSync, readFileSync } from 'node:fs';
import { FolioError } from '../errors.ts';
import type { TranslationFileContent } from '../plugin-api.ts';

/** Its messages, or undefined when there is no such file; a file of another shape is an error naming it (and the JSON pointer). */
export function readTranslationMessages(file: string): TranslationFileContent | undefined {
  if (!existsSync(file)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FolioError(`the translation file is not valid JSON: ${(error as Error).message}`, { file });
  }
  const entries = typeof data === 'object' && data !== null && !Array.isArray(data) ? Object.entries(data) : undefined;
  const bad = entries?.find(([, entry]) => typeof (entry as { message?: unknown } | null)?.message !== 'string');
  if (!entries) throw new FolioError('a translation file holds { "<key>": { "message": "…", "description": "…" } }', { file, pointer: '#' });
  if (bad) throw new FolioError(`the translation "${bad[0]}" has no \`message\` string`, { file, pointer: `#/${bad[0].replace(/~/g, '~0').replace(/\//g, '~1')}` });
  return data as TranslationFileContent;
}
