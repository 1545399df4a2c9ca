/**
 * A bundle shared by several locales (build/bundle-locales.ts), for the modules a plugin writes
 * per locale under one specifier (the Plugin API's `localeModules`): code every locale shares
 * imports a module that holds each bundled locale's file and gives the exports of the reader's,
 * chosen by the global each locale's entry sets (`__folioLocale.name`) when it is first
 * evaluated. Prerender evaluates it once per locale (each locale imports its own copy of the
 * server bundle) and a browser once per page load, so the choice holds for the module's life.
 */
import { readFileSync } from 'node:fs';
import { initSync, parse } from 'es-module-lexer';
import type { Plugin } from '../plugin-api.ts';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(['default', 'await', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'delete', 'do', 'else', 'enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield', 'let', 'static', 'implements', 'interface', 'package', 'private', 'protected', 'public']);

/**
 * PURE: the module that picks the reader's locale's file; `files` in the bundle's locale order
 * (the first is the fallback: a web worker has no locale global), `names` the named exports of
 * any of them (a locale's file without one gives undefined).
 */
export function localeSelectModule(files: Array<[locale: string, file: string]>, names: string[]): string {
  const lines = files.map(([, file], index) => `import * as m${index} from ${JSON.stringify(file)};`);
  const table = files.map(([locale], index) => `${JSON.stringify(locale)}: m${index}`).join(', ');
  lines.push(`const own = ({ ${table} })[globalThis.__folioLocale?.name] ?? m0;`);
  lines.push('export default own.default;');
  for (const name of [...new Set(names)].sort()) if (IDENTIFIER.test(name) && !RESERVED.has(name)) lines.push(`export const ${name} = own.${name};`);
  return `${lines.join('\n')}\n`;
}

/** IO: the named exports of a file: a JSON object's keys (Vite gives them as exports), or what an ES module exports. */
export function namedExportsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) {
    try {
      const value: unknown = JSON.parse(code);
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
    } catch {
      return [];
    }
  }
  initSync();
  try {
    return parse(code)[1].map((entry) => entry.n).filter((name) => name !== 'default');
  } catch {
    // Not an ES module the lexer reads (JSX, CommonJS): its default export only.
    return [];
  }
}

const SELECT_PREFIX = '\0virtual:folio/locale-select/';

/** The bundle's locales, by name, in its order, with their plugins. */
type Locales = Map<string, { state: { ctx: { config: { plugins: Plugin[] } } } }>;

/** Each locale's file of a specifier one of its plugins gives per locale (`localeModules`), in the bundle's order. */
function localeFiles(locales: Locales, pluginName: string, specifier: string): Array<[string, string]> {
  return [...locales].flatMap(([name, { state }]) => {
    const file = state.ctx.config.plugins.find((plugin) => plugin.name === pluginName)?.localeModules?.resolve(specifier);
    return file === undefined ? [] : [[name, file] as [string, string]];
  });
}

/**
 * IO: for the shared bundle's Vite plugin (locale-plugin.ts), the specifiers the first locale's
 * plugins give per locale (`filters`), what one resolves to (`resolve`: the importing page's
 * locale's file, the one file every locale has alike, or the id of a module picking the reader's)
 * and such a module's code (`load`).
 */
export function localeModuleResolver(locales: Locales) {
  const [first] = locales.values();
  const owners = (first?.state.ctx.config.plugins ?? []).flatMap((plugin) => (plugin.localeModules ? [{ name: plugin.name, modules: plugin.localeModules }] : []));
  const selects = new Map<string, string>();
  const resolve = (specifier: string, pageLocale: string | undefined): string | undefined => {
    for (const owner of owners) {
      if (!owner.modules.filter.test(specifier)) continue;
      const files = localeFiles(locales, owner.name, specifier);
      const own = pageLocale === undefined ? undefined : files.find(([name]) => name === pageLocale);
      if (own) return own[1];
      if (!files.length) continue;
      if (new Set(files.map(([, file]) => readFileSync(file, 'utf8'))).size === 1) return files[0]![1];
      const id = `${SELECT_PREFIX}${Buffer.from(`${owner.name}\0${specifier}`).toString('hex')}`;
      selects.set(id, localeSelectModule(files, files.flatMap(([, file]) => namedExportsOf(file))));
      return id;
    }
    return undefined;
  };
  return { filters: owners.map((owner) => owner.modules.filter), resolve, load: (id: string) => selects.get(id) };
}
