/**
 * `docusaurusCompat()`: the Folio plugin the adapter adds to every Docusaurus site, so that its
 * pages and components find Docusaurus's client API (`@docusaurus/*`, `@site/*`, the `@theme/*`
 * components Folio's theme lacks), `siteConfig.customFields` and the code translations of the
 * locale built.
 */
import type { Json, Plugin } from '@folio/core';
import { codeJsonPath, readCodeTranslations } from './code-translations.ts';
import { clientFile, THEME_COMPONENTS } from './modules.ts';
import { COMPAT_PLUGIN, type CompatGlobalData } from './contract.ts';
import { svgComponentsPlugin } from './svg-components.ts';
import { docusaurusVitePlugin } from './vite-plugin.ts';

export { COMPAT_PLUGIN, type CompatGlobalData };

export function docusaurusCompat(options: { customFields?: Record<string, Json> } = {}): Plugin<Record<string, string>> {
  const customFields = options.customFields ?? {};
  return {
    name: COMPAT_PLUGIN,
    load: (ctx) => readCodeTranslations(ctx.siteDir, ctx.config.i18n.defaultLocale),
    watch: (_content, ctx) => [codeJsonPath(ctx.config.i18n.defaultLocale)],
    themeComponents: Object.fromEntries(THEME_COMPONENTS.map((name) => [name, clientFile(`${name}.tsx`)])),
    globalData: (codeTranslations): CompatGlobalData => ({ customFields, codeTranslations }),
    vite: [docusaurusVitePlugin(), svgComponentsPlugin()],
  };
}
