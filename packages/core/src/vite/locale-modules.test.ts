import { describe, expect, it } from 'vitest';
import { localeEntryModule, localeModuleId, localeServerModule, parseLocaleModuleId, standInModule } from './locale-modules.ts';

describe("a shared bundle's locale modules", () => {
  it.each([
    ['fr', 'site'],
    ['pt-BR', 'routes'],
    ['zh-Hans', 'entry'],
  ] as const)('%s/%s: its id parses back', (locale, module) => {
    expect(parseLocaleModuleId(localeModuleId(locale, module))).toEqual({ locale, module });
  });

  it.each([['virtual:folio/site'], ['virtual:folio/locale/'], ['virtual:folio/locale/site']])('%s is no locale module', (id) => {
    expect(parseLocaleModuleId(id)).toBeUndefined();
  });

  it("stands in for the fixed data ids, reading the locale's data from the global; other ids are the same in every locale", async () => {
    globalThis.__folioLocale = { site: { title: 'Le site' }, globalData: { docs: 1 }, codeTranslations: { a: 'b' }, routes: { routes: [1], shardCount: 0, loadShard: undefined } };
    try {
      const run = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);
      expect((await run(standInModule('virtual:folio/site')!)).default).toEqual({ title: 'Le site' });
      expect((await run(standInModule('virtual:folio/global-data')!)).default).toEqual({ docs: 1 });
      expect((await run(standInModule('virtual:folio/code-translations')!)).default).toEqual({ a: 'b' });
      const routes = await run(standInModule('virtual:folio/routes')!);
      expect([routes.routes, routes.shardCount, routes.loadShard]).toEqual([[1], 0, undefined]);
    } finally {
      globalThis.__folioLocale = undefined;
    }
    expect(standInModule('virtual:folio/styles')).toBeUndefined();
    expect(standInModule('virtual:folio/routes/3')).toBeUndefined();
  });

  it("the browser entry sets the locale's data before it imports the runtime, dynamically; the server module exports the data", () => {
    const entry = localeEntryModule('fr', '/theme/src/runtime/entry-client.tsx');
    expect(entry.indexOf('globalThis.__folioLocale =')).toBeLessThan(entry.indexOf('import("/theme/src/runtime/entry-client.tsx")'));
    expect(entry).toContain('import site from "virtual:folio/locale/fr/site"');
    expect(localeServerModule('fr')).toContain('export default { site, globalData, codeTranslations, routes }');
  });
});
