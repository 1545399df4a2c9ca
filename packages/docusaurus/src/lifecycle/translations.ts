/**
 * Docusaurus's i18n hooks for the locale the config is loaded for (each locale of a build has its
 * own plugins, as in Docusaurus), as Docusaurus runs them after a plugin's loadContent:
 * - when the locale is translated (its `localeConfigs[locale].translate`, else whether the site
 *   has `i18n/<locale>/`): the plugin's `getTranslationFiles({ content })`, each file's messages
 *   overridden by the site's `i18n/<locale>/<plugin name>[-<id>]/<path>.json`; then
 *   `translateContent({ content, translationFiles })` gives the content the other hooks get, and
 *   `translateThemeConfig({ themeConfig, translationFiles })` is merged into the config's
 *   `themeConfig` the plugins see;
 * - always: `getDefaultCodeTranslationMessages()`, the plugin's default code translations
 *   (`id → message`), under the site's own `code.json`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hook } from './call-hook.ts';
import type { PluginInstance } from './instantiate.ts';
import { readTranslationFile } from '../locale.ts';
import type { TranslationFile } from '../translate-theme-config.ts';

/** What the translation hooks need of the site (post-build.ts's LifecycleSite has it). */
export interface TranslationSite {
  siteDir: string;
  i18n: Record<string, unknown>;
  /** The config plugins see: translateThemeConfig's slice is merged into its themeConfig. */
  siteConfig: Record<string, unknown>;
}

/** The locale's folder under i18n/ (its `path`, else its name) and whether it is translated. */
export function localeTranslation(site: Pick<TranslationSite, 'siteDir' | 'i18n'>): { dir: string; translate: boolean } {
  const locale = String(site.i18n.currentLocale ?? site.i18n.defaultLocale ?? 'en');
  const config = ((site.i18n.localeConfigs ?? {}) as Record<string, { path?: string; translate?: boolean }>)[locale] ?? {};
  const dir = path.resolve(site.siteDir, String(site.i18n.path ?? 'i18n'), config.path ?? locale);
  return { dir, translate: config.translate ?? existsSync(dir) };
}

/** PURE: the file of a plugin's translation file under the locale's folder (Docusaurus's getPluginI18nPath). */
export function translationFilePath(localeDir: string, instance: Pick<PluginInstance, 'name' | 'id'>, file: string): string {
  const folder = instance.id === 'default' ? instance.name : `${instance.name}-${instance.id}`;
  return path.join(localeDir, folder, file.endsWith('.json') ? file : `${file}.json`);
}

/** The translation file with the site's messages over the plugin's defaults. */
function localized(localeDir: string, instance: PluginInstance, file: TranslationFile): TranslationFile {
  const given = readTranslationFile(translationFilePath(localeDir, instance, file.path));
  return given ? { path: file.path, content: { ...file.content, ...given } } : file;
}

/** The plugin's content after its translation hooks, when the locale is translated; its themeConfig slice merged into the site config's. */
export async function translatedContent(instance: PluginInstance, content: unknown, site: TranslationSite): Promise<unknown> {
  const { dir, translate } = localeTranslation(site);
  if (!translate) return content;
  const files = ((await hook(instance, 'getTranslationFiles', { content })) ?? []) as TranslationFile[];
  const translationFiles = files.map((file) => localized(dir, instance, file));
  const translated = typeof instance.hooks.translateContent === 'function' ? ((await hook(instance, 'translateContent', { content, translationFiles })) ?? content) : content;
  if (typeof instance.hooks.translateThemeConfig === 'function') {
    const themeConfig = ((site.siteConfig.themeConfig ??= {}) as Record<string, unknown>);
    Object.assign(themeConfig, (await hook(instance, 'translateThemeConfig', { themeConfig, translationFiles })) ?? {});
  }
  return translated;
}

/** The plugin's default code translations (`id → message`), none when it has no such hook. */
export async function defaultCodeTranslations(instance: PluginInstance): Promise<Record<string, string>> {
  const messages = (await hook(instance, 'getDefaultCodeTranslationMessages', undefined)) ?? {};
  if (typeof messages !== 'object' || messages === null) return {};
  return Object.fromEntries(Object.entries(messages as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
