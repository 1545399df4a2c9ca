/**
 * `docusaurusCompat()`: the Folio plugin the adapter adds to every Docusaurus site, so that its
 * pages and components find Docusaurus's client API (`@docusaurus/*`, `@site/*`, the `@theme/*`
 * components Folio's theme lacks) and `siteConfig.customFields`.
 */
import type { Json, Plugin } from '@folio/core';
import { clientFile, THEME_COMPONENTS } from './modules.ts';
import { COMPAT_PLUGIN, type CompatGlobalData } from './contract.ts';
import { docusaurusVitePlugin } from './vite-plugin.ts';

export { COMPAT_PLUGIN, type CompatGlobalData };

export function docusaurusCompat(options: { customFields?: Record<string, Json> } = {}): Plugin {
  const data: CompatGlobalData = { customFields: options.customFields ?? {} };
  return {
    name: COMPAT_PLUGIN,
    themeComponents: Object.fromEntries(THEME_COMPONENTS.map((name) => [name, clientFile(`${name}.tsx`)])),
    globalData: () => data,
    vite: [docusaurusVitePlugin()],
  };
}
