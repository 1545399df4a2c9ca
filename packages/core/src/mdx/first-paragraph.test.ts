/**
 * The description a page gets from its first paragraph is the paragraph's text, as Markdown reads
 * it: no piece of link, image, code or HTML syntax is left over, whatever the inline markup.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFirstParagraph } from './first-paragraph.ts';

const cases: Array<[string, string, string | undefined]> = [
  ['a relative link', 'See [the guide](./guide.md) for more.', 'See the guide for more.'],
  ['a link whose target has parentheses', 'Read [Foo](https://en.wikipedia.org/wiki/Foo_(bar)) today.', 'Read Foo today.'],
  ['a link with a title', 'See [the guide](./guide.md "The (best) guide") now.', 'See the guide now.'],
  ['a link in angle brackets with a space', 'See [a b](<./a b.md>) now.', 'See a b now.'],
  ['a link whose text has brackets', 'See [the [nested] guide](./g.md) now.', 'See the [nested] guide now.'],
  ['an image', 'An ![architecture diagram](./img/a.png) inline.', 'An architecture diagram inline.'],
  ['a linked image', 'Badge: [![build status](https://x/b.svg)](https://ci) ok.', 'Badge: build status ok.'],
  ['inline code with brackets', 'Call `fn(a)` and `[x](y)` here.', 'Call fn(a) and [x](y) here.'],
  ['inline code with backticks inside', 'Use `` a`b `` please.', 'Use a`b please.'],
  ['HTML tags', 'Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to copy.', 'Press Ctrl+C to copy.'],
  ['emphasis and strong', 'It is *really* __very__ ~~not~~ fast.', 'It is really very not fast.'],
  ['underscores inside words', 'Set snake_case_name and max_size.', 'Set snake_case_name and max_size.'],
  ['a full reference link', 'See [the guide][g] for more.\n\n[g]: ./guide.md', 'See the guide for more.'],
  ['a collapsed and a shortcut reference', 'See [guide][] and [faq].\n\n[guide]: ./g.md\n[faq]: ./faq.md "FAQ (x)"', 'See guide and faq.'],
  ['an undefined reference stays as written', 'An [unknown][nope] ref.', 'An [unknown][nope] ref.'],
  ['an autolink', 'Visit <https://example.com/a_(b)> now.', 'Visit https://example.com/a_(b) now.'],
  ['a footnote reference', 'Folio is fast[^1] and small[^note].\n\n[^1]: Measured.', 'Folio is fast and small.'],
  ['entities and escapes', 'Fish &amp; chips \\*not emphasis\\* &copy;', 'Fish & chips *not emphasis* ©'],
  ['a heading then a paragraph', '# Title\n\nSee [the guide](./guide.md) for more.\n', 'See the guide for more.'],
  ['only the first line, as Docusaurus', 'First line [a](./a.md).\nSecond line.', 'First line a.'],
  ['a link over two lines is taken whole', 'See [the\nguide](./guide.md) for more.\nSecond.', 'See the guide for more.'],
  ['a list item without its marker', '- First [item](./i.md)\n- Second', 'First item'],
  // As Docusaurus 3.10's createExcerpt reads the same inputs.
  ['an HTML line by its text', '<div align="center">Intro text here.</div>\n\nMore.', 'Intro text here.'],
  ['an HTML line of tags only skipped', '<p align="center"><img src="x.png" /></p>\n\nReal text.', 'Real text.'],
  ['a JSX element before text', '<Badge text="beta" /> The API is *new*.', 'The API is new.'],
  ['a summary line', '<details>\n<summary>More</summary>\n\nBody text', 'More'],
  ['a comment skipped', '<!-- hidden -->\n\nVisible.', 'Visible.'],
  ['JSX wrappers skipped', '<Tabs>\n  <TabItem value="a">\n\nInside tab.', 'Inside tab.'],
  ['code, imports, JSX and admonitions skipped', "import X from './x';\n\n```js\nconst a = 1;\n```\n\n<X />\n\n:::tip\n\nText [t](./t.md).\n", 'Text t.'],
  ['brackets with no definition in the document stay as written', 'Use [brackets] and [x][y], or `a[0]`.', 'Use [brackets] and [x][y], or a[0].'],
  ['a reference definition is not the paragraph', '[g]: ./guide.md\n\nSee [g].', 'See g.'],
  ['nothing but a heading', '# Only\n', undefined],
];

describe('readFirstParagraph', () => {
  it.each(cases)('%s', (_, content, expected) => {
    expect(readFirstParagraph(content)).toBe(expected);
  });

  const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
  const target = fc.oneof(fc.constant('./guide.md'), fc.constant('https://x.example/a_(b)'), fc.constant('<./a b.md>'), fc.constant('./g.md "T (x)"'));
  const piece = fc.oneof(
    word,
    word.map((w) => ({ md: `*${w}*`, text: w })),
    word.map((w) => ({ md: `**${w}**`, text: w })),
    word.map((w) => ({ md: `\`${w})\``, text: `${w})` })),
    fc.tuple(word, target).map(([w, t]) => ({ md: `[${w}](${t})`, text: w })),
    fc.tuple(word, target).map(([w, t]) => ({ md: `![${w}](${t})`, text: w })),
    word.map((w) => ({ md: `<b>${w}</b>`, text: w })),
    word.map((w) => ({ md: `${w}[^${w}]`, text: w })),
  );

  it('gives the text of any mix of inline markup, with none of its syntax', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
        const parts = pieces.map((p) => (typeof p === 'string' ? { md: p, text: p } : p));
        const content = `Start ${parts.map((p) => p.md).join(' ')} end.`;
        expect(readFirstParagraph(content)).toBe(`Start ${parts.map((p) => p.text).join(' ')} end.`);
      }),
      { numRuns: 300 },
    );
  });
});
