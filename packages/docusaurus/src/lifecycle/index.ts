/**
 * Docusaurus plugins Folio has no equivalent for, run unchanged through Docusaurus's lifecycle:
 * made (instantiate.ts) in the config's order, then handed to Folio as plugins (folio-plugins.ts).
 * Their `getClientModules()` join the site's client modules, their `extendCli` commands Folio's
 * (extend-cli.ts). Two instances of one plugin with the same id are refused, as Docusaurus refuses
 * them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildWriteDir, FolioError, inferredLocaleConfig, type Plugin } from '@folio/core';
import { instanceThemePath, instantiate, type LifecycleEntry, type PluginInstance } from './instantiate.ts';
import { expandEntries } from './presets.ts';
import type { RankedThemePath } from '../lifecycle-entry.ts';
import { translateBundlerHooks } from './configure-webpack.ts';
import { lifecyclePlugins } from './folio-plugins.ts';
import { loadContext, type LifecycleSite } from './post-build.ts';
import { officialInstances } from './folio-official.ts';
import { defaultCodeTranslations } from './translations.ts';
import { packageDir } from '../classic/theme-chain.ts';
import type { SiteLocale } from '../locale.ts';

export type { LifecycleEntry } from './instantiate.ts';

export interface LifecycleInput {
  siteDir: string;
  configFile: string;
  /** The config object the file gave. */
  config: Record<string, unknown>;
  docusaurusTheme: boolean;
  /** The locale the config is loaded for (default: the default locale, at the config's URL and base URL). */
  locale?: SiteLocale;
}

function siteVersion(siteDir: string): string | undefined {
  try {
    return JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * The config as Docusaurus hands it to plugins: validated by the site's own @docusaurus/core, so
 * that every default is there (`markdown.parseFrontMatter`, `i18n`, `future`); functions kept.
 * Without Docusaurus installed (or if it refuses the config, which the theme then reports), as given.
 */
function docusaurusSiteConfig(input: LifecycleInput): Record<string, unknown> {
  const core = packageDir(input.siteDir, '@docusaurus/core');
  if (!core) return input.config;
  try {
    const { validateConfig } = createRequire(path.join(core, 'package.json'))('./lib/server/configValidation.js');
    return validateConfig(input.config, input.configFile) as Record<string, unknown>;
  } catch {
    return input.config;
  }
}

const memo = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

/**
 * `context.i18n` for the locale loaded, as the site's Docusaurus makes it (each locale's full
 * config: label, direction, htmlLang, calendar, path, and from 3.9 translate, url, baseUrl), through
 * its own loadI18n, whose arguments changed in 3.9; without Docusaurus installed, core's resolution
 * of the same config (../locale.ts), else the config's locales with Intl's defaults.
 */
async function docusaurusI18n(siteDir: string, config: Record<string, unknown>, locale: SiteLocale | undefined): Promise<LifecycleSite['i18n']> {
  const i18n = (config.i18n ?? {}) as Record<string, unknown>;
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const currentLocale = locale?.i18n.currentLocale ?? defaultLocale;
  const core = packageDir(siteDir, '@docusaurus/core');
  if (core && typeof i18n.localeConfigs === 'object') {
    try {
      const { loadI18n } = createRequire(path.join(core, 'package.json'))('./lib/server/i18n.js') as { loadI18n: (...args: unknown[]) => Promise<LifecycleSite['i18n']> };
      return await (loadI18n.length >= 2 ? loadI18n(config, { locale: currentLocale }) : loadI18n({ siteDir, config, currentLocale }));
    } catch {
      // The config as given below.
    }
  }
  // Core's resolution of the same config, else the config's locales with Intl's defaults.
  if (locale) return locale.i18n as unknown as LifecycleSite['i18n'];
  const locales = Array.isArray(i18n.locales) ? (i18n.locales as string[]) : [defaultLocale];
  const given = (i18n.localeConfigs ?? {}) as Record<string, Record<string, unknown>>;
  const localeConfigs = Object.fromEntries(locales.map((name) => [name, { ...defaultLocaleConfig(name), ...given[name] }]));
  return { defaultLocale, locales, path: typeof i18n.path === 'string' ? i18n.path : 'i18n', currentLocale, localeConfigs };
}

/** A locale's config as Docusaurus infers it (core's inferredLocaleConfig); a name that is not BCP 47 gets the code itself, left to right. */
export function defaultLocaleConfig(locale: string): Record<string, string> {
  try {
    return { ...inferredLocaleConfig(locale) };
  } catch {
    // Not a BCP 47 name: Docusaurus refuses it when it builds; plugins get the defaults.
    return { label: locale, direction: 'ltr', htmlLang: locale, calendar: 'gregory', path: locale };
  }
}

/**
 * The site as the locale's plugins see it: Docusaurus's context replaces the config's `url` and
 * `baseUrl` with the locale's, and writes the locale's pages in its own folder of the output.
 */
function siteOf(input: LifecycleInput, validated: Record<string, unknown>, i18n: LifecycleSite['i18n']): LifecycleSite {
  const locale = input.locale?.current;
  const config = locale ? { ...validated, url: locale.url, baseUrl: locale.baseUrl } : validated;
  return {
    siteDir: input.siteDir,
    siteConfigPath: input.configFile,
    siteConfig: config,
    baseUrl: typeof config.baseUrl === 'string' ? config.baseUrl : '/',
    // Docusaurus's own: plugins that name `.docusaurus/<plugin>` themselves (answer-website's
    // blog plugin) find their files; the dev server serves it, as any folder of the site.
    generatedFilesDir: path.join(input.siteDir, '.docusaurus'),
    // A build writes into a temporary folder before it replaces build/: plugins that keep
    // `context.outDir` from when they were made write into the new output, not the old one.
    outDir: path.join(buildWriteDir(input.siteDir, 'build')?.writeDir ?? path.resolve(input.siteDir, 'build'), input.locale?.outPath ?? ''),
    i18n,
    docusaurusTheme: input.docusaurusTheme,
    // Asked for after the build or by allContentLoaded only: reading them loads the site's Docusaurus plugins.
    official: memo(() => officialInstances(input.config, input.siteDir)),
  };
}

const EXTENSIONS = ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.tsx'];

/** A module path written without its extension (`lib/zoom`), as webpack finds it: the file, or the folder's index. */
function withExtension(file: string): string {
  if (!path.isAbsolute(file) || existsSync(file) && statSync(file).isFile()) return file;
  const found = [...EXTENSIONS.map((extension) => file + extension), ...EXTENSIONS.map((extension) => path.join(file, `index${extension}`))].find((candidate) => existsSync(candidate));
  return found ?? file;
}

function checkUniqueIds(instances: PluginInstance[]): void {
  const seen = new Map<string, PluginInstance>();
  for (const instance of instances) {
    const key = `${instance.name}#${instance.id}`;
    const earlier = seen.get(key);
    if (earlier) {
      throw new FolioError(`\`${earlier.where}\` and \`${instance.where}\` are both the plugin "${instance.name}" with the id "${instance.id}"`, {
        hint: 'give each instance its own `id` option, as Docusaurus requires',
      });
    }
    seen.set(key, instance);
  }
}

/**
 * Notices of what a plugin's configureWebpack adds that Vite does not get (read here with no
 * content; the build runs it again with the content: configure-webpack.ts). Every other hook is
 * run; `postStart`, which Docusaurus 3 declares in no type and never calls, is not called either.
 */
function bundlerNoticesOf(instances: PluginInstance[], siteDir: string, generatedFilesDir: string): string[] {
  return instances.flatMap((instance) => bundlerNotices(instance, siteDir, generatedFilesDir).map((notice) => `\`${instance.where}\` (${instance.name}): ${notice}`));
}

/** What Vite will not get of a plugin's configureWebpack; none said when it needs its content to run (the build runs it with the content). */
function bundlerNotices(instance: PluginInstance, siteDir: string, generatedFilesDir: string): string[] {
  try {
    return translateBundlerHooks(instance, undefined, siteDir, generatedFilesDir).notices;
  } catch {
    return [];
  }
}

/**
 * The plugins, made; their Folio plugins, the client modules they add, their default code
 * translations (`getDefaultCodeTranslationMessages`, merged in the config's order: the site's own
 * code.json goes over them, as in Docusaurus) and notices.
 */
export async function createLifecyclePlugins(
  entries: LifecycleEntry[],
  input: LifecycleInput,
): Promise<{ plugins: Plugin[]; clientModules: string[]; codeTranslations: Record<string, string>; notices: string[]; themePaths: RankedThemePath[] }> {
  if (!entries.length) return { plugins: [], clientModules: [], codeTranslations: {}, notices: [], themePaths: [] };
  const config = docusaurusSiteConfig(input);
  const site = siteOf(input, config, await docusaurusI18n(input.siteDir, config, input.locale));
  const context = loadContext(site, siteVersion(input.siteDir));
  const presetNotices: string[] = [];
  const instances: PluginInstance[] = [];
  // Third-party presets called, every entry in Docusaurus's order (presets.ts).
  for (const entry of await expandEntries(entries, input.siteDir, context, presetNotices)) {
    const instance = await instantiate(entry, input.siteDir, context);
    if (instance) instances.push(instance);
  }
  checkUniqueIds(instances);
  const clientModules = instances.flatMap((instance) => {
    const fn = instance.hooks.getClientModules;
    return typeof fn === 'function' ? ((fn.call(instance.hooks) as string[]) ?? []).map((file) => withExtension(path.resolve(instance.dir, file))) : [];
  });
  const codeTranslations = Object.assign({}, ...(await Promise.all(instances.map((instance) => defaultCodeTranslations(instance))))) as Record<string, string>;
  const notices = [...presetNotices, ...bundlerNoticesOf(instances, input.siteDir, site.generatedFilesDir)];
  // Their getThemePath folders, placed in Docusaurus's theme chain by ../index.ts (classic/theme-chain.ts's withPluginThemes).
  const themePaths = instances.flatMap((instance) => instanceThemePath(instance) ?? []);
  return { plugins: lifecyclePlugins(instances, site, notices), clientModules, codeTranslations, notices, themePaths };
}
