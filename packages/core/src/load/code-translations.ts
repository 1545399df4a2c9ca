/**
 * `virtual:folio/code-translations`: the strings of the locale being built, id → message, which
 * the theme's `translate()` reads: the theme's translations of its strings (the folder its
 * `codeTranslationsUrl()` names, Docusaurus's `<locale>/<name>.json` layout), then the plugins'
 * (`defaultCodeTranslations` hook), then the locale's `code.json` (`<localizationDir>/code.json`,
 * Docusaurus's file, which `folio write-translations` writes), each over the one before, as
 * Docusaurus merges them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { localizationDir } from '../config/i18n.ts';
import { themeCodeTranslationsDir } from '../config/theme-config.ts';
import { readTranslationMessages } from '../io/translation-file.ts';
import type { Context } from '../plugin-api.ts';
import { callHook } from './host.ts';

/**
 * PURE: the locale folders to try, in Docusaurus's order: the locale as written, its language
 * with its likely region (`pt` → `pt-BR`), with its likely script (`zh` → `zh-Hans`), the language.
 */
export function localeFoldersToTry(locale: string): string[] {
  let maximized: Intl.Locale;
  try {
    maximized = new Intl.Locale(locale).maximize();
  } catch {
    return [locale];
  }
  return [...new Set([locale, `${maximized.language}-${maximized.region}`, `${maximized.language}-${maximized.script}`, maximized.language])];
}

/** The messages of the first locale folder of `dir` there is for `locale` (id → message; descriptions left out). */
export function readLocaleFolder(dir: string, locale: string): Record<string, string> {
  const folder = localeFoldersToTry(locale).find((name) => name !== 'base' && existsSync(path.join(dir, name)));
  if (!folder) return {};
  const messages: Record<string, string> = {};
  for (const name of readdirSync(path.join(dir, folder)).filter((file) => file.endsWith('.json')).sort()) {
    const file = path.join(dir, folder, name);
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new FolioError(`the theme's translation file is not valid JSON: ${(error as Error).message}`, { file });
    }
    for (const [id, message] of Object.entries(parsed)) {
      if (typeof message === 'string' && !id.endsWith('___DESCRIPTION')) messages[id] = message;
    }
  }
  return messages;
}

const made = new WeakMap<Context, Promise<Record<string, string>>>();

/** The locale's strings, read once per context (a config loaded for one locale). */
export function siteCodeTranslations(ctx: Context): Promise<Record<string, string>> {
  let messages = made.get(ctx);
  if (!messages) {
    messages = readCodeTranslations(ctx);
    made.set(ctx, messages);
  }
  return messages;
}

async function readCodeTranslations(ctx: Context): Promise<Record<string, string>> {
  const { currentLocale } = ctx.config.i18n;
  const themeDir = await themeCodeTranslationsDir(ctx.siteDir, ctx.config.theme);
  const messages: Record<string, string> = themeDir ? readLocaleFolder(themeDir, currentLocale) : {};
  for (const plugin of ctx.config.plugins) {
    if (plugin.defaultCodeTranslations) Object.assign(messages, await callHook(plugin, 'defaultCodeTranslations', () => plugin.defaultCodeTranslations!(ctx)));
  }
  const file = readTranslationMessages(path.join(localizationDir(ctx.siteDir, ctx.config.i18n), 'code.json'));
  for (const [id, { message }] of Object.entries(file ?? {})) messages[id] = message;
  return messages;
}
