import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clashingFiles } from '../vite/locale-writes-plugin.ts';
import { writesByFile } from './locale-group.ts';
import { folderState, localeWritesDirs, putBack, writesSince, type LocaleWrites } from './locale-writes.ts';

const writes = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([file, text]) => [file, Buffer.from(text)]));

/** The files `en` and `fr` wrote with other bytes. */
const clashes = (en: LocaleWrites, fr: LocaleWrites) => [...clashingFiles(writesByFile([{ locale: { name: 'en' }, writes: en }, { locale: { name: 'fr' }, writes: fr }]))];

describe('whether two locales wrote the same', () => {
  it.each([
    ['nothing written', {}, {}, true],
    ['other paths', { '/g/a.json': '1' }, { '/g/b.json': '2' }, true],
    ['a path with the same bytes', { '/g/a.json': '1', '/g/x': 'x' }, { '/g/a.json': '1' }, true],
    ['a path with other bytes', { '/g/a.json': '{"locale":"en"}' }, { '/g/a.json': '{"locale":"fr"}', '/g/b': '' }, false],
    ['same length, other bytes', { '/g/a': 'ab' }, { '/g/a': 'ba' }, false],
  ])('%s', (_, a, b, agree) => {
    expect(clashes(writes(a), writes(b)).length === 0).toBe(agree);
    expect(clashes(writes(b), writes(a)).length === 0).toBe(agree);
  });
});

describe('the folders plugins write per locale', () => {
  it('each once, resolved and sorted; plugins without one add none; a folder is skipped when every plugin naming the folder skips it', () => {
    const plugins = [
      { name: 'a', localeWritesDir: '/site/.docusaurus', localeWritesSkip: ['/site/.docusaurus/docs', '/site/.docusaurus/blog'] },
      { name: 'b' },
      { name: 'c', localeWritesDir: '/site/.docusaurus/', localeWritesSkip: ['/site/.docusaurus/docs/'] },
      { name: 'd', localeWritesDir: '/other' },
    ];
    expect(localeWritesDirs({ plugins } as never)).toEqual([
      { dir: '/other', skip: new Set() },
      { dir: '/site/.docusaurus', skip: new Set(['/site/.docusaurus/docs']) },
    ]);
  });
});

describe("a locale's writes, found and put back", () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the files made or rewritten since the state before (not in a skipped folder), not the ones left alone, and puts back what another wrote over', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'folio-locale-writes-'));
    const file = (name: string) => path.join(dir, name);
    mkdirSync(file('plugin/default'), { recursive: true });
    writeFileSync(file('plugin/default/old.json'), 'left alone');
    writeFileSync(file('plugin/default/shared.json'), 'before');
    const before = folderState([{ dir, skip: new Set([file('skipped')]) }]);
    writeFileSync(file('plugin/default/shared.json'), 'en');
    writeFileSync(file('plugin/default/new.json'), 'made');
    mkdirSync(file('skipped'), { recursive: true });
    writeFileSync(file('skipped/left-by-another-tool.json'), 'not looked at');
    const en = writesSince([{ dir, skip: new Set([file('skipped')]) }], before);
    expect([...en.keys()].sort()).toEqual([file('plugin/default/new.json'), file('plugin/default/shared.json')]);
    expect(en.get(file('plugin/default/shared.json'))!.toString()).toBe('en');

    // The next locale writes over one and removes another; putting back restores both, and leaves the third alone.
    const beforeFr = folderState([{ dir, skip: new Set() }]);
    writeFileSync(file('plugin/default/shared.json'), 'fr');
    rmSync(file('plugin/default/new.json'));
    const fr = writesSince([{ dir, skip: new Set() }], beforeFr);
    expect([...fr.keys()]).toEqual([file('plugin/default/shared.json')]);
    expect(clashes(en, fr)).toEqual([file('plugin/default/shared.json')]);
    putBack(en);
    expect(readFileSync(file('plugin/default/shared.json'), 'utf8')).toBe('en');
    expect(readFileSync(file('plugin/default/new.json'), 'utf8')).toBe('made');
    expect(readFileSync(file('plugin/default/old.json'), 'utf8')).toBe('left alone');
    putBack(fr);
    expect(readFileSync(file('plugin/default/shared.json'), 'utf8')).toBe('fr');
  });

  it('a folder not there yet has no state and no writes', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'folio-locale-writes-'));
    expect(folderState([{ dir: path.join(dir, 'none'), skip: new Set() }]).size).toBe(0);
    expect(writesSince([{ dir: path.join(dir, 'none'), skip: new Set() }], new Map()).size).toBe(0);
  });
});
