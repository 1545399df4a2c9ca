/**
 * `folio migrate` writes a config's values as source: any value round-trips (strings with quotes,
 * backslashes, `${}`, line breaks, U+2028; keys such as `__proto__`; -0), and user text in the
 * comments (file names, config keys, notices) never ends a comment to become code.
 */
import { deepStrictEqual } from 'node:assert';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { renderSiteConfig, type RenderInput } from './render.ts';
import { quote, toSource, type SourceContext } from './source.ts';

const hostile = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.array(fc.constantFrom("'", '"', '`', '\\', '${', '}', '*/', '/*', '\n', '\r', '\u2028', '\u2029', '</script>', '__proto__', 'a', 'é', '𝄞', ' '), { maxLength: 10 }).map((parts) => parts.join('')),
);

/** An object with exactly these own properties (`__proto__` included, as JSON.parse makes it). */
const objectOf = (entries: Array<[string, unknown]>) => {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
};

const { value: data } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostile, fc.double(), fc.boolean(), fc.constant(null), tie('list'), tie('object')),
  list: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(fc.oneof(hostile, fc.constant('__proto__')), tie('value')), { maxLength: 4 }).map(objectOf),
}));

const context = (): SourceContext => ({ unwritable: [], refer: () => undefined });

/** The syntax errors TypeScript finds in `source`. */
function syntaxErrors(source: string): string[] {
  const { diagnostics } = ts.transpileModule(source, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  return (diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('toSource', () => {
  it('writes any data so that evaluating it gives the same data back', () => {
    fc.assert(
      fc.property(data, (value) => {
        const source = toSource(value, context());
        expect(syntaxErrors(`export default ${source};`)).toEqual([]);
        deepStrictEqual(new Function(`return (${source});`)(), value);
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    ['-0', -0, '-0'],
    ['a key __proto__', objectOf([['__proto__', 1]]), "{ ['__proto__']: 1 }"],
    ['U+2028', 'a\u2028b', "'a\\u2028b'"],
    ['a quote after a backslash', '\\\'"', "'\\\\\\'\"'"],
  ])('%s', (_, value, written) => {
    expect(toSource(value, context())).toBe(written);
    deepStrictEqual(new Function(`return (${written});`)(), value);
  });
});

describe('renderSiteConfig', () => {
  const input = (text: string): RenderInput => {
    const fn = () => 1;
    return {
      configName: `docusaurus.config${text}.js`,
      exportIsFunction: false,
      docusaurus: { customFields: objectOf([[text, fn]]) },
      site: { title: text, url: 'https://example.com', customFields: objectOf([[text, fn]]) },
      calls: [{ factory: 'docs', module: '@folio/plugin-docs', args: [{ path: text }] }],
      prismThemes: {},
      notices: [`a notice naming ${text}`, text],
      imports: [],
    };
  };

  it('writes user text into comments and strings that stay comments and strings', () => {
    const shape = (source: string) => ts.createSourceFile('site.config.ts', source, ts.ScriptTarget.ES2022).statements.map((statement) => ts.SyntaxKind[statement.kind]);
    const expected = shape(renderSiteConfig(input('plain')).source);
    expect(expected).toEqual(['ImportDeclaration', 'ImportDeclaration', 'ImportDeclaration', 'ExportAssignment']);
    fc.assert(
      fc.property(hostile, (text) => {
        const { source, kept } = renderSiteConfig(input(text));
        expect(kept).toHaveLength(1);
        expect(syntaxErrors(source)).toEqual([]);
        expect(shape(source)).toEqual(expected);
        const file = ts.createSourceFile('site.config.ts', source, ts.ScriptTarget.ES2022);
        const kept_ = file.statements[2] as ts.ImportDeclaration;
        expect((kept_.moduleSpecifier as ts.StringLiteral).text).toBe(`./docusaurus.config${text}.js`);
      }),
      { numRuns: 300 },
    );
  });

  it('quotes a string that is a single quote', () => {
    expect(quote("'")).toBe("'\\''");
  });
});
