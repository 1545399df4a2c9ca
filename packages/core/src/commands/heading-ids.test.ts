import { describe, expect, it } from 'vitest';
import { addHeadingIds, type HeadingIdOptions } from './heading-ids.ts';

const cases: Array<[name: string, source: string, expected: string, options?: HeadingIdOptions]> = [
  ['a plain heading', '## Getting started', '## Getting started {#getting-started}'],
  ['every level, h1 included', '# Title\n\n###### Six', '# Title {#title}\n\n###### Six {#six}'],
  ['an id already written is kept', '## Install {#setup}', '## Install {#setup}'],
  ['overwrite replaces it', '## Install {#setup}', '## Install {#install}', { overwrite: true }],
  ['an MDX comment id is an id already written', '## Install {/* #setup */}', '## Install {/* #setup */}'],
  ['an HTML comment id is an id already written', '## Install <!-- #setup -->', '## Install <!-- #setup -->'],
  ['overwrite replaces a comment id', '## Install {/* #setup */}', '## Install {#install}', { overwrite: true }],
  ['a comment that is not an id (no #) is not one', '## Install {/* note */}', '## Install {/* note */} {#install}'],
  ['duplicates are numbered as the page numbers them', '## Intro\n\n## Intro', '## Intro {#intro}\n\n## Intro {#intro-1}'],
  ['a heading with an id is not counted', '## Intro {#intro}\n\n## Intro', '## Intro {#intro}\n\n## Intro {#intro}'],
  ['with overwrite every heading is counted', '## Intro {#intro}\n\n## Intro', '## Intro {#intro}\n\n## Intro {#intro-1}', { overwrite: true }],
  ['maintainCase keeps the case', '## Getting Started', '## Getting Started {#Getting-Started}', { maintainCase: true }],
  ['markup is dropped from the slug', '## `npm` & **friends**', '## `npm` & **friends** {#npm--friends}'],
  ['link text counts, not its URL', '## See [the docs](/docs/intro)', '## See [the docs](/docs/intro) {#see-the-docs}'],
  ['tags are dropped, their text kept', '## Hello <abbr>world</abbr>', '## Hello <abbr>world</abbr> {#hello-world}'],
  ['an image adds no text', '## ![logo](/logo.png) Brand', '## ![logo](/logo.png) Brand {#-brand}'],
  ['entities and escapes are decoded', '## A &amp; B \\*', '## A &amp; B \\* {#a--b-}'],
  ['a closing run of # is removed', '## Title ##', '## Title {#title}'],
  ['a # inside the text stays', '## C# and F#', '## C# and F# {#c-and-f}'],
  ['headings in code fences are not headings', '```md\n## Not\n```\n\n## Yes', '```md\n## Not\n```\n\n## Yes {#yes}'],
  ['front matter is not read as headings', '---\ntitle: x\n# comment: 1\n---\n\n## Real', '---\ntitle: x\n# comment: 1\n---\n\n## Real {#real}'],
  [
    'a quoted or underlined heading gets no id but is counted',
    '> ## Intro\n\nIntro\n-----\n\n## Intro',
    '> ## Intro\n\nIntro\n-----\n\n## Intro {#intro-2}',
  ],
  ['an empty heading is left alone', '##\n\n## A', '##\n\n## A {#a}'],
  ['CRLF line endings are kept', '## One\r\n\r\n## Two\r\n', '## One {#one}\r\n\r\n## Two {#two}\r\n'],
  ['a byte order mark is kept', '\uFEFF# Title', '\uFEFF# Title {#title}'],
  ['a file without headings is unchanged', 'Just text.\n', 'Just text.\n'],
];

describe('addHeadingIds', () => {
  it.each(cases)('%s', (_name, source, expected, options) => {
    expect(addHeadingIds(source, options)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = addHeadingIds('# A\n\n## B\n\n## B\n\n> ## B\n\n## B');
    expect(addHeadingIds(once)).toBe(once);
  });
});
