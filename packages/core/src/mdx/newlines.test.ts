/**
 * A source with Windows line endings (or old Mac ones) compiles to the same page as its Unix copy:
 * no `\r` reaches the compiled text, the front matter or the plugins' content.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.ts';
import { normalizeNewlines } from '../io/text-file.ts';
import { parseFrontMatter, readPageFile } from './front-matter.ts';
import { createMdxPipeline, MdxCompiler } from './pipeline.ts';

const config = validateConfig({ title: 'T', url: 'https://t.dev' }, 'site.config.ts');
const compiler = new MdxCompiler(createMdxPipeline(config), undefined);
const dir = mkdtempSync(path.join(tmpdir(), 'folio-newlines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const crlf = (text: string) => text.replace(/\n/g, '\r\n');
const cr = (text: string) => text.replace(/\n/g, '\r');

const PAGES = [
  ['paragraph over lines', '---\ntitle: A\ndescription: |\n  two\n  lines\n---\n# Head\n\nOne line\nand the next.\n'],
  ['lists, code, table', '# T\n\n- a\n- b\n\n```js\nconst a = 1;\nconst b = 2;\n```\n\n| x | y |\n| - | - |\n| 1 | 2 |\n'],
  ['JSX and admonition', '---\ntags: [a, b]\n---\n\n:::note\n\nInside\nthe note.\n\n:::\n\n<div>\n  text\n</div>\n'],
  ['hard break and html', 'a  \nb\n\n<!-- c\nd -->\n\n> quote\n> more\n'],
] as const;

describe('line endings', () => {
  it.each(PAGES)('%s: CRLF and CR copies compile to the LF page', async (_name, page) => {
    const unix = await compiler.compile(page, 'a.mdx', 'mdx');
    for (const other of [crlf(page), cr(page)]) {
      const compiled = await compiler.compile(other, 'a.mdx', 'mdx');
      expect(compiled.code).toBe(unix.code);
      expect(compiled.frontMatter).toEqual(unix.frontMatter);
    }
    expect(unix.code).not.toContain('\\r');
  });

  it('plugins read a CRLF file as its LF text (readPageFile)', () => {
    const [, page] = PAGES[0];
    const file = path.join(dir, 'crlf.md');
    writeFileSync(file, crlf(page));
    const read = readPageFile(file);
    expect(read.content).toBe(parseFrontMatter(page).content);
    expect(read.data).toEqual(parseFrontMatter(page).data);
  });

  it('any text: the front matter and content of its CRLF and CR copies are those of the LF one (property)', () => {
    const line = fc.string({ unit: fc.constantFrom('a', ' ', '#', '-', ':', '*', '`', '>', '|', 'é', '\t') });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.boolean(), (lines, withFrontMatter) => {
        const text = (withFrontMatter ? '---\ntitle: x\n---\n' : '') + lines.join('\n');
        const unix = (() => {
          try {
            return parseFrontMatter(text);
          } catch (error) {
            return (error as Error).message;
          }
        })();
        for (const other of [crlf(text), cr(text)]) {
          let got: unknown;
          try {
            got = parseFrontMatter(other);
          } catch (error) {
            got = (error as Error).message;
          }
          expect(got).toEqual(unix);
          if (typeof got === 'object') expect((got as { content: string }).content).not.toContain('\r');
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a\r\nb', 'a\nb'],
    ['a\rb', 'a\nb'],
    ['a\r\r\nb', 'a\n\nb'],
    ['a\n\rb', 'a\n\nb'],
    ['plain', 'plain'],
  ])('normalizeNewlines(%j) is %j', (input, output) => expect(normalizeNewlines(input)).toBe(output));
});
