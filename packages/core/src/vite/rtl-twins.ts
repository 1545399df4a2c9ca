/**
 * One client bundle for locales of both directions: every stylesheet of it is shipped twice, as
 * written and mirrored for right-to-left locales (a twin named `<file>.rtl.css` beside it), and a
 * right-to-left locale's pages name the twins. Docusaurus builds such a locale alone, with RTLCSS
 * last among the PostCSS plugins of each stylesheet (rtl-css.ts); so does this, on each compiled
 * stylesheet, before minification, since RTLCSS reads its directives (`rtl:ignore`, `rtl:raw:`…)
 * from comments the minifier drops.
 *
 * How both directions get through one bundle:
 * - transform: each compiled stylesheet becomes `LTR_MARK css RTL_MARK mirrored END_MARK`. Vite
 *   joins a chunk's stylesheets in order into one file and hoists its `@import`s and `@charset`
 *   (kept on the left-to-right side only, so nothing is hoisted twice).
 * - Vite's CSS minification is off for the bundle. In generateBundle (first of the 'pre' hooks),
 *   each CSS file is split into its two sides: the file keeps the left-to-right one, the mirrored
 *   one waits for a minifier to take it (`CssTwins`). The Docusaurus adapter's minifier takes
 *   both and writes the twin; otherwise the 'post' hook minifies both as Vite would have (Lightning
 *   CSS, Vite's options and CSS targets) and writes the twin.
 * - At run time, the stylesheets a lazily loaded chunk needs are named by an expression choosing
 *   the twin on a page whose `<html dir>` is rtl (Vite's `renderBuiltUrl`), so client navigation
 *   on a right-to-left page links mirrored CSS only.
 * - `pairs` maps each CSS file (its final name) to its twin, for prerender's links.
 *
 * A stylesheet imported as a string (`?inline`) is in the JavaScript the locales share: its
 * module holds both sides (inline-css.ts).
 */
import { createRequire } from 'node:module';
import type { Plugin as VitePlugin, ResolvedConfig, Rolldown } from 'vite';
import { isCompiledStylesheet, STYLESHEET } from './rtl-css.ts';

export const RTL_TWINS_PLUGIN = 'folio:rtl-twins';

const LTR_MARK = '/*folio:ltr*/';
const RTL_MARK = '/*folio:rtl*/';
const END_MARK = '/*folio:end*/';
const SIDES = /\/\*folio:ltr\*\/([\s\S]*?)\/\*folio:rtl\*\/([\s\S]*?)\/\*folio:end\*\//g;
const INLINE = /[?&]inline\b/;

/**
 * What a plugin that minifies a bundle's CSS files (and may rename them) does with their twins.
 * The twin is named after the file's final name: Vite names the stylesheets a chunk loads when
 * the bundle is written, after such renames.
 */
export interface CssTwins {
  /** The mirrored CSS of the file `fileName` (its name when the bundle was written), unminified, for the taker to write as the twin. */
  take(fileName: string): string | undefined;
  /** The name of the twin of the file shipped as `final`, recorded as its twin. */
  twinOf(final: string): string;
}

/** PURE: the twin's name of a CSS file. */
export function twinFileName(fileName: string): string {
  return fileName.replace(/\.css$/, '.rtl.css');
}

/** PURE: a compiled stylesheet holding both its sides. */
export function withTwin(ltr: string, rtl: string): string {
  return `${LTR_MARK}${ltr}${RTL_MARK}${rtl}${END_MARK}`;
}

/** PURE: the two sides of a CSS file made of such stylesheets (and what Vite put around them, on both). */
export function splitTwins(css: string): { ltr: string; rtl: string } {
  return { ltr: css.replace(SIDES, (_, ltr: string) => ltr), rtl: css.replace(SIDES, (_, _ltr: string, rtl: string) => rtl) };
}

/** The twins of the files found in `config`'s bundle, for a plugin minifying them; none in a bundle without twins. */
export function cssTwinsOf(config: Pick<ResolvedConfig, 'plugins'>): CssTwins | undefined {
  return config.plugins.find((plugin) => plugin.name === RTL_TWINS_PLUGIN)?.api as CssTwins | undefined;
}

/** Browser names of Vite's (esbuild's) targets in Lightning CSS's. */
const BROWSERS: Record<string, string> = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', ie: 'ie', ios: 'ios_saf', opera: 'opera', safari: 'safari' };

/**
 * PURE: Lightning CSS's targets for Vite's `build.cssTarget`, as Vite converts them: the lowest
 * version per browser (`safari16.4` is 16 << 16 | 4 << 8). Entries naming no browser version
 * (`es2020`, `esnext`, `node18`) set no target.
 */
export function lightningTargets(target: string | string[] | false | undefined): Record<string, number> | undefined {
  const targets: Record<string, number> = {};
  for (const entry of target === false || target === undefined ? [] : [target].flat()) {
    const match = /^([a-z]+)(\d+)(?:\.(\d+))?/.exec(entry);
    const browser = match && BROWSERS[match[1]!];
    if (!browser) continue;
    const version = (Number(match[2]) << 16) | (Number(match[3] ?? 0) << 8);
    if (targets[browser] === undefined || version < targets[browser]) targets[browser] = version;
  }
  return Object.keys(targets).length ? targets : undefined;
}

type Rtlcss = { process(css: string, options?: object, plugins?: object[], hooks?: { pre?: () => void; post?: (root: AtRuleRoot) => void }): string };
type AtRuleRoot = { walkAtRules(name: RegExp, visit: (rule: { remove(): void }) => void): void };
export type Lightning = { transform(options: Record<string, unknown>): { code: Uint8Array } };

/** The mirrored side of a compiled stylesheet: RTLCSS's output without the `@import`s and `@charset` the other side has. */
function mirror(rtlcss: Rtlcss, css: string): string {
  return rtlcss.process(css, {}, [], { pre() {}, post: (root) => root.walkAtRules(/^(?:import|charset)$/i, (rule) => rule.remove()) });
}

/** What the twins plugins of a bundle found: every CSS file's twin, by the file's final name. */
export interface RtlTwins {
  /** First among the bundle's plugins: the configuration, the split and the twins no one took. */
  head: VitePlugin;
  /** Last of its plugins (as rtl-css.ts's, after the site's own CSS steps): each stylesheet's two sides. */
  tail: VitePlugin;
  pairs: Map<string, string>;
}

/** What the two plugins of a bundle's twins share. */
interface TwinsState {
  /** The mirrored side of each CSS file, by its name when the bundle was written, until it is written as the twin. */
  pending: Map<string, string>;
  pairs: Map<string, string>;
  api: CssTwins;
  /** Whether the bundle's CSS is to be minified (Vite's `build.cssMinify`, which the head turns off). */
  minify: boolean;
  base: string;
}

export function rtlTwins(): RtlTwins {
  const pending = new Map<string, string>();
  const pairs = new Map<string, string>();
  const api: CssTwins = {
    take(fileName) {
      const css = pending.get(fileName);
      pending.delete(fileName);
      return css;
    },
    twinOf(final) {
      const twin = twinFileName(final);
      pairs.set(final, twin);
      return twin;
    },
  };
  const state: TwinsState = { pending, pairs, api, minify: true, base: '/' };
  return { head: headPlugin(state), tail: tailPlugin(state), pairs };
}

function headPlugin(state: TwinsState): VitePlugin {
  return {
    name: RTL_TWINS_PLUGIN,
    apply: 'build',
    api: state.api,
    config(config) {
      state.minify = (config.build?.cssMinify ?? config.build?.minify ?? true) !== false;
      return {
        build: { cssMinify: false },
        experimental: {
          renderBuiltUrl: (fileName, { hostType }) =>
            hostType === 'js' && fileName.endsWith('.css') ? { runtime: `(document.documentElement.dir==="rtl"?${JSON.stringify(state.base + twinFileName(fileName))}:${JSON.stringify(state.base + fileName)})` } : undefined,
        },
      };
    },
    configResolved(config) {
      state.base = config.base;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const asset of cssAssets(bundle)) {
          const { ltr, rtl } = splitTwins(sourceText(asset));
          asset.source = ltr;
          state.pending.set(asset.fileName, rtl);
        }
      },
    },
  };
}

function tailPlugin(state: TwinsState): VitePlugin {
  let rtlcss: Rtlcss | undefined;
  return {
    name: `${RTL_TWINS_PLUGIN}:mirror`,
    apply: 'build',
    transform: {
      filter: { id: STYLESHEET },
      handler(code, id) {
        if (this.environment.config.consumer !== 'client' || !isCompiledStylesheet(id) || INLINE.test(id)) return null;
        rtlcss ??= createRequire(import.meta.url)('rtlcss') as Rtlcss;
        return { code: withTwin(code, mirror(rtlcss, code)), map: null };
      },
    },
    // The twins no minifier took: both sides minified as Vite's own step would have, the twin written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const config = this.environment.config;
        const lightning = state.minify && state.pending.size ? lightningcss() : undefined;
        const minified = (css: string, fileName: string) => (lightning ? minifyCss(lightning, css, fileName, config) : css);
        for (const [fileName, css] of [...state.pending].sort(([a], [b]) => (a < b ? -1 : 1))) {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') continue;
          asset.source = minified(sourceText(asset), fileName);
          const twin = state.api.twinOf(fileName);
          this.emitFile({ type: 'asset', fileName: twin, source: minified(css, twin) });
        }
        state.pending.clear();
      },
    },
  };
}

type OutputAsset = Rolldown.OutputAsset;

function cssAssets(bundle: Rolldown.OutputBundle): OutputAsset[] {
  return Object.values(bundle).filter((output): output is OutputAsset => output.type === 'asset' && output.fileName.endsWith('.css'));
}

const sourceText = (asset: OutputAsset) => (typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8'));

/** Lightning CSS, Vite's dependency, which minifies its CSS. */
export function lightningcss(): Lightning {
  const vite = createRequire(import.meta.url).resolve('vite');
  return createRequire(vite)('lightningcss') as Lightning;
}

/** `css` minified as Vite's build minifies a CSS file with Lightning CSS. */
function minifyCss(lightning: Lightning, css: string, fileName: string, config: ResolvedConfig): string {
  const { code } = lightning.transform({ ...config.css.lightningcss, targets: lightningTargets(config.build.cssTarget), filename: fileName, code: Buffer.from(css), minify: true, cssModules: undefined, visitor: undefined, customAtRules: undefined });
  return `${Buffer.from(code).toString('utf8')}\n`;
}
