/**
 * The locale a Docusaurus config is loaded for, as Docusaurus's loadContext makes it for each
 * locale of a build: the site's i18n resolved for it (core's resolveI18n, which core applies to the
 * mapped config too, so both agree), its translations folder (`<i18n.path>/<its path>`), where its
 * pages go in the output, and the config its plugins and theme see: the locale's `url` and
 * `baseUrl`, and `themeConfig` translated by theme-classic's navbar.json and footer.json when the
 * locale is translated (translate-theme-config.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FolioError, localeOutPath, localizationDir, resolveI18n, type I18nInput, type LocaleConfig, type SiteConfig } from '@folio/core';
import { isRecord } from './entries.ts';
import { classicCanTranslate, classicTranslation, translateThemeConfig, type ClassicTranslate, type TranslationFile } from './translate-theme-config.ts';

export interface SiteLocale {
  /** The site's locales, `currentLocale` the one loaded. */
  i18n: SiteConfig['i18n'];
  /** The current locale's config (label, direction, htmlLang, calendar, path, url, baseUrl, translate). */
  current: LocaleConfig;
  /** Its translations folder, Docusaurus's `localizationDir`. */
  dir: string;
  /** Its folder inside the output folder ('' for the default locale), as Docusaurus's `outDir`. */
  outPath: string;
}

/** The config's `i18n` as core's resolveI18n takes it, when it has the shape (core's validation reports any other). */
function i18nInput(config: Record<string, unknown>): I18nInput | undefined {
  const i18n = config.i18n;
  if (!isRecord(i18n)) return undefined;
  if (i18n.locales !== undefined && !Array.isArray(i18n.locales)) return undefined;
  if (i18n.localeConfigs !== undefined && !isRecord(i18n.localeConfigs)) return undefined;
  return i18n as I18nInput;
}

/** The locale `locale` of the site whose config is `config` (the site's `url` and `baseUrl`, not a locale's). */
export function siteLocale(siteDir: string, config: Record<string, unknown>, locale: string, localizeBaseUrls = true): SiteLocale {
  // Without its trailing slash, as Docusaurus's validation gives it (`https://x.org/` → `https://x.org`).
  const url = typeof config.url === 'string' ? config.url.replace(/\/$/, '') : '';
  const baseUrl = typeof config.baseUrl === 'string' ? config.baseUrl : '/';
  // Core warns of a locale the config does not list, when it resolves the mapped config.
  const i18n = resolveI18n(i18nInput(config), { siteDir, url, baseUrl }, locale, () => {}, localizeBaseUrls);
  const current = i18n.localeConfigs[i18n.currentLocale]!;
  const siteBase = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? baseUrl;
  return { i18n, current, dir: localizationDir(siteDir, i18n), outPath: localeOutPath(siteBase, current.baseUrl) };
}

/** IO: a translation file's messages (`{ id: { message, description } }`), or undefined when there is none. */
export function readTranslationFile(file: string): TranslationFile['content'] | undefined {
  if (!existsSync(file)) return undefined;
  let given: unknown;
  try {
    given = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FolioError(`the translation file is not valid JSON: ${(error as Error).message}`, { file, cause: error });
  }
  if (!isRecord(given) || Object.values(given).some((entry) => !isRecord(entry) || typeof entry.message !== 'string')) {
    throw new FolioError('a translation file holds { "<id>": { "message": "…", "description": "…" } }', { file });
  }
  return given as TranslationFile['content'];
}

/** theme-classic's plugin name: its translation files are in `<locale folder>/docusaurus-theme-classic/`. */
const THEME_CLASSIC_FOLDER = 'docusaurus-theme-classic';

/** IO: the locale's navbar.json and footer.json that exist, when the locale is translated. */
export function themeTranslationFiles(locale: SiteLocale): TranslationFile[] {
  if (!locale.current.translate) return [];
  return ['navbar', 'footer'].flatMap((name) => {
    const content = readTranslationFile(path.join(locale.dir, THEME_CLASSIC_FOLDER, `${name}.json`));
    return content ? [{ path: name, content }] : [];
  });
}

/** theme-classic's own translateThemeConfig, from the installed package (undefined when it has none). */
function classicTranslate(classicDir: string | undefined): ClassicTranslate | undefined {
  if (!classicDir) return undefined;
  try {
    const translate = (createRequire(path.join(classicDir, 'package.json'))('./lib/translations.js') as { translateThemeConfig?: unknown }).translateThemeConfig;
    return typeof translate === 'function' ? (translate as ClassicTranslate) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The config with its `themeConfig` translated for the locale: by the installed theme-classic's
 * function when it can take the config as written, else by the same keys' pure translation.
 */
export function localizedThemeConfig(config: Record<string, unknown>, files: TranslationFile[], classicDir: string | undefined): Record<string, unknown> {
  if (!files.length || !isRecord(config.themeConfig)) return config;
  const themeConfig = config.themeConfig;
  const classic = classicCanTranslate(themeConfig) ? classicTranslate(classicDir) : undefined;
  return { ...config, themeConfig: classic ? classicTranslation(classic, themeConfig, files) : translateThemeConfig(themeConfig, files) };
}
