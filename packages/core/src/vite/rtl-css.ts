/**
 * The stylesheets of a right-to-left locale, mirrored as Docusaurus mirrors them. When the locale's
 * `direction` is 'rtl', theme-classic's `configurePostCss` adds RTLCSS (its default options) to the
 * PostCSS plugins of every stylesheet the bundler compiles: the theme's, its CSS modules, the site's
 * custom CSS and any CSS a page or a package imports. It is the last of them, so it mirrors what
 * the others produce (Tailwind's utilities, say). The one stylesheet it skips is Infima, whose prebuilt right-to-left
 * file Docusaurus loads instead: that file is RTLCSS's output on the left-to-right one, byte for
 * byte (rtlcss 4.3.0, infima 0.2.0-alpha.45), so mirroring Infima here gives the same CSS.
 *
 * Here RTLCSS runs on each stylesheet once Vite's CSS step has compiled it (the site's PostCSS
 * config and the plugins' PostCSS plugins applied, `@import`s inlined, CSS modules named), before
 * it becomes a module or an asset: last, as in Docusaurus. A left-to-right locale gets no plugin
 * at all, so its output is unchanged. `rtl:ignore` and the other RTLCSS directives work, since
 * comments are still in the CSS at this point (minification comes later).
 */
import { createRequire } from 'node:module';
import type { Plugin as VitePlugin } from 'vite';
import type { SiteConfig } from '../plugin-api.ts';

/** The stylesheets Vite compiles into CSS (its own list of CSS languages). */
export const STYLESHEET = /\.(?:css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;
/** Requests for a stylesheet's file or source, not its compiled CSS. */
const NOT_COMPILED = /[?&](?:url|raw|worker|sharedworker)\b/;

/**
 * The Docusaurus adapter's own RTLCSS step for Docusaurus's theme
 * (packages/docusaurus/src/classic/vite-rtl.ts): while a site has it, it mirrors that site's
 * stylesheets, and a second pass would turn them back.
 */
const ADAPTER_RTL = 'folio:docusaurus-rtl';

type Rtlcss = { process(css: string): string };

/** PURE: whether the request `id` is a stylesheet whose compiled CSS the locale's mirroring applies to. */
export function isCompiledStylesheet(id: string): boolean {
  return STYLESHEET.test(id) && !NOT_COMPILED.test(id);
}

/** PURE: the direction of the locale a config was loaded for. */
export function localeDirection(i18n: SiteConfig['i18n']): 'ltr' | 'rtl' {
  return i18n.localeConfigs[i18n.currentLocale]?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The Vite plugin mirroring a right-to-left locale's CSS; none for a left-to-right locale. */
export function rtlCssPlugins(i18n: SiteConfig['i18n']): VitePlugin[] {
  if (localeDirection(i18n) !== 'rtl') return [];
  let rtlcss: Rtlcss | undefined;
  let standDown = false;
  return [
    {
      name: 'folio:rtl-css',
      configResolved(config) {
        standDown = config.plugins.some((plugin) => plugin.name === ADAPTER_RTL);
      },
      transform: {
        filter: { id: STYLESHEET },
        handler(code, id) {
          if (standDown || !isCompiledStylesheet(id)) return null;
          rtlcss ??= createRequire(import.meta.url)('rtlcss') as Rtlcss;
          return { code: rtlcss.process(code), map: null };
        },
      },
    },
  ];
}
