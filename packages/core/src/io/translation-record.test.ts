import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  formatTranslationLock,
  frontMatterRevision,
  parseTranslationLock,
  readTranslationRecord,
  recordKey,
  sourceHash,
  translationState,
  withFrontMatterRevision,
  writeTranslationRecord,
} from './translation-record.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-translation-record-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
};

describe('sourceHash', () => {
  it("is the first 16 hex digits of the sha256 of the file's bytes", () => {
    // sha256('abc') = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(sourceHash(write('abc.txt', 'abc'))).toBe('ba7816bf8f01cfea');
  });
});

describe('parseTranslationLock', () => {
  const good = { version: 1, files: { 'docs/current/a.md': { source: 'docs/a.md', hash: '0123456789abcdef' } } };
  it('reads a valid file', () => {
    expect(parseTranslationLock(JSON.stringify(good), 'lock.json')).toEqual(good.files);
  });
  it.each([
    ['not JSON', '{', '#'],
    ['not an object', '[]', '#'],
    ['another version', JSON.stringify({ version: 2, files: {} }), '#/version'],
    ['no files', JSON.stringify({ version: 1 }), '#/files'],
    ['a file that is not an object', JSON.stringify({ version: 1, files: { 'a/b.md': 1 } }), '#/files/a~1b.md'],
    ['a source that is not a string', JSON.stringify({ version: 1, files: { 'a.md': { hash: '0123456789abcdef' } } }), '#/files/a.md/source'],
    ['a hash that is not 16 hex digits', JSON.stringify({ version: 1, files: { 'a.md': { source: 'a.md', hash: 'XYZ' } } }), '#/files/a.md/hash'],
  ])('refuses %s, naming the file and the JSON pointer', (_, text, pointer) => {
    expect(() => parseTranslationLock(text, '/site/i18n/fr/translations.lock.json')).toThrow(expect.objectContaining({ file: '/site/i18n/fr/translations.lock.json', pointer }));
  });
});

describe('formatTranslationLock', () => {
  it('sorts the keys, so that it diffs well, and ends with a newline', () => {
    const text = formatTranslationLock({ 'z.md': { source: 'z', hash: '1111111111111111' }, 'a.md': { hash: '2222222222222222', source: 'a' } as never });
    expect(text).toBe('{\n  "version": 1,\n  "files": {\n    "a.md": {\n      "source": "a",\n      "hash": "2222222222222222"\n    },\n    "z.md": {\n      "source": "z",\n      "hash": "1111111111111111"\n    }\n  }\n}\n');
  });
});

describe('front matter records', () => {
  it.each([
    ['---\ntranslated_from: 0123456789abcdef\n---\n# x', '0123456789abcdef'],
    ["---\ntitle: T\ntranslated_from: '0123456789abcdef' # note\n---\n", '0123456789abcdef'],
    ['---\r\ntranslated_from: "0123456789abcdef"\r\n---\r\n', '0123456789abcdef'],
    ['# no front matter\ntranslated_from: 0123456789abcdef', undefined],
    ['---\ntitle: T\n---\n', undefined],
  ])('frontMatterRevision(%j) is %s', (text, expected) => expect(frontMatterRevision(text)).toBe(expected));

  it('withFrontMatterRevision replaces the value, and only in the front matter', () => {
    expect(withFrontMatterRevision('---\ntitle: T\ntranslated_from: old\n---\ntranslated_from: body\n', 'ffffffffffffffff')).toBe('---\ntitle: T\ntranslated_from: ffffffffffffffff\n---\ntranslated_from: body\n');
    expect(withFrontMatterRevision('---\ntitle: T\n---\n', 'ffffffffffffffff')).toBeUndefined();
  });
});

describe('translationState', () => {
  const source = write('docs/a.md', '# A\n');
  const localeDir = path.join(dir, 'i18n', 'fr');
  it('unrecorded, then current once recorded in the lock file, then stale when the source changes', () => {
    const translated = write('i18n/fr/docs/current/a.md', '# A (fr)\n');
    const record = readTranslationRecord(localeDir);
    expect(record.files).toEqual({});
    expect(translationState(record, source, translated)).toBe('unrecorded');
    record.files[recordKey(record, translated)] = { source: 'docs/a.md', hash: sourceHash(source) };
    writeTranslationRecord(record);
    const reread = readTranslationRecord(localeDir);
    expect(Object.keys(reread.files)).toEqual(['docs/current/a.md']);
    expect(translationState(reread, source, translated)).toBe('current');
    write('docs/a.md', '# A, changed\n');
    expect(translationState(reread, source, translated)).toBe('stale');
  });
  it("the front matter's record goes before the lock file's", () => {
    const other = write('docs/b.md', '# B\n');
    const translated = write('i18n/fr/docs/current/b.md', `---\ntranslated_from: ${sourceHash(other)}\n---\n# B (fr)\n`);
    const record = { dir: localeDir, files: { 'docs/current/b.md': { source: 'docs/b.md', hash: '0000000000000000' } } };
    expect(translationState(record, other, translated)).toBe('current');
  });
});
