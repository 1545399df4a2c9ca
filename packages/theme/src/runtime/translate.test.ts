/**
 * The theme's strings and its `en` table agree: every `translate(id, message)` in the theme's
 * sources names an id of the table with the table's message, and every id of the table is used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { interpolate, setCodeTranslations, translate } from './translate.ts';

const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each call `translate('id', 'message'...)` (or `translatePlural(locale, 'id', 'message'...)`) of a source, and how many calls it has in all. */
export function translateCalls(code: string): { calls: Array<{ id: string; message: string }>; count: number } {
  const calls = [...code.matchAll(/\b(?:translate\(|translatePlural\(\s*\w+,)\s*'([^'\\]*)',\s*'((?:[^'\\]|\\.)*)'/g)].map((match) => ({ id: match[1]!, message: match[2]!.replace(/\\(.)/g, '$1') }));
  const count = [...code.matchAll(/\b(?:translate|translatePlural)\(/g)].length;
  return { calls, count };
}

// The search package's UI speaks through the theme's table too.
const SEARCH = path.resolve(SRC, '../../search/src/client');
const PACKAGES = path.resolve(SRC, '../..');
const files = [...sources(SRC), ...sources(SEARCH)].filter((file) => !file.endsWith(path.join('runtime', 'translate.ts')) && !file.endsWith(path.join('runtime', 'plurals.ts')));
const used = files.flatMap((file) => translateCalls(readFileSync(file, 'utf8')).calls.map((call) => ({ ...call, file: path.relative(PACKAGES, file) })));

describe('translate', () => {
  it.each(files.map((file) => [path.relative(PACKAGES, file), file]))('%s: every call names its id and message as literals', (_, file) => {
    const { calls, count } = translateCalls(readFileSync(file, 'utf8'));
    expect(calls.length).toBe(count);
  });

  it('every id used is in the en table, with the same message', () => {
    const wrong = used.filter(({ id, message }) => (en as Record<string, string>)[id] !== message);
    expect(wrong).toEqual([]);
  });

  it('every id of the en table is used', () => {
    const ids = new Set(used.map(({ id }) => id));
    expect(Object.keys(en).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('the check sees a call, an unknown id and a changed message', () => {
    const { calls, count } = translateCalls("translate('theme.x', 'It\\'s')\nconst y = translate(id, 'z');");
    expect(calls).toEqual([{ id: 'theme.x', message: "It's" }]);
    expect(count).toBe(2);
  });

  it('fills placeholders from values and leaves unknown ones', () => {
    expect(translate('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: 'A {b}' })).toBe('Read more about A {b}');
    expect(translate('theme.docs.versions.unreleasedVersionLabel', '', { siteTitle: 'S' })).toBe('This is unreleased documentation for S {versionLabel} version.');
  });

  it('interpolates nodes into the text nodes JSX would make', () => {
    const link = createElement('a', { href: '#x' }, 'X');
    const parts = interpolate(translate('theme.ApiSchema.circular', 'Recursive: the same schema as {schema} above.'), { schema: link });
    expect(renderToString(createElement('p', null, parts))).toBe(renderToString(createElement('p', null, 'Recursive: the same schema as ', link, ' above.')));
    const dated = interpolate(translate('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}'), { atDate: ' on 1 May', byUser: '' });
    expect(renderToString(createElement('span', null, dated))).toBe(renderToString(createElement('span', null, 'Last updated', ' on 1 May', '')));
    expect(interpolate('{a} and {b}', { a: 1 })).toEqual([1, ' and ', '{b}']);
  });
});

describe("the locale's strings", () => {
  it("win over the English table, for the theme's ids and a site's own", () => {
    setCodeTranslations({ 'theme.docs.paginator.next': 'Suivant', 'homepage.tagline': 'Tout garder, {what}' });
    try {
      expect(translate('theme.docs.paginator.next', 'Next')).toBe('Suivant');
      expect(translate('homepage.tagline', 'Keep {what}', { what: 'tout' })).toBe('Tout garder, tout');
      expect(translate('theme.docs.paginator.previous', 'Previous')).toBe(en['theme.docs.paginator.previous']);
      expect(translate('homepage.other', 'As written')).toBe('As written');
    } finally {
      setCodeTranslations({});
    }
  });
});
