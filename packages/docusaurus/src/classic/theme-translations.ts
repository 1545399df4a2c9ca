/**
 * The classic theme's own code translations for the site's locale, as its
 * `getDefaultCodeTranslationMessages()` gives them: @docusaurus/theme-translations' `theme-common`
 * messages (and `theme-search-algolia`'s for a site with Algolia search), read by that package's
 * own reader, which tries the locale, then its region, script and language forms (`zh-Hant` →
 * `zh-Hant`, `zh-TW`, `zh`). The site's code.json goes over them. A site in English gets none (the
 * components' own messages are English).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageDir } from './theme-chain.ts';

type Reader = (options: { locale: string; name: string }) => Promise<Record<string, string>>;

export async function classicCodeTranslations(classicDir: string, locale: string, names: string[]): Promise<Record<string, string>> {
  const dir = packageDir(classicDir, '@docusaurus/theme-translations');
  if (!dir) return {};
  let read: Reader;
  try {
    read = (createRequire(path.join(dir, 'package.json'))('./lib/index.js') as { readDefaultCodeTranslationMessages: Reader }).readDefaultCodeTranslationMessages;
  } catch {
    return {};
  }
  const parts = await Promise.all(names.map((name) => read({ locale, name }).catch(() => ({}))));
  return Object.assign({}, ...parts) as Record<string, string>;
}
