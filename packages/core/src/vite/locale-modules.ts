/**
 * One bundle for several locales (build/bundle-locales.ts). The theme's runtime imports the site's
 * data from fixed ids (`virtual:folio/site`, `virtual:folio/routes`…); in a bundle shared by
 * several locales those ids are **stand-ins** that read the locale the page is in from a global
 * (`__folioLocale`, declared in contract.ts), which the locale's own entry sets before it loads
 * the runtime. Each locale's data and pages have ids of their own: `virtual:folio/locale/<name>/…`
 * for its data and entries, and a `folio-locale=<name>` query on its page modules, since the
 * same Markdown file is a different module in each locale (its links carry the locale's base URL).
 */
import { VIRTUAL } from '../routes/routes-module.ts';

export const LOCALE_PREFIX = 'virtual:folio/locale/';

/** The data each locale's entry hands the runtime, by the key of the global. */
const DATA_MODULES = { site: VIRTUAL.site, globalData: VIRTUAL.globalData, codeTranslations: VIRTUAL.codeTranslations } as const;

/** The named exports of the routes module the runtime imports (runtime/routes.ts). */
const ROUTES_EXPORTS = ['routes', 'shardCount', 'loadShard', 'expandRow', 'shardedHome'] as const;

export type LocaleModule = 'entry' | 'server' | 'site' | 'global-data' | 'code-translations' | 'routes';

export function localeModuleId(locale: string, module: LocaleModule): string {
  return `${LOCALE_PREFIX}${locale}/${module}`;
}

/** PURE: `virtual:folio/locale/fr/site` → { locale: 'fr', module: 'site' }; undefined for other ids. */
export function parseLocaleModuleId(id: string): { locale: string; module: LocaleModule } | undefined {
  if (!id.startsWith(LOCALE_PREFIX)) return undefined;
  const rest = id.slice(LOCALE_PREFIX.length);
  const slash = rest.lastIndexOf('/');
  if (slash <= 0) return undefined;
  return { locale: rest.slice(0, slash), module: rest.slice(slash + 1) as LocaleModule };
}

/**
 * The stand-in served for a fixed id in a shared bundle; undefined for ids that are the same in
 * every locale (styles, client modules…). It reads the global once, when the runtime first
 * imports it: the locale's entry sets it first (see localeEntryModule).
 */
export function standInModule(id: string): string | undefined {
  for (const [key, fixed] of Object.entries(DATA_MODULES)) if (id === fixed) return `export default globalThis.__folioLocale.${key};\n`;
  if (id === VIRTUAL.routes) return ['const table = globalThis.__folioLocale.routes;', ...ROUTES_EXPORTS.map((name) => `export const ${name} = table.${name};`)].join('\n') + '\n';
  return undefined;
}

/** The imports of a locale's data, and the object the global is set to. */
function localeData(locale: string): { imports: string[]; value: string } {
  const imports = [
    `import site from ${JSON.stringify(localeModuleId(locale, 'site'))};`,
    `import globalData from ${JSON.stringify(localeModuleId(locale, 'global-data'))};`,
    `import codeTranslations from ${JSON.stringify(localeModuleId(locale, 'code-translations'))};`,
    `import * as routes from ${JSON.stringify(localeModuleId(locale, 'routes'))};`,
  ];
  return { imports, value: '{ site, globalData, codeTranslations, routes }' };
}

/**
 * The browser entry of a locale: its data into the global, then the runtime's entry, imported
 * dynamically so that nothing of the runtime runs before the global is set (prerender preloads
 * its chunks, so this costs no round trip).
 */
export function localeEntryModule(locale: string, runtimeEntry: string): string {
  const { imports, value } = localeData(locale);
  return [...imports, `globalThis.__folioLocale = ${value};`, `import(${JSON.stringify(runtimeEntry)});`].join('\n') + '\n';
}

/** The server bundle's module of a locale: its data, which prerender sets as the global before it imports the runtime. */
export function localeServerModule(locale: string): string {
  const { imports, value } = localeData(locale);
  return [...imports, `export default ${value};`].join('\n') + '\n';
}
