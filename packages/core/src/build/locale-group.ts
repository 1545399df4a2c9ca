/**
 * The locales of a build that share one bundle (bundle-locales.ts), and the steps 4 to 8 of such a
 * group: every locale compiled and its bundler-free chunks written, the group bundled once, then
 * each locale prerendered, given its static files and post-built in turn, its content let go after.
 */
import type { Settings } from '../settings.ts';
import { finishLocale, prepareLocale, type PreparedLocale } from './build-locale.ts';
import { bundleLocales, type SiteOutput } from './bundle-locales.ts';
import { loadContent, releaseContent, type BuiltLocale, type LoadedLocale } from './locales.ts';
import type { BuildOutput } from './output.ts';

/**
 * PURE: the locales in groups that share a bundle, in build order: those on the site's domain
 * (`siteUrl`: the bundle is in the site's folder) with the same direction (a right-to-left
 * locale's CSS is mirrored), unless a plugin of theirs bundles per locale; every other locale is
 * a group of its own.
 */
export function bundleGroups<L extends Pick<LoadedLocale, 'name' | 'ctx'>>(locales: L[], siteUrl: string): L[][] {
  const groups = new Map<string, L[]>();
  for (const [index, locale] of locales.entries()) {
    const { config } = locale.ctx;
    const own = locales.length < 2 || config.url !== siteUrl || config.plugins.some((plugin) => plugin.bundlePerLocale);
    const key = own ? `#${index}` : `${config.url} ${config.i18n.localeConfigs[locale.name]?.direction ?? 'ltr'}`;
    groups.set(key, [...(groups.get(key) ?? []), locale]);
  }
  return [...groups.values()];
}

/** A group of locales built with one bundle; `site`: the output's top folder and base URL. */
export async function buildLocaleGroup(group: LoadedLocale[], output: BuildOutput, site: Pick<SiteOutput, 'baseUrl'>, settings: Settings): Promise<BuiltLocale[]> {
  const ready: Array<PreparedLocale | undefined> = [];
  for (const locale of group) {
    await loadContent(locale, output);
    ready.push(await prepareLocale(locale, output.forLocale(locale.outPath, locale.name), settings, true));
  }
  const names = group.map((locale) => locale.name);
  const key = names.join('+').replace(/[^A-Za-z0-9+_-]/g, '_');
  const toBundle = ready.map((prepared, index) => ({ ...prepared!, name: names[index]! }));
  const bundles = await group[0]!.step(`bundle client+server (one for ${names.join(', ')})`, () => bundleLocales(toBundle, { tmpDir: output.tmpDir, serverDir: output.serverDir, baseUrl: site.baseUrl }, key));
  toBundle.length = 0;
  const built: BuiltLocale[] = [];
  for (const [index, locale] of group.entries()) {
    built.push(await finishLocale(locale, ready[index]!, bundles.get(locale.name)!, settings));
    ready[index] = undefined; // its state, compiled pages and chunks are garbage once it is rendered
    bundles.delete(locale.name);
    releaseContent(locale, index < group.length - 1);
  }
  return built;
}
