/**
 * The locales of a build that share one bundle (bundle-locales.ts), and the steps 4 to 8 of such a
 * group: every locale compiled and its bundler-free chunks written, the group bundled once, then
 * each locale prerendered, given its static files and post-built in turn, its content let go after.
 */
import type { Settings } from '../settings.ts';
import { buildAlone, finishLocale, prepareLocale, type PreparedLocale } from './build-locale.ts';
import path from 'node:path';
import { log } from '../log.ts';
import type { LocaleWritesClash, WritesByFile } from '../vite/locale-writes-plugin.ts';
import type { Bundles } from './bundle.ts';
import { bundleLocales, type SiteOutput } from './bundle-locales.ts';
import { loadContent, releaseContent, type BuiltLocale, type LoadedLocale } from './locales.ts';
import { folderState, localeWritesDirs, putBack, writesSince, type LocaleWrites } from './locale-writes.ts';
import type { BuildOutput } from './output.ts';
import type { SiteConfig } from '../plugin-api.ts';

/**
 * PURE: the locales in groups that share a bundle, in build order: those on the site's domain
 * (`siteUrl`: the bundle is in the site's folder), whatever their direction (a right-to-left
 * locale's pages name the mirrored twins of the stylesheets: vite/rtl-twins.ts), unless a plugin
 * of theirs bundles per locale; every other locale is a group of its own.
 */
export function bundleGroups<L extends Pick<LoadedLocale, 'name' | 'ctx'>>(locales: L[], siteUrl: string): L[][] {
  const groups = new Map<string, L[]>();
  for (const [index, locale] of locales.entries()) {
    const { config } = locale.ctx;
    const own = locales.length < 2 || config.url !== siteUrl || config.plugins.some((plugin) => plugin.bundlePerLocale);
    const key = own ? `#${index}` : config.url;
    const group = groups.get(key);
    if (group) group.push(locale);
    else groups.set(key, [locale]);
  }
  return [...groups.values()];
}

/**
 * The routes whose content (route table, props, compiled pages) a build holds at once for a shared
 * bundle: about 50 KB each (the bench corpus), so a group of large locales is bundled in parts.
 */
const SHARED_BUNDLE_ROUTES = 5000;

/**
 * A group of locales built with shared bundles; `site`: the output's top folder and base URL. The
 * locales are loaded and compiled in turn until they hold SHARED_BUNDLE_ROUTES routes, then
 * bundled together and rendered; the next part gets a bundle of its own. What each wrote where
 * plugins write per locale (locale-writes.ts) is its own in the bundle (vite/locale-writes-plugin.ts).
 */
export async function buildLocaleGroup(group: LoadedLocale[], output: BuildOutput, site: Pick<SiteOutput, 'baseUrl'>, settings: Settings): Promise<BuiltLocale[]> {
  const limit = settings.sharedBundleRoutes ?? SHARED_BUNDLE_ROUTES;
  const built: BuiltLocale[] = [];
  let part: PartLocale[] = [];
  let routes = 0;
  for (const [index, locale] of group.entries()) {
    const dirs = localeWritesDirs(locale.ctx.config);
    const before = folderState(dirs);
    await loadContent(locale, output);
    const writes = writesSince(dirs, before);
    routes += locale.site.routes.length;
    part.push({ locale, writes, ready: await prepareLocale(locale, output.forLocale(locale.outPath, locale.name), settings, true) });
    if (routes < limit && index < group.length - 1) continue;
    built.push(...(await buildPart(part, output, site, settings, index === group.length - 1)));
    part = [];
    routes = 0;
  }
  return built;
}

/** A locale of a part: loaded, compiled, and what it wrote where plugins write per locale. */
interface PartLocale {
  locale: LoadedLocale;
  ready: PreparedLocale | undefined;
  writes: LocaleWrites;
}

/**
 * One bundle for the locales of `part`, then each rendered, post-built and let go in turn; the
 * files each wrote per locale are on disk for the bundle and for its own postBuild.
 */
async function buildPart(part: PartLocale[], output: BuildOutput, site: Pick<SiteOutput, 'baseUrl'>, settings: Settings, last: boolean): Promise<BuiltLocale[]> {
  const names = part.map(({ locale }) => locale.name);
  for (const { writes } of part) putBack(writes);
  const toBundle = part.map(({ locale, ready }) => ({ ...ready!, name: locale.name }));
  const siteOutput = { tmpDir: output.tmpDir, serverDir: output.serverDir, baseUrl: site.baseUrl };
  let clash: LocaleWritesClash | undefined;
  const apart = { writes: writesByFile(part), onClash: (found: LocaleWritesClash) => void (clash ??= found) };
  let bundles: Map<string, Bundles> | undefined;
  try {
    bundles = await part[0]!.locale.step(`bundle client+server (one for ${names.join(', ')})`, () => bundleLocales(toBundle, siteOutput, bundleKey(names), apart));
  } catch (error) {
    if (!clash) throw error;
    const { file, importer } = clash as LocaleWritesClash;
    const shown = (file: string) => (path.isAbsolute(file) ? path.relative(part[0]!.locale.ctx.siteDir, file) : file);
    log.info(`  ${shown(importer)} imports ${shown(file)}, which the locales wrote differently: each is bundled on its own`);
  }
  const built: BuiltLocale[] = [];
  for (const [index, entry] of part.entries()) {
    putBack(entry.writes);
    const { name } = entry.locale;
    const own = bundles?.get(name) ?? (await entry.locale.step(`bundle client+server (one for ${name})`, () => bundleLocales([toBundle[index]!], siteOutput, bundleKey([name])))).get(name)!;
    built.push(await finishLocale(entry.locale, entry.ready!, own, settings));
    entry.ready = undefined; // its state, compiled pages and chunks are garbage once it is rendered
    toBundle[index] = undefined as never;
    bundles?.delete(name);
    releaseContent(entry.locale, !last || index < part.length - 1);
  }
  return built;
}

/** The folder name of a bundle's server files: its locales'. */
const bundleKey = (names: string[]) => names.join('+').replace(/[^A-Za-z0-9+_-]/g, '_');

/** PURE: what the locales of a part wrote, by file and locale. */
export function writesByFile(part: Array<Pick<PartLocale, 'writes'> & { locale: Pick<LoadedLocale, 'name'> }>): WritesByFile {
  const byFile: WritesByFile = new Map();
  for (const { locale, writes } of part) {
    for (const [file, bytes] of writes) {
      let byLocale = byFile.get(file);
      if (!byLocale) byFile.set(file, (byLocale = new Map()));
      byLocale.set(locale.name, bytes);
    }
  }
  return byFile;
}

/** Every locale compiled, bundled (alone or with the others of its group), rendered and post-built. */
export async function buildLocales(locales: LoadedLocale[], output: BuildOutput, config: SiteConfig, settings: Settings): Promise<Map<LoadedLocale, BuiltLocale>> {
  const built = new Map<LoadedLocale, BuiltLocale>();
  for (const group of bundleGroups(locales, config.url)) {
    const done = group.length > 1 ? await buildLocaleGroup(group, output, config, settings) : [await buildAlone(group[0]!, output, settings, locales)];
    group.forEach((locale, index) => built.set(locale, done[index]!));
  }
  return built;
}
