import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PluginInstance } from './instantiate.ts';
import { runAll, runOne } from './run-content.ts';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-run-content-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
const site = { siteDir, generatedFilesDir: path.join(siteDir, '.gen'), i18n: { defaultLocale: 'en', currentLocale: 'en', path: 'i18n', localeConfigs: {} }, siteConfig: { themeConfig: {} } };

const instance = (name: string, hooks: Record<string, unknown>): PluginInstance => ({ name, id: 'default', options: { id: 'default' }, where: `plugins[${name}]`, dir: siteDir, hooks: { name, ...hooks } });

describe('runAll', () => {
  it("hands allContentLoaded every plugin's content, the docs, blog and pages Folio runs included", async () => {
    let seen: unknown;
    const reader = instance('reader', { loadContent: () => ({ mine: true }), allContentLoaded: ({ allContent }: { allContent: unknown }) => void (seen = allContent) });
    const other = instance('other', { loadContent: () => 42 });
    const official = async () => ({ 'docusaurus-plugin-content-docs': { default: { loadedVersions: [] } } });
    await runAll([reader, other], site, official);
    expect(seen).toEqual({ 'docusaurus-plugin-content-docs': { default: { loadedVersions: [] } }, reader: { default: { mine: true } }, other: { default: 42 } });
  });

  it('asks for the official content only when a plugin has allContentLoaded', async () => {
    let asked = 0;
    await runAll([instance('quiet', { loadContent: () => 1 })], site, async () => (asked++, {}));
    expect(asked).toBe(0);
  });

  it('hands contentLoaded the content translateContent gave, when the locale is translated', async () => {
    mkdirSync(path.join(siteDir, 'i18n/en'), { recursive: true });
    let seen: unknown;
    const plugin = instance('t', {
      loadContent: () => 'loaded',
      getTranslationFiles: () => [{ path: 'x', content: { a: { message: 'translated' } } }],
      translateContent: ({ translationFiles }: { translationFiles: Array<{ content: { a: { message: string } } }> }) => translationFiles[0]!.content.a.message,
      contentLoaded: ({ content }: { content: unknown }) => void (seen = content),
    });
    expect((await runAll([plugin], site)).get(plugin)!.content).toBe('translated');
    expect(seen).toBe('translated');
    seen = undefined;
    expect((await runOne(plugin, site)).content).toBe('translated');
    expect(seen).toBe('translated');
  });
});
