/**
 * Importing a `docusaurus.config.*` for one locale: the object it gives, as Docusaurus reads it.
 *
 * `docusaurus build` and `docusaurus start` put the locale they load the site for in
 * `process.env.DOCUSAURUS_CURRENT_LOCALE` before the config runs (Docusaurus's "temporary
 * workaround" for translating the config, facebook/docusaurus#4542): a config function, or a
 * config written as an ES module (which jiti transpiles and runs again), reads each locale's. A
 * CommonJS config's body runs once per process, as under Docusaurus 3.10 (jiti 1.21 caches it:
 * measured on tests/fixtures/docusaurus-i18n, `en, en, en`), so it is not run again here either.
 *
 * Loaded for no locale, the config is loaded for its default locale, which only the config says:
 * the one remembered from its last load, else the one written in it (`defaultLocale: 'fr'`), else
 * Docusaurus's default 'en' is tried, and the file is run again under the right one when the
 * config then names another.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError, importSiteModule, settleWithin, SiteModuleError } from '@folio/core';
import { isRecord } from './entries.ts';

/** The variable Docusaurus sets to the locale a config is loaded for. */
const LOCALE_VARIABLE = 'DOCUSAURUS_CURRENT_LOCALE';

/** Each config file's default locale, as its last load gave it. */
const defaultLocales = new Map<string, string>();

export interface ReadConfig {
  value: Record<string, unknown>;
  /** Whether the file exports a function (called, as Docusaurus does). */
  isFunction: boolean;
  /** The locale the config was loaded for (`DOCUSAURUS_CURRENT_LOCALE` while it ran). */
  locale: string;
}

/** The config object `file` gives for `locale` (default: the config's default locale). */
export async function readDocusaurusConfig(file: string, locale?: string): Promise<ReadConfig> {
  if (locale !== undefined) return { ...(await readFor(file, locale)), locale };
  const guess = defaultLocales.get(file) ?? writtenDefaultLocale(readSource(file)) ?? 'en';
  let read = await readFor(file, guess);
  const actual = defaultLocaleOf(read.value);
  if (actual !== guess) read = await readFor(file, actual);
  defaultLocales.set(file, defaultLocaleOf(read.value));
  return { ...read, locale: actual };
}

/** PURE: the config's `i18n.defaultLocale` (Docusaurus's default: 'en'). */
export function defaultLocaleOf(value: Record<string, unknown>): string {
  const i18n = isRecord(value.i18n) ? value.i18n : {};
  return typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
}

/** PURE: the default locale written as a literal in the config's source (`defaultLocale: 'fr'`), if it is. */
export function writtenDefaultLocale(source: string): string | undefined {
  return /\bdefaultLocale\s*:\s*(['"`])([\w-]+)\1/.exec(source)?.[2];
}

function readSource(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

async function readFor(file: string, locale: string): Promise<Omit<ReadConfig, 'locale'>> {
  process.env[LOCALE_VARIABLE] = locale;
  const exported = (await importConfig(file)).default;
  const isFunction = typeof exported === 'function';
  // Bounded: a promise that never settles fails naming the file instead of Node exiting 13 silently.
  const value = isFunction
    ? await settleWithin((exported as () => unknown)(), { file, what: 'the promise the config function returns' })
    : await settleWithin(exported, { file, what: 'the promise the config exports' });
  if (!isRecord(value)) {
    throw new FolioError(`a Docusaurus config must export its config object (or a function or promise giving it); this one gave ${value === null ? 'null' : typeof value}`, { file });
  }
  return { value, isFunction };
}

/** The config module; a missing prism-react-renderer (Folio does not need it) gets its own hint. */
async function importConfig(file: string): Promise<Record<string, unknown>> {
  try {
    return await importSiteModule(file);
  } catch (error) {
    if (error instanceof SiteModuleError && /['"]prism-react-renderer['"]/.test(error.reason)) {
      throw new FolioError(`${path.basename(file)} imports prism-react-renderer, which is not installed`, {
        file: error.file,
        line: error.line,
        column: error.column,
        hint: 'Folio highlights code without it, but the config must load: install it (npm install prism-react-renderer), or remove the import and the themes it gives themeConfig.prism',
        cause: error,
      });
    }
    throw error;
  }
}
