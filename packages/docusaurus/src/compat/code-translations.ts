/**
 * Docusaurus's code translations, `i18n/<locale>/code.json` (`{ id: { message, description } }`),
 * read at build time for the locale Folio builds (the default one). The browser gets `id →
 * message`; `<Translate>` and `translate()` fall back to the message the code gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FolioError } from '@folio/core';

/** The file, relative to the site, that holds `locale`'s code translations. */
export const codeJsonPath = (locale: string) => path.join('i18n', locale, 'code.json');

/** PURE: `id → message` from code.json's parsed content; `file` names it in errors. */
export function codeMessages(content: unknown, file: string): Record<string, string> {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) {
    throw new FolioError('code.json must hold an object of translations: { "<id>": { "message": "…" } }', { file });
  }
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(content)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') throw new FolioError(`code.json: the translation "${id}" has no "message" string`, { file });
    messages[id] = message;
  }
  return messages;
}

/** IO: the site's code translations for `locale`, empty when it has no code.json. */
export function readCodeTranslations(siteDir: string, locale: string): Record<string, string> {
  const file = path.join(siteDir, codeJsonPath(locale));
  if (!fs.existsSync(file)) return {};
  let content: unknown;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FolioError(`code.json is not valid JSON: ${(error as Error).message}`, { file, cause: error });
  }
  return codeMessages(content, file);
}
