/**
 * Docusaurus's code translations, `<locale folder>/code.json` (`{ id: { message, description } }`,
 * the locale folder `i18n/<locale>/` unless `i18n.path` or the locale's `path` say otherwise), read
 * at build time for the locale the config is loaded for, whether or not it is translated (as
 * Docusaurus's loadContext reads it). The browser gets `id → message`; `<Translate>` and
 * `translate()` fall back to the message the code gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FolioError } from '@folio/core';

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

/** IO: the site's code translations for `locale` (in `localeDir`, its translations folder), empty when it has no code.json. */
export function readCodeTranslations(siteDir: string, locale: string, localeDir = path.join(siteDir, 'i18n', locale)): Record<string, string> {
  const file = path.join(localeDir, 'code.json');
  if (!fs.existsSync(file)) return {};
  let content: unknown;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FolioError(`code.json is not valid JSON: ${(error as Error).message}`, { file, cause: error });
  }
  return codeMessages(content, file);
}
