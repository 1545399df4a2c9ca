/**
 * The one-walk serializer of highlighted code (codeLinesHtml) must write exactly what
 * hast-util-to-html writes for the line elements (codeLines): every fenced block of the Karakeep
 * docs (all versions) and of the fixtures, in its language, plus hand-written cases that stress
 * tokens across lines, escaping and highlighted lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import { describe, expect, it } from 'vitest';
import { codeLines, codeLinesHtml, isHighlightable } from './highlight.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

function tokens(code: string, language: string): ElementContent[] {
  return isHighlightable(language) ? (refractor.highlight(code, language).children as ElementContent[]) : [{ type: 'text', value: code }];
}

/** True when codeLinesHtml wrote the block (it must then equal toHtml's), false when it left it to toHtml. */
function expectSame(code: string, language: string, highlight = new Set<number>()): boolean {
  const nodes = tokens(code, language);
  const html = codeLinesHtml(nodes, highlight);
  if (html !== undefined) expect(html, `${language}:\n${code}`).toBe(toHtml(codeLines(nodes, highlight)));
  return html !== undefined;
}

describe('codeLinesHtml', () => {
  it.each<[string, string, number[]]>([
    ['one line', 'const a = 1;', []],
    ['escapes & and < (not > or quotes)', 'if (a < b && c > d) { s = "x" + \'y\'; }', []],
    ['a comment over three lines', '/* one\n two\n three */\nlet x;', [2]],
    ['empty lines and a trailing empty line', 'a\n\n\nb\n', [1, 4]],
    ['only line breaks', '\n\n', []],
    ['an empty block', '', []],
    ['nested tokens (a template string with an expression)', 'const s = `a ${b + `c ${d}`} e`;\nnext();', [2]],
    ['markup with attributes', '<a href="x?y=1" class=\'c\'>T</a>\n<!-- c -->', []],
    ['unicode', 'const café = "naïve — ✓";', []],
  ])('%s', (_name, code, lines) => {
    for (const language of ['tsx', 'javascript', 'markup', 'bash', 'yaml', 'text']) expect(expectSame(code, language, new Set(lines)), language).toBe(true);
  });

  it('leaves to toHtml an element with more than class names (refractor titles markup entities)', () => {
    expect(expectSame('<p>T&amp;C</p>', 'markup')).toBe(false);
    const odd: ElementContent[] = [{ type: 'element', tagName: 'span', properties: { className: ['token'], title: 'x' }, children: [{ type: 'text', value: 'a' }] }];
    expect(codeLinesHtml(odd, new Set())).toBeUndefined();
  });

  const fences = (...dirs: string[]) =>
    dirs.flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .filter((file) => /\.mdx?$/.test(file) && !/(^|\/)(node_modules|build)\//.test(file))
        .flatMap((file) => [...readFileSync(path.join(root, dir, file), 'utf8').matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)\n```$/gm)].map((match) => [match[1] || 'text', match[2]!] as const)),
    );

  it.each([
    ['the Karakeep docs', fences('docs', 'versioned_docs')],
    ['the fixtures', fences('tests/fixtures')],
  ])('writes every fenced block of %s as hast-util-to-html does', (_name, blocks) => {
    let written = 0;
    for (const [language, code] of blocks) if (expectSame(code, language, new Set([1, 3]))) written++;
    expect(written).toBeGreaterThan(blocks.length * 0.9);
  });
});
