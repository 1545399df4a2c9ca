/**
 * The site's locales, resolved as Docusaurus resolves them (its `i18n` config and `localeConfigs`),
 * for the one locale a config is loaded for. Each locale of a build is loaded with its own config
 * (build/locales.ts): its `baseUrl` and `url` are the locale's, `currentLocale` names it.
 *
 * Defaults, as Docusaurus's: a locale's label is its language's name in itself, its direction its
 * script's, its calendar the locale's first; its folder under `i18n/` is its name; `translate` is
 * whether that folder exists; the default locale sits at the site's `baseUrl`, every other at
 * `baseUrl + <locale>/`, unless its config gives a `baseUrl` (a multi-domain site gives `url` too).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import type { LocaleConfig, SiteConfig } from '../plugin-api.ts';

export type LocaleConfigInput = Partial<LocaleConfig>;

export interface I18nInput {
  defaultLocale?: string;
  locales?: string[];
  path?: string;
  localeConfigs?: Record<string, LocaleConfigInput>;
}

/** A locale's label, direction and calendar as Docusaurus infers them (Intl's data, from `htmlLang` when given). */
export function inferredLocaleConfig(locale: string, htmlLang = locale): Pick<LocaleConfig, 'label' | 'direction' | 'htmlLang' | 'calendar' | 'path'> {
  let intlLocale: Intl.Locale;
  try {
    intlLocale = new Intl.Locale(htmlLang);
  } catch {
    throw new FolioError(`\`i18n\`: "${htmlLang}" is not a BCP 47 locale name (en, fr, fr-FR, ...)`, {
      hint: `give \`i18n.localeConfigs['${locale}'].htmlLang\` a valid BCP 47 name`,
    });
  }
  return { label: languageLabel(htmlLang), direction: directionOf(intlLocale), htmlLang, calendar: calendarOf(intlLocale), path: locale };
}

function languageLabel(locale: string): string {
  const parts = locale.split('-');
  for (const candidate of [locale, `${parts[0]}-${parts[1]}`, parts[0]!]) {
    try {
      const name = new Intl.DisplayNames(candidate, { type: 'language', fallback: 'code' }).of(candidate);
      if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    } catch {
      // the next, shorter form
    }
  }
  return locale;
}

type LocaleInfo = Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string }; getCalendars?: () => string[]; calendars?: string[] };

function directionOf(locale: Intl.Locale): 'ltr' | 'rtl' {
  const info = locale as LocaleInfo;
  return (info.getTextInfo?.() ?? info.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
}

function calendarOf(locale: Intl.Locale): string {
  const info = locale as LocaleInfo;
  return locale.calendar ?? (info.getCalendars?.() ?? info.calendars)?.[0] ?? 'gregory';
}

/** Docusaurus's normalizeUrl of `/ + parts + /`: one slash between parts, one at each end. */
function joinBase(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/{2,}/g, '/');
  return joined.endsWith('/') ? joined : `${joined}/`;
}

/**
 * The resolved `i18n` of the config loaded for `currentLocale`. A locale the config does not list is
 * built anyway (Docusaurus warns and goes on: `warn` says it). `localizeBaseUrls` false: no locale's
 * base URL gets its name added (Docusaurus's build of one `--locale`, made for a multi-domain
 * deployment: `build --locale fr` puts fr at the site's base URL).
 */
export function resolveI18n(
  input: I18nInput | undefined,
  site: { siteDir: string; url: string; baseUrl: string },
  currentLocale: string | undefined,
  warn: (message: string) => void,
  localizeBaseUrls = true,
): SiteConfig['i18n'] {
  const defaultLocale = input?.defaultLocale ?? 'en';
  const configured = input?.locales ?? [defaultLocale];
  const current = currentLocale ?? defaultLocale;
  if (!configured.includes(current)) warn(`the locale "${current}" is not in the config's \`i18n.locales\` (${configured.join(', ')}); it is built anyway`);
  const locales = configured.includes(current) ? configured : [...configured, current];
  const folder = input?.path ?? 'i18n';
  const localeConfigs: Record<string, LocaleConfig> = {};
  for (const locale of locales) {
    const given = input?.localeConfigs?.[locale] ?? {};
    const inferred = { ...inferredLocaleConfig(locale, given.htmlLang), ...definedOnly(given) };
    localeConfigs[locale] = {
      ...inferred,
      translate: given.translate ?? existsSync(path.resolve(site.siteDir, folder, inferred.path)),
      url: given.url ?? site.url,
      baseUrl: given.baseUrl !== undefined ? joinBase('/', given.baseUrl, '/') : joinBase('/', site.baseUrl, locale === defaultLocale || !localizeBaseUrls ? '' : locale, '/'),
    };
  }
  return { defaultLocale, locales, currentLocale: current, path: folder, localeConfigs };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Where a locale's pages go inside the output folder, as Docusaurus writes them: its base URL less
 * the site's (`fr/` under `/docs/` for `/docs/fr/`; '' for the default locale). A locale whose base
 * URL does not start with the site's (a multi-domain site) goes under its whole base URL.
 */
export function localeOutPath(siteBaseUrl: string, localeBaseUrl: string): string {
  return (localeBaseUrl.startsWith(siteBaseUrl) ? localeBaseUrl.slice(siteBaseUrl.length) : localeBaseUrl).replace(/^\/+|\/+$/g, '');
}

/** The folder holding a locale's translations: `<siteDir>/<i18n.path>/<localeConfigs[locale].path>`. */
export function localizationDir(siteDir: string, i18n: SiteConfig['i18n'], locale = i18n.currentLocale): string {
  return path.resolve(siteDir, i18n.path, i18n.localeConfigs[locale]?.path ?? locale);
}

/** Where a content plugin reads the locale's translations, and whether it marks what has none. */
export interface ContentLocale {
  /** `<localizationDir>/<i18nFolder>` (absolute), when the locale is translated (`translate`); undefined otherwise. */
  dir?: string;
  /** Pages without a translated file are marked untranslated: a translated locale other than the default, the notice on. */
  markUntranslated: boolean;
}

export function contentLocale(ctx: { siteDir: string; config: Pick<SiteConfig, 'i18n'> }, i18nFolder: string, untranslatedNotice: boolean): ContentLocale {
  const { i18n } = ctx.config;
  if (!(i18n.localeConfigs[i18n.currentLocale]?.translate ?? false)) return { markUntranslated: false };
  return { dir: path.join(localizationDir(ctx.siteDir, i18n), i18nFolder), markUntranslated: untranslatedNotice && i18n.currentLocale !== i18n.defaultLocale };
}
