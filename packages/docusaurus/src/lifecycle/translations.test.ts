import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PluginInstance } from './instantiate.ts';
import { defaultCodeTranslations, localeTranslation, translatedContent, translationFilePath } from './translations.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-lifecycle-translations-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A site folder, with i18n/<locale>/ files when given. */
function siteWith(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(root, 'site-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const i18n = (extra: Record<string, unknown> = {}) => ({ defaultLocale: 'en', currentLocale: 'en', path: 'i18n', localeConfigs: {}, ...extra });

/** A plugin translating its content's `title` and the navbar's title through one translation file. */
function translating(id = 'default'): PluginInstance {
  return {
    name: 'greeter',
    id,
    options: { id },
    where: 'plugins[0]',
    dir: root,
    hooks: {
      name: 'greeter',
      getTranslationFiles: ({ content }: { content: { title: string } }) => [{ path: 'messages', content: { title: { message: content.title, description: 'the title' }, navbar: { message: 'Menu' } } }],
      translateContent: ({ content, translationFiles }: { content: { title: string }; translationFiles: Array<{ content: Record<string, { message: string }> }> }) => ({ ...content, title: `${translationFiles[0]!.content.title!.message}!` }),
      translateThemeConfig: ({ translationFiles }: { translationFiles: Array<{ content: Record<string, { message: string }> }> }) => ({ navbar: { title: translationFiles[0]!.content.navbar!.message } }),
      getDefaultCodeTranslationMessages: async () => ({ 'greeter.hello': 'Hello', 'greeter.count': 3 }),
    },
  };
}

describe('translatedContent', () => {
  it.each<[string, Record<string, string>, Record<string, unknown>, string, unknown]>([
    ['an untranslated locale (no i18n/en/): the content as loaded', {}, {}, 'Hi', { title: 'Untranslated' }],
    ['a translated one: translateContent with the default messages', { 'i18n/en/code.json': '{}' }, {}, 'Hi!', { title: 'Menu' }],
    ["the site's translation file over the plugin's messages", { 'i18n/en/greeter/messages.json': '{"title":{"message":"Bonjour"},"navbar":{"message":"Carte"}}' }, {}, 'Bonjour!', { title: 'Carte' }],
    ['translate: true without the folder', {}, { localeConfigs: { en: { translate: true } } }, 'Hi!', { title: 'Menu' }],
    ['translate: false with the folder', { 'i18n/en/code.json': '{}' }, { localeConfigs: { en: { translate: false } } }, 'Hi', { title: 'Untranslated' }],
    ["a locale's own folder (localeConfigs.path)", { 'i18n/english/greeter/messages.json': '{"title":{"message":"Howdy"}}' }, { localeConfigs: { en: { path: 'english' } } }, 'Howdy!', { title: 'Menu' }],
  ])('%s', async (_, files, extra, title, navbar) => {
    const siteConfig = { themeConfig: { navbar: { title: 'Untranslated' }, footer: { style: 'dark' } } };
    const content = await translatedContent(translating(), { title: 'Hi', other: 1 }, { siteDir: siteWith(files), i18n: i18n(extra), siteConfig });
    expect(content).toEqual({ title, other: 1 });
    expect(siteConfig.themeConfig).toEqual({ navbar, footer: { style: 'dark' } });
  });

  it('reads the file of an instance with an id under <name>-<id>', async () => {
    const siteDir = siteWith({ 'i18n/en/greeter-second/messages.json': '{"title":{"message":"Second"}}' });
    expect(await translatedContent(translating('second'), { title: 'Hi' }, { siteDir, i18n: i18n(), siteConfig: {} })).toEqual({ title: 'Second!' });
    expect(translationFilePath('/s/i18n/en', { name: 'greeter', id: 'second' }, 'messages')).toBe('/s/i18n/en/greeter-second/messages.json');
  });

  it('refuses a translation file that is not one, naming it', async () => {
    const siteDir = siteWith({ 'i18n/en/greeter/messages.json': '{"title":"Bonjour"}' });
    await expect(translatedContent(translating(), { title: 'Hi' }, { siteDir, i18n: i18n(), siteConfig: {} })).rejects.toThrow('a translation file holds { "<id>": { "message": "…", "description": "…" } }');
  });

  it("says where a locale's folder is and whether it is translated", () => {
    const siteDir = siteWith({ 'i18n/en/code.json': '{}' });
    expect(localeTranslation({ siteDir, i18n: i18n() })).toEqual({ dir: path.join(siteDir, 'i18n/en'), translate: true });
  });
});

describe('defaultCodeTranslations', () => {
  it('gives the messages, strings only', async () => {
    expect(await defaultCodeTranslations(translating())).toEqual({ 'greeter.hello': 'Hello' });
  });
});
