/**
 * Stylesheets imported as strings (Vite's `?inline`): the same string in the client bundle and
 * the server bundle, so a page that renders one (`<style>{css}</style>`) hydrates without a
 * mismatch. Vite minifies such a string in a build whose `build.cssMinify` is on; Folio's server
 * build has it off (bundle.ts), and a Docusaurus site's client build too (its own minimizers take
 * the CSS files), so Vite's strings differ between the two. Here each build takes the compiled CSS
 * as Vite's CSS step gives it (`capture`, last of the normal plugins, where the site's own CSS steps
 * are done) and, after Vite has made the module (`emit`, enforce 'post'), replaces its string with
 * that CSS minified by Lightning CSS with the build's targets, as Vite's minifier calls it; both
 * builds resolve the same targets and options, so both get the same bytes. CSS Lightning CSS
 * cannot parse is kept as written, in both.
 *
 * In a bundle locales of both directions share (build/bundle-locales.ts), the module holds both
 * sides, as written and mirrored by RTLCSS (whose directives are comments, read before minifying),
 * and gives the one of the page's direction when it is first evaluated: in a browser the
 * document's `<html dir>`, in prerender the locale whose copy of the server bundle runs, read from
 * the data its entry sets (`globalThis.__folioLocale`, vite/locale-modules.ts).
 */
import { createRequire } from 'node:module';
import type { Plugin as VitePlugin, ResolvedConfig } from 'vite';
import { isCompiledStylesheet } from './rtl-css.ts';
import { lightningcss, lightningTargets, type Lightning } from './rtl-twins.ts';

export const INLINE_CSS_PLUGIN = 'folio:inline-css';

/** A request for a stylesheet as a string. */
const INLINE = /[?&]inline\b/;
/** The module Vite's CSS step makes of it in a build (vite:css-post). */
const INLINE_MODULE = /^export default ("(?:[^"\\]|\\.)*")$/;

/**
 * Whether the page is right to left, as a module of either bundle evaluates it: the document's
 * direction in a browser; on the server, the direction of the locale whose data the entry set,
 * as rtl-css.ts's localeDirection reads a config's.
 */
const PAGE_IS_RTL =
  'typeof document<"u"?document.documentElement.dir==="rtl":((l)=>{const i=l&&l.site&&l.site.i18n;const c=i&&i.localeConfigs&&i.localeConfigs[i.currentLocale];return!!c&&c.direction==="rtl"})(globalThis.__folioLocale)';

/** PURE: the module of an inline stylesheet: its CSS, or both sides giving the one of the page's direction. */
export function inlineCssModule(ltr: string, rtl?: string): string {
  if (rtl === undefined) return `export default ${JSON.stringify(ltr)};\n`;
  return `const ltr = ${JSON.stringify(ltr)};\nconst rtl = ${JSON.stringify(rtl)};\nexport default (${PAGE_IS_RTL}) ? rtl : ltr;\n`;
}

type Rtlcss = { process(css: string): string };

/** `css` minified as Vite minifies an inline stylesheet; as written where Lightning CSS refuses it. */
function minified(lightning: Lightning, css: string, id: string, config: ResolvedConfig): string {
  try {
    const { code } = lightning.transform({ ...config.css.lightningcss, targets: lightningTargets(config.build.cssTarget), filename: id, code: Buffer.from(css), minify: true });
    return Buffer.from(code).toString('utf8').trimEnd();
  } catch {
    return css;
  }
}

/**
 * The two plugins of a build: `capture` goes last among its plugins, `emit` anywhere (it is
 * 'post'). `twins`: the bundle is shared by locales of both directions.
 */
export function inlineCssPlugins(twins: boolean): { capture: VitePlugin; emit: VitePlugin } {
  const compiled = new Map<string, string>();
  let lightning: Lightning | undefined;
  let rtlcss: Rtlcss | undefined;
  return {
    capture: {
      name: INLINE_CSS_PLUGIN,
      apply: 'build',
      transform: {
        filter: { id: INLINE },
        handler(code, id) {
          if (INLINE.test(id) && isCompiledStylesheet(id)) compiled.set(id, code);
          return null;
        },
      },
    },
    emit: {
      name: `${INLINE_CSS_PLUGIN}:emit`,
      apply: 'build',
      enforce: 'post',
      transform: {
        filter: { id: INLINE },
        handler(code, id) {
          const css = compiled.get(id);
          if (css === undefined || !INLINE_MODULE.test(code.trim())) return null;
          compiled.delete(id);
          lightning ??= lightningcss();
          const config = this.environment.config;
          const ltr = minified(lightning, css, id, config);
          if (!twins) return { code: inlineCssModule(ltr), map: null, moduleSideEffects: false };
          rtlcss ??= createRequire(import.meta.url)('rtlcss') as Rtlcss;
          return { code: inlineCssModule(ltr, minified(lightning, rtlcss.process(css), id, config)), map: null, moduleSideEffects: false };
        },
      },
    },
  };
}
