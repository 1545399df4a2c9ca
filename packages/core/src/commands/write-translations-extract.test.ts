import { describe, expect, it } from 'vitest';
import { extractCodeTranslations, isTranslatableFile, type CodeTranslations, type ExtractStyle } from './write-translations-extract.ts';
import { filesFirst } from './write-translations.ts';

const IMPORT = "import Translate, { translate } from '@docusaurus/Translate';\n";

// [name, file, code, translations expected, warnings expected (a part of each), style]
const cases: Array<[string, string, string, CodeTranslations, string[], ExtractStyle?]> = [
  ['<Translate> with id and description', 'a.jsx', `${IMPORT}<Translate id="x.y" description="d">Hello</Translate>`, { 'x.y': { message: 'Hello', description: 'd' } }, []],
  ['<Translate> without id: the message is the key', 'a.jsx', `${IMPORT}<Translate>Hello</Translate>`, { Hello: { message: 'Hello' } }, []],
  ['JSX text: trimmed, spaces collapsed, entities decoded', 'a.jsx', `${IMPORT}<Translate>\n  Ships   &amp;\n  boats &#233;\n</Translate>`, { 'Ships & boats é': { message: 'Ships & boats é' } }, []],
  ['an expression child that is static', 'a.jsx', `${IMPORT}<Translate id="c">{'In {count} ' + "languages"}</Translate>`, { c: { message: 'In {count} languages' } }, []],
  ['a template literal prop', 'a.jsx', `${IMPORT}const P = 'home';\n<Translate id={\`\${P}.t\`}>T</Translate>`, { 'home.t': { message: 'T' } }, []],
  ['no children: the id is the message', 'a.jsx', `${IMPORT}<Translate id="only.id" />`, { 'only.id': { message: 'only.id' } }, []],
  ['no children and no id: a warning', 'a.jsx', `${IMPORT}<Translate />`, {}, ['<Translate> without children must have id prop', 'at line 2']],
  ['a dynamic child: a warning, left out', 'a.jsx', `${IMPORT}\n<Translate id="d">{name}</Translate>`, {}, ['Translate content could not be extracted', 'at line 3', 'Full code: <Translate id="d">{name}</Translate>']],
  ['a dynamic id prop: a warning, the message kept as key', 'a.jsx', `${IMPORT}<Translate id={id}>Hi</Translate>`, { Hi: { message: 'Hi' } }, ['<Translate> prop=id should be a statically evaluable object']],
  ['the last non-blank child is the message (Docusaurus rule)', 'a.jsx', `${IMPORT}<Translate><b>x</b> tail</Translate>`, { tail: { message: 'tail' } }, []],
  ['translate() with id, message, description', 'a.js', `${IMPORT}translate({ id: 'a.b', message: 'M', description: 'D' })`, { 'a.b': { message: 'M', description: 'D' } }, []],
  ['translate() without id; values as second argument', 'a.js', `${IMPORT}translate({ message: 'Hi {n}' }, { n: count })`, { 'Hi {n}': { message: 'Hi {n}' } }, []],
  ['translate() with an id only: the id is the message', 'a.js', `${IMPORT}translate({ id: 'only' })`, { only: { message: 'only' } }, []],
  ['translate() with a dynamic message: a warning', 'a.js', `${IMPORT}translate({ message: label })`, {}, ['translate() first arg should be a statically evaluable object', 'Full code: translate({ message: label })']],
  ['translate() with three arguments: a warning', 'a.js', `${IMPORT}translate({ message: 'x' }, {}, 1)`, {}, ['translate() function only takes 1 or 2 args']],
  ['const bindings are followed', 'a.js', `${IMPORT}const ID = 'k';\nconst MSG = \`v\${1 + 1}\`;\ntranslate({ id: ID, message: MSG })`, { k: { message: 'v2' } }, []],
  ['a let binding is not static', 'a.js', `${IMPORT}let ID = 'k';\ntranslate({ id: ID, message: 'm' })`, {}, ['statically evaluable']],
  ['TSX: types, interfaces and casts are no obstacle', 'a.tsx', `${IMPORT}interface P { a?: string }\nexport default function X(p: P): JSX.Element { return <Translate id={'t' as string}>Typed</Translate>; }`, { t: { message: 'Typed' } }, []],
  ['TS: translate() in a .ts file', 'a.ts', `${IMPORT}export const t: string = translate({ message: 'In TS' } satisfies { message: string });`, { 'In TS': { message: 'In TS' } }, []],
  ['renamed imports', 'a.jsx', "import T, { translate as tr } from '@docusaurus/Translate';\n<T>A</T>; tr({ message: 'B' });", { A: { message: 'A' }, B: { message: 'B' } }, []],
  ['a file not importing @docusaurus/Translate: nothing', 'a.jsx', "import Translate from './Translate';\n<Translate>A</Translate>; translate({ message: 'B' });", {}, []],
  ['a type-only import: nothing', 'a.tsx', "import type Translate from '@docusaurus/Translate';\n<Translate>A</Translate>;", {}, []],
  ['only the default import: translate() calls are not read', 'a.jsx', "import Translate from '@docusaurus/Translate';\n<Translate>A</Translate>; translate({ message: 'B' });", { A: { message: 'A' } }, []],
  ['two import declarations: the last names both (Docusaurus rule)', 'a.jsx', "import Translate from '@docusaurus/Translate';\nimport { translate } from '@docusaurus/Translate';\n<Translate>A</Translate>; translate({ message: 'B' });", { B: { message: 'B' } }, []],
  ['Folio theme: translate(id, message, values)', 'x.tsx', "import { translate } from '../../runtime/translate';\nconst a = translate('theme.x.y', 'Next {n}', { n: 1 });", { 'theme.x.y': { message: 'Next {n}' } }, [], 'folio-theme'],
  ['Folio theme: a dynamic id is a warning', 'x.tsx', "import { translate } from '../../runtime/translate';\ntranslate(id, 'M');", {}, ["translate() takes a static id and message", 'at line 2'], 'folio-theme'],
  ["a Folio site's page: the theme's translate(id, message) read as the theme's", 'index.tsx', "import { translate } from '@folio/theme';\nexport const t = translate('homepage.tagline', 'Keep {what}', { what: 'everything' });", { 'homepage.tagline': { message: 'Keep {what}' } }, []],
  ['Folio theme: @docusaurus/Translate is not its call shape', 'x.tsx', `${IMPORT}translate({ message: 'x' });`, {}, [], 'folio-theme'],
];

describe('extractCodeTranslations', () => {
  it.each(cases)('%s', (_, file, code, translations, warnings, style) => {
    const result = extractCodeTranslations(code, `/site/src/${file}`, style);
    expect(result.translations).toEqual(translations);
    expect(result.warnings).toHaveLength(warnings.length ? 1 : 0);
    for (const part of warnings) expect(result.warnings[0]).toContain(part);
  });

  it('a syntax error names the file and line', () => {
    expect(() => extractCodeTranslations(`${IMPORT}\nconst = ;`, '/site/src/bad.js')).toThrow(/cannot be parsed/);
    try {
      extractCodeTranslations(`${IMPORT}\nconst = ;`, '/site/src/bad.js');
    } catch (error) {
      expect(error).toMatchObject({ file: '/site/src/bad.js', line: 3 });
    }
  });
});

describe('isTranslatableFile', () => {
  it.each([
    ['a.js', true],
    ['a.jsx', true],
    ['a.ts', true],
    ['a.tsx', true],
    ['a.d.ts', false],
    ['a.md', false],
    ['a.mdx', false],
    ['a.css', false],
  ])('%s: %s', (file, expected) => expect(isTranslatableFile(file)).toBe(expected));
});

describe('filesFirst', () => {
  it("orders a folder's files before its subfolders', by name", () => {
    const files = ['NotFound/Content/index.js', 'NotFound/index.js', 'A/b.js', 'z.js', 'A/B/c.js'];
    expect([...files].sort(filesFirst)).toEqual(['z.js', 'A/b.js', 'A/B/c.js', 'NotFound/index.js', 'NotFound/Content/index.js']);
  });
});
