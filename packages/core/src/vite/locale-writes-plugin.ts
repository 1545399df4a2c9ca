/**
 * Files plugins write per locale under the same path (Docusaurus's `.docusaurus/`, where a
 * plugin's `createData` puts a locale's data: build/locale-writes.ts), with other bytes in each
 * locale of a shared bundle. Such a file is a module of each locale that imports it: an import of
 * it from a module that is a locale's own (a page with the locale's query, or a file only that
 * locale wrote, such as the route modules the Docusaurus adapter writes into the locale's folder)
 * gets the locale's query, and the module is that locale's bytes, kept since it wrote them. An
 * import from a module every locale shares cannot say which locale's bytes it means: the bundle
 * stops (`LocaleWritesClash`), and its locales are bundled each on its own (build/locale-group.ts).
 *
 * Only imports whose last name is such a file's are resolved here first (resolving every import
 * twice made a shared bundle a fifth slower); one that reaches such a file under another name (an
 * alias) is caught as it loads without a locale, and stops the bundle as a shared importer does.
 */
import type { Plugin as VitePlugin } from 'vite';
import { splitLocaleQuery, withLocaleQuery } from '../routes/locale-ids.ts';

/** Per locale, the bytes of each file it wrote: file → locale → bytes. */
export type WritesByFile = Map<string, Map<string, Buffer>>;

/** Modules this plugin serves from memory: text the bundler reads as source. */
const TEXT_MODULE = /\.(?:json|[cm]?js|jsx|[cm]?ts|tsx)$/;

/** What made a shared bundle stop: a module every locale shares imports a file the locales wrote differently. */
export interface LocaleWritesClash {
  file: string;
  importer: string;
}

/** PURE: the files written with other bytes by some of the locales (each written by two or more). */
export function clashingFiles(writes: WritesByFile): Set<string> {
  const clashing = new Set<string>();
  for (const [file, byLocale] of writes) {
    const [first, ...rest] = [...byLocale.values()];
    if (first && rest.some((bytes) => !bytes.equals(first))) clashing.add(file);
  }
  return clashing;
}

/** PURE: the name of a file or an import without its folder, query and extension (`a/data.json?x` → `data`). */
export function stemOf(source: string): string {
  const name = source.split('?')[0]!.split(/[\\/]/).pop()!;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** PURE: the locale an importer is the own module of: its query's, or the one locale that wrote its file. */
export function importerLocale(importer: string, writes: WritesByFile): string | undefined {
  const { id, locale } = splitLocaleQuery(importer);
  if (locale !== undefined) return locale;
  const writers = writes.get(id.split('?')[0]!);
  return writers?.size === 1 ? [...writers.keys()][0] : undefined;
}

/**
 * The plugin, for `writes` (every file the bundle's locales wrote); `onClash` hears of the import
 * that stopped the bundle, before the bundler's error. None where the locales wrote nothing apart.
 */
export function localeWritesVitePlugin(writes: WritesByFile, onClash: (clash: LocaleWritesClash) => void): VitePlugin | undefined {
  const clashing = clashingFiles(writes);
  if (!clashing.size) return undefined;
  const stems = new Set([...clashing].map(stemOf));
  return {
    name: 'folio:locale-writes',
    enforce: 'pre',
    resolveId: {
      async handler(source, importer, options) {
        if (!importer || !stems.has(stemOf(source)) || splitLocaleQuery(source).locale !== undefined) return undefined;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external || !clashing.has(resolved.id)) return resolved;
        const locale = importerLocale(importer, writes);
        const bytes = locale === undefined ? undefined : writes.get(resolved.id)!.get(locale);
        if (bytes === undefined || !TEXT_MODULE.test(resolved.id)) {
          onClash({ file: resolved.id, importer });
          const why = bytes === undefined ? `imported by ${importer}, which every locale shares` : 'not a module of text';
          this.error(`${resolved.id}: written with other bytes in each locale, and ${why}`);
        }
        return { ...resolved, id: withLocaleQuery(resolved.id, locale!) };
      },
    },
    load: {
      handler(id) {
        const { id: file, locale } = splitLocaleQuery(id);
        if (!clashing.has(file)) return undefined;
        if (locale === undefined) {
          onClash({ file, importer: 'an import under another name' });
          this.error(`${file}: written with other bytes in each locale, and imported under another name, for every locale`);
        }
        return { code: writes.get(file)!.get(locale)!.toString('utf8'), moduleType: file.endsWith('.json') ? 'json' : undefined } as never;
      },
    },
  };
}
