import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultLocaleOf, readDocusaurusConfig, writtenDefaultLocale } from './read-config.ts';

const run = promisify(execFile);
/** The CLI's loader of Folio's TypeScript sources. */
const REGISTER_TS = path.resolve(import.meta.dirname, '../../core/bin/register-ts.mjs');
const root = mkdtempSync(path.join(os.tmpdir(), 'folio-read-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A site folder holding `files`; returns the config file's path. */
function site(files: Record<string, string>, config = 'docusaurus.config.js'): string {
  const dir = mkdtempSync(path.join(root, 'site-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return path.join(dir, config);
}

describe('writtenDefaultLocale and defaultLocaleOf', () => {
  it.each([
    ["i18n: { defaultLocale: 'fr', locales: ['fr'] }", 'fr'],
    ['i18n: {defaultLocale:"zh-Hans"}', 'zh-Hans'],
    ['i18n: { defaultLocale: `pt-BR` }', 'pt-BR'],
    ['i18n: { defaultLocale: locale }', undefined],
    ["title: 'x'", undefined],
  ])('%s → %s', (source, expected) => {
    expect(writtenDefaultLocale(source)).toBe(expected);
  });

  it.each([
    [{ i18n: { defaultLocale: 'ja' } }, 'ja'],
    [{ i18n: {} }, 'en'],
    [{}, 'en'],
  ])('%j → %s', (value, expected) => {
    expect(defaultLocaleOf(value)).toBe(expected);
  });
});

const LOCALES = "i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'] }";

describe('DOCUSAURUS_CURRENT_LOCALE while the config runs, as docusaurus build sets it', () => {
  // Run by Node as the CLI runs (vitest's module runner keeps imported files in a cache of its own).
  it('a CommonJS config reading it at its top level, and a file it requires, run once, as Docusaurus 3.10 runs them (jiti caches CommonJS)', async () => {
    const file = site({
      'docusaurus.config.js': `const words = require('./words.js');\nconst locale = process.env.DOCUSAURUS_CURRENT_LOCALE;\nmodule.exports = { title: locale + ':' + words.hello, ${LOCALES} };\n`,
      'words.js': `module.exports = { hello: process.env.DOCUSAURUS_CURRENT_LOCALE === 'fr' ? 'bonjour' : 'hello' };\n`,
    });
    const script = `const { readDocusaurusConfig } = await import(${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'read-config.ts')).href)});
const titles = [];
for (const locale of ['fr', 'ar', undefined]) titles.push((await readDocusaurusConfig(${JSON.stringify(file)}, locale)).value.title);
console.log(JSON.stringify(titles));`;
    const { stdout } = await run(process.execPath, ['--import', REGISTER_TS, '--input-type=module', '-e', script], { timeout: 60_000 });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual(['fr:bonjour', 'fr:bonjour', 'fr:bonjour']);
  }, 60_000);

  it('a config function reads it when called', async () => {
    const file = site({ 'docusaurus.config.mjs': `export default () => ({ title: process.env.DOCUSAURUS_CURRENT_LOCALE, ${LOCALES} });\n` }, 'docusaurus.config.mjs');
    expect((await readDocusaurusConfig(file, 'ar')).value.title).toBe('ar');
    expect((await readDocusaurusConfig(file)).value.title).toBe('en');
  });

  it('loaded for no locale: the default locale the config gives, even when not written as a literal', async () => {
    const file = site({ 'docusaurus.config.mjs': `const main = ['j', 'a'].join('');\nexport default () => ({ title: process.env.DOCUSAURUS_CURRENT_LOCALE, i18n: { defaultLocale: main, locales: [main, 'en'] } });\n` }, 'docusaurus.config.mjs');
    const loaded = await readDocusaurusConfig(file);
    expect(loaded.locale).toBe('ja');
    expect(loaded.value.title).toBe('ja');
  });

  it('a TypeScript config written with its default locale', async () => {
    const file = site({ 'docusaurus.config.ts': `const locale: string = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'none';\nexport default { title: locale, i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] } };\n` }, 'docusaurus.config.ts');
    expect((await readDocusaurusConfig(file)).value.title).toBe('fr');
    expect((await readDocusaurusConfig(file, 'en')).value.title).toBe('en');
  });
});
