/**
 * Which locales a build makes, in which order, and where each goes: every locale of the config
 * (or those `--locale` names), the default one first, as `docusaurus build` orders them. Two
 * locales writing into one folder would overwrite each other's pages: refused, naming both.
 */
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { loadConfig } from '../config/config.ts';
import { localeOutPath } from '../config/i18n.ts';
import { createContext, loadSite } from '../load/site.ts';
import { log } from '../log.ts';
import type { Context, SiteConfig } from '../plugin-api.ts';
import type { LoadedSite } from '../load/state.ts';
import type { Step } from './post-build.ts';
import { existsSync } from 'node:fs';
import { writeOutputFile } from '../io/fs-errors.ts';
import { collectGarbage } from '../io/collect-garbage.ts';
import { sitemapIndexXml } from './sitemap.ts';
import { routeKey } from '../client/paths.ts';
import type { OtherLocale } from './check-links.ts';
import { reportBrokenLinks, type CheckedPage } from './broken-links.ts';
export type { OtherLocale } from './check-links.ts';
import type { ShardLocale } from './build-shards.ts';
import { laterNestedFolders, withoutNestedRoutes } from './nested-locales.ts';

/** The sitemap index a translated site gets beside its default locale's sitemap (see writeSitemapIndex). */
export const SITEMAP_INDEX = 'sitemap_index.xml';

/**
 * With more than one locale built: `sitemap_index.xml` at the top of the output, listing each
 * locale's sitemap on the site's domain (a sitemap index may only list sitemaps of its own host;
 * a locale on a domain of its own keeps its sitemap for that domain).
 */
export function writeSitemapIndex(locales: LoadedLocale[], tmpDir: string): void {
  const top = locales.find((locale) => locale.outPath === '') ?? locales[0];
  if (locales.length < 2 || !top) return;
  const urls = locales
    .filter(({ ctx, outPath }) => ctx.config.sitemap !== false && ctx.config.url === top.ctx.config.url && existsSync(path.join(tmpDir, outPath, ctx.config.sitemap.filename)))
    .map(({ ctx }) => `${ctx.config.url}${ctx.config.baseUrl}${(ctx.config.sitemap as { filename: string }).filename}`);
  if (urls.length > 1) writeOutputFile(path.join(tmpDir, SITEMAP_INDEX), sitemapIndexXml(urls));
}

export function localesToBuild(config: Pick<SiteConfig, 'i18n'>, asked: string[] | undefined): string[] {
  const { defaultLocale, locales } = config.i18n;
  const wanted = asked && asked.length ? [...new Set(asked)] : locales;
  return wanted.includes(defaultLocale) ? [defaultLocale, ...wanted.filter((locale) => locale !== defaultLocale)] : wanted;
}

export function assertDistinctOutPaths(locales: { name: string; outPath: string; ctx: { config: Pick<SiteConfig, 'outDir'> } }[]): void {
  const seen = new Map<string, string>();
  for (const { name, outPath } of locales) {
    const other = seen.get(outPath);
    if (other !== undefined) {
      const folder = path.join(locales[0]!.ctx.config.outDir, outPath);
      throw new FolioError(`the locales "${other}" and "${name}" would both be written to ${folder}${path.sep}`, {
        hint: 'a locale whose `baseUrl` does not add a folder to the site\'s (a multi-domain site) is built on its own: `folio build --locale <locale> --out-dir <folder>`',
      });
    }
    seen.set(outPath, name);
  }
}

/** One locale of a build: its config, context and content, and where its pages go in the output. */
export interface LoadedLocale {
  name: string;
  ctx: Context;
  site: LoadedSite;
  /** Its folder inside the output ('' for the default locale). */
  outPath: string;
  step: Step;
  reported: <T>(name: string, run: () => Promise<T>, describe: (result: T) => string) => Promise<T>;
  /** Its routes' keys, once its content is loaded (the other locales' link checks read them). */
  routeKeys?: Set<string>;
  /** The folders of the locales built after it inside its own (nested-locales.ts): its pages there are left out. */
  nested?: { folder: string; locale: string }[];
}

const NO_CONTENT: LoadedSite = { plugins: [], routes: [], globalData: {}, outputs: [] };

/**
 * Once a locale is built: what its plugins loaded is let go (the last steps read only its config
 * and route paths), and collected before `another` locale allocates its own (io/collect-garbage.ts).
 */
export function releaseContent(locale: LoadedLocale, another: boolean): void {
  locale.site = NO_CONTENT;
  if (another) collectGarbage();
}

/**
 * Every locale's config, before any is built (the default locale first, as Docusaurus builds
 * them), each loaded as Docusaurus loads it. Each locale's content is then loaded just before it
 * is built (loadContent): a Docusaurus plugin writes its data files into one folder for every
 * locale (`.docusaurus/`), so a locale's must be there while that locale builds.
 */
export async function loadLocales(siteDir: string, config: SiteConfig, options: { configFile?: string | undefined; locales?: string[] | undefined }, step: Step): Promise<LoadedLocale[]> {
  const names = localesToBuild(config, options.locales);
  const prefixed = names.length > 1;
  const loaded: LoadedLocale[] = [];
  for (const name of names) {
    const localeStep: Step = prefixed ? (label, run) => step(`${name}: ${label}`, run) : step;
    const reported: LoadedLocale['reported'] = async (label, run, describe) => {
      const result = await localeStep(label, run);
      log.info(describe(result));
      return result;
    };
    // One --locale: built at the site's base URL, as Docusaurus builds it (for a multi-domain deployment).
    const localizeBaseUrls = options.locales?.length !== 1;
    const localeConfig = name === config.i18n.currentLocale ? config : await localeStep('config', () => loadConfig(siteDir, options.configFile, { locale: name, localizeBaseUrls }));
    const ctx = createContext(siteDir, localeConfig, 'build');
    loaded.push({ name, ctx, site: NO_CONTENT, outPath: localeOutPath(config.baseUrl, localeConfig.baseUrl), step: localeStep, reported });
  }
  assertDistinctOutPaths(loaded);
  for (const [index, locale] of loaded.entries()) locale.nested = laterNestedFolders(loaded, index);
  return loaded;
}

/** A locale's content, loaded (and checked against the output folder) just before it is built. */
export async function loadContent(locale: LoadedLocale, output: { start(loaded: { site: LoadedSite; ctx: Context }[]): Promise<void> }): Promise<void> {
  const loaded = await locale.step('load content', () => loadSite(locale.ctx));
  const { baseUrl, trailingSlash } = locale.ctx.config;
  const site = { ...loaded, routes: withoutNestedRoutes(loaded.routes, { name: locale.name, outPath: locale.outPath, baseUrl, trailingSlash }, locale.nested ?? []) };
  locale.site = site;
  locale.routeKeys = new Set(site.routes.filter((route) => !route.catchAll).map((route) => routeKey(route.path)));
  await output.start([{ site, ctx: locale.ctx }]);
}

/** The other locales of the build (on this one's domain), for the link check: their base URLs and routes. */
export function otherLocales(locales: LoadedLocale[], current: LoadedLocale): OtherLocale[] {
  return locales
    .filter((locale) => locale !== current && locale.ctx.config.url === current.ctx.config.url)
    .map((locale) => ({ baseUrl: locale.ctx.config.baseUrl, routes: locale.routeKeys ?? new Set() }));
}

/** ' (3 locales: en, fr, ar)' for the build's last line; '' for one locale. */
export function localesBuilt(locales: { name: string }[]): string {
  return locales.length > 1 ? ` (${locales.length} locales: ${locales.map((locale) => locale.name).join(', ')})` : '';
}

/** One locale built: its page count, its render cache kept once the output is swapped in, its compile cache being written, its links' check. */
export type BuiltLocale = { pages: number; finish: () => void; flushed: Promise<void>; checkLinks: (others: OtherLocale[]) => void; shard?: ShardLocale };

/**
 * A built locale, made in a scope of its own: a closure made where the locale was built would keep
 * that whole scope (its bundles, compiled pages, route data) alive until the last locale is built.
 */
export function builtLocale(pages: CheckedPage[], finish: () => void, flushed: Promise<void>, outDir: string, config: SiteConfig): BuiltLocale {
  return { pages: pages.length, finish, flushed, checkLinks: (others) => reportBrokenLinks(pages, outDir, config, others) };
}
