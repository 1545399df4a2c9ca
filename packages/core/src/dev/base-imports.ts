/**
 * In dev, the routes module imports pages by URL (`${base}@fs/<file>`, `${base}@id/__x00__<id>`:
 * routes/routes-module.ts devPageUrl). The browser's requests lose the base URL in Vite's
 * middleware; the server render's (plugins such as search render pages through it) do not, and
 * Vite's SSR loader cannot load `/fr/@fs/…`. This resolves them for the server render as the
 * middleware serves them to the browser: the file, or the virtual module.
 */
import type { Plugin as VitePlugin } from 'vite';

/** PURE: the module a base-prefixed dev URL names, or undefined when it is not one. */
export function baseImportTarget(id: string, base: string): string | undefined {
  if (base === '/' || !id.startsWith(base)) return undefined;
  const rest = id.slice(base.length);
  if (rest.startsWith('@fs/')) return rest.slice('@fs'.length);
  if (rest.startsWith('@id/__x00__')) return `\0${rest.slice('@id/__x00__'.length)}`;
  return undefined;
}

export function baseImportsPlugin(base: string): VitePlugin {
  return {
    name: 'folio:dev-base-imports',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (!options?.ssr) return undefined;
      return baseImportTarget(id, base);
    },
  };
}
