import { describe, expect, it } from 'vitest';
import { clashingFiles, importerLocale, localeWritesVitePlugin, stemOf, type WritesByFile } from './locale-writes-plugin.ts';

const writes = (table: Record<string, Record<string, string>>): WritesByFile =>
  new Map(Object.entries(table).map(([file, byLocale]) => [file, new Map(Object.entries(byLocale).map(([locale, text]) => [locale, Buffer.from(text)]))]));

const WRITES = writes({
  '/site/.docusaurus/p/default/data.json': { en: '{"port":"Harbour"}', fr: '{"port":"Port"}' },
  '/site/.docusaurus/p/default/same.json': { en: '{}', fr: '{}' },
  '/site/.docusaurus/p/default/only-fr.json': { fr: '{"x":1}' },
  '/site/.docusaurus/folio-theme/Routes/p/default/fr/0.js': { fr: 'export default 1' },
  '/site/.docusaurus/p/default/logo.png': { en: 'A', fr: 'B' },
});

describe('clashingFiles', () => {
  it('names the files two or more locales wrote with other bytes', () => {
    expect([...clashingFiles(WRITES)].sort()).toEqual(['/site/.docusaurus/p/default/data.json', '/site/.docusaurus/p/default/logo.png']);
  });
});

describe('stemOf', () => {
  it.each([
    ['/site/.docusaurus/p/default/data.json', 'data'],
    ['../../.docusaurus/p/default/data.json?import', 'data'],
    ['@generated/p/default/data', 'data'],
    ['C:\\site\\.docusaurus\\data.json', 'data'],
    ['.env', '.env'],
    ['react', 'react'],
  ])('%s → %s', (source, stem) => {
    expect(stemOf(source)).toBe(stem);
  });
});

describe('importerLocale', () => {
  it.each([
    ['a page with the locale\'s query', '/site/docs/a.md?folio-locale=fr', 'fr'],
    ['a file only one locale wrote', '/site/.docusaurus/folio-theme/Routes/p/default/fr/0.js', 'fr'],
    ['a file only one locale wrote, with a query', '/site/.docusaurus/p/default/only-fr.json?import', 'fr'],
    ['a file every locale wrote', '/site/.docusaurus/p/default/same.json', undefined],
    ['a file of the site', '/site/src/Shared.tsx', undefined],
  ])('%s', (_, importer, locale) => {
    expect(importerLocale(importer, WRITES)).toBe(locale);
  });
});

type Resolve = (source: string, importer: string | undefined, options: object) => Promise<unknown>;

/** The plugin's resolveId as the bundler calls it, each source resolving to itself. */
function resolver(onClash: (clash: object) => void = () => {}) {
  const plugin = localeWritesVitePlugin(WRITES, onClash)!;
  const context = {
    resolve: async (source: string) => ({ id: source, external: false }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return { plugin, resolve: (source: string, importer?: string) => (plugin.resolveId as { handler: Resolve }).handler.call(context, source, importer, {}) };
}

describe('localeWritesVitePlugin', () => {
  it('is none where the locales wrote nothing apart', () => {
    expect(localeWritesVitePlugin(writes({ '/a.json': { en: '1', fr: '1' } }), () => {})).toBeUndefined();
  });

  it("gives a clashing file the importer's locale, and serves that locale's bytes", async () => {
    const { plugin, resolve } = resolver();
    expect(await resolve('/site/.docusaurus/p/default/data.json', '/site/.docusaurus/folio-theme/Routes/p/default/fr/0.js')).toEqual({ id: '/site/.docusaurus/p/default/data.json?folio-locale=fr', external: false });
    expect(await resolve('/site/.docusaurus/p/default/data.json', '/site/docs/a.md?folio-locale=en')).toEqual({ id: '/site/.docusaurus/p/default/data.json?folio-locale=en', external: false });
    const load = (plugin.load as { handler: (id: string) => unknown }).handler;
    expect(load('/site/.docusaurus/p/default/data.json?folio-locale=fr')).toEqual({ code: '{"port":"Port"}', moduleType: 'json' });
    expect(load('/site/.docusaurus/p/default/same.json?folio-locale=fr')).toBeUndefined();
    expect(load('/site/src/Shared.tsx')).toBeUndefined();
  });

  it('leaves other files, imports of other names, and imports that already name a locale, to the other plugins', async () => {
    const { resolve } = resolver();
    expect(await resolve('react', '/site/docs/a.md?folio-locale=fr')).toBeUndefined();
    expect(await resolve('/site/.docusaurus/p/default/same.json', '/site/src/Shared.tsx')).toBeUndefined();
    // A file of the same name elsewhere: resolved, and left as it resolves.
    expect(await resolve('/site/src/data.json', '/site/src/Shared.tsx')).toEqual({ id: '/site/src/data.json', external: false });
    expect(await resolve('/site/x.json?folio-locale=fr', '/site/src/Shared.tsx')).toBeUndefined();
    expect(await resolve('/site/entry.js', undefined)).toBeUndefined();
  });

  it('stops the bundle at a clashing file that loads without a locale (reached under another name, as through an alias)', () => {
    const clashes: object[] = [];
    const plugin = localeWritesVitePlugin(WRITES, (clash) => clashes.push(clash))!;
    const context = { error: (message: string) => { throw new Error(message); } };
    expect(() => (plugin.load as { handler: (id: string) => unknown }).handler.call(context, '/site/.docusaurus/p/default/data.json')).toThrow('imported under another name');
    expect(clashes).toEqual([{ file: '/site/.docusaurus/p/default/data.json', importer: 'an import under another name' }]);
  });

  it.each([
    ['a module every locale shares', '/site/.docusaurus/p/default/data.json', '/site/src/Shared.tsx'],
    ['a binary file', '/site/.docusaurus/p/default/logo.png', '/site/docs/a.md?folio-locale=fr'],
  ])('stops the bundle at a clashing file imported by %s, after saying which', async (_, file, importer) => {
    const clashes: object[] = [];
    const { resolve } = resolver((clash) => clashes.push(clash));
    await expect(resolve(file, importer)).rejects.toThrow(`${file}: written with other bytes in each locale`);
    expect(clashes).toEqual([{ file, importer }]);
  });
});
