import { describe, expect, it } from 'vitest';
import type { TranslationFileContent } from '../plugin-api.ts';
import { checkTranslationFile, footerTranslationFile, formatTranslationFile, mergeTranslationFile, navbarTranslationFile, withDefaultMessages, type MergeOptions } from './write-translations-merge.ts';

const fresh: TranslationFileContent = { a: { message: 'A', description: 'new a' }, b: { message: 'B' } };

// [name, existing, options, merged, unknown keys]
const merges: Array<[string, TranslationFileContent | undefined, MergeOptions, TranslationFileContent, string[]]> = [
  ['no file yet: the new messages', undefined, {}, fresh, []],
  [
    'an existing message is kept, its description updated; new keys follow',
    { a: { message: 'A traduit', description: 'old' } },
    {},
    { a: { message: 'A traduit', description: 'new a' }, b: { message: 'B' } },
    [],
  ],
  ['--override replaces the messages', { a: { message: 'A traduit' } }, { override: true }, fresh, []],
  [
    'keys only in the existing file stay first and are reported',
    { old: { message: 'Vieux' }, b: { message: 'B traduit' } },
    {},
    { old: { message: 'Vieux' }, b: { message: 'B traduit' }, a: { message: 'A', description: 'new a' } },
    ['old'],
  ],
  [
    '--messagePrefix starts new messages, not the kept ones',
    { a: { message: 'A traduit' } },
    { messagePrefix: '(fr) ' },
    { a: { message: 'A traduit', description: 'new a' }, b: { message: '(fr) B' } },
    [],
  ],
  ['--override with a prefix prefixes every message', { a: { message: 'x' } }, { override: true, messagePrefix: '! ' }, { a: { message: '! A', description: 'new a' }, b: { message: '! B' } }, []],
];

describe('mergeTranslationFile', () => {
  it.each(merges)('%s', (_, existing, options, content, unknownKeys) => {
    const merged = mergeTranslationFile(existing, fresh, options);
    expect(merged.content).toEqual(content);
    expect(Object.keys(merged.content)).toEqual(Object.keys(content));
    expect(merged.unknownKeys).toEqual(unknownKeys);
  });
});

describe('withDefaultMessages', () => {
  it("plugins' default messages replace the extracted ones for their ids; unused defaults are listed", () => {
    const result = withDefaultMessages({ 'theme.next': { message: 'Next', description: 'd' }, own: { message: 'Own' } }, { 'theme.next': 'Suivant', 'theme.gone': 'Parti' });
    expect(result.content).toEqual({ 'theme.next': { message: 'Suivant', description: 'd' }, own: { message: 'Own' } });
    expect(result.unused).toEqual(['theme.gone']);
  });
});

describe('checkTranslationFile', () => {
  it.each([
    ['an array', [], '#'],
    ['an entry that is a string', { a: 'x' }, '#/a'],
    ['a message that is not a string', { a: { message: 1 } }, '#/a/message'],
    ['a description that is not a string', { a: { message: 'x', description: 2 } }, '#/a/description'],
    ['an unknown field', { 'a/b': { message: 'x', note: 'y' } }, '#/a~1b/note'],
  ])('refuses %s, naming the file and JSON pointer', (_, content, pointer) => {
    expect(() => checkTranslationFile(content, '/site/i18n/fr/code.json')).toThrow(expect.objectContaining({ file: '/site/i18n/fr/code.json', pointer }));
  });
  it('accepts messages with and without descriptions, and empty messages', () => {
    const content = { a: { message: '' }, b: { message: 'B', description: 'd' } };
    expect(checkTranslationFile(content, 'f')).toBe(content);
  });
});

describe('formatTranslationFile', () => {
  it('writes two-space JSON with a final newline', () => {
    expect(formatTranslationFile({ a: { message: 'A' } })).toBe('{\n  "a": {\n    "message": "A"\n  }\n}\n');
  });
});

describe("the theme's navbar and footer files (theme-classic's keys)", () => {
  it('navbar: title, logo alt, item labels then sub-item labels, each once', () => {
    const navbar = {
      title: 'Site',
      logo: { alt: 'Logo', src: 'x.svg' },
      items: [
        { label: 'More', items: [{ label: 'Deep', items: [{ label: 'Deeper' }] }, { label: 'Docs' }] },
        { label: 'Docs', to: '/docs' },
        { type: 'localeDropdown' },
      ],
    };
    const content = navbarTranslationFile(navbar);
    expect(Object.keys(content)).toEqual(['title', 'logo.alt', 'item.label.More', 'item.label.Docs', 'item.label.Deep', 'item.label.Deeper']);
    expect(content['item.label.Docs']).toEqual({ message: 'Docs', description: 'Navbar item with label Docs' });
    expect(content['logo.alt']).toEqual({ message: 'Logo', description: 'The alt text of navbar logo' });
  });
  it('navbar: an empty navbar gives an empty file', () => {
    expect(navbarTranslationFile(undefined)).toEqual({});
  });
  it('footer with columns: titles, then link labels with their targets, copyright, logo alt', () => {
    const footer = { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }, { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com' }] }], copyright: '©', logo: { alt: 'F' } };
    const content = footerTranslationFile(footer)!;
    expect(Object.keys(content)).toEqual(['link.title.Docs', 'link.title.More', 'link.item.label.Intro', 'link.item.label.GitHub', 'copyright', 'logo.alt']);
    expect(content['link.item.label.GitHub']).toEqual({ message: 'GitHub', description: 'The label of footer link with label=GitHub linking to https://github.com' });
    expect(content['link.title.Docs']).toEqual({ message: 'Docs', description: 'The title of the footer links column with title=Docs in the footer' });
  });
  it('footer with simple links: their labels; no footer: no file', () => {
    expect(Object.keys(footerTranslationFile({ links: [{ label: 'Blog', to: '/blog' }] })!)).toEqual(['link.item.label.Blog']);
    expect(footerTranslationFile(undefined)).toBeUndefined();
  });
});
