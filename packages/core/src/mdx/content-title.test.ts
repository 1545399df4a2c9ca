import { describe, expect, it } from 'vitest';
import { readContentTitle, removeContentTitle } from './content-title.ts';

describe('readContentTitle: an h1 at the top of the document, before other content (Docusaurus)', () => {
  it.each<[string, string, string | undefined]>([
    // The two forms of an h1.
    ['an ATX heading', '# Title\n\nText.', 'Title'],
    ['a setext heading', 'Title\n===\n\nText.', 'Title'],
    ['a setext heading over two lines', 'Long\ntitle\n=====', 'Long\ntitle'],
    ['a setext h2 is not a title', 'Title\n---\n\nText.', undefined],
    ['the closing # run is not part of it', '# Title ##', 'Title'],
    ['a # without a space before it is text', '# C#', 'C#'],
    ['up to three spaces of indentation', '   # Title', 'Title'],
    ['four spaces are not a heading', '    # Title', undefined],
    ['no space after # is no heading', '#Title', undefined],
    ['an empty heading is no title', '#\n\nText.', undefined],
    ['a heading of only a closing run is empty', '# #', undefined],
    ['only the first h1 counts', '# One\n\n# Two', 'One'],
    // What may come before it.
    ['blank lines (a blanked front matter)', '\n\n\n# Title', 'Title'],
    ['imports and exports', "import Tabs from '@theme/Tabs';\nexport const x = 1;\n\n# Title", 'Title'],
    ['an import over several lines', "import {\n  Tabs,\n} from '@theme/Tabs';\n\n# Title", 'Title'],
    ['an MDX comment', '{/* a note */}\n\n# Title', 'Title'],
    ['an HTML comment over two lines', '<!--\nnote -->\n# Title', 'Title'],
    ['a byte order mark', '\uFEFF# Title', 'Title'],
    // What makes a later h1 an ordinary heading.
    ['a paragraph first', 'Intro.\n\n# Later', undefined],
    ['a lower heading first', '## Sub\n\n# Title', undefined],
    ['JSX first', '<Intro />\n\n# Title', undefined],
    ['a # line inside JSX', '<div>\n# Not a title\n</div>', undefined],
    ['a # line inside a fenced code block', '```sh\n# not a title\n```\n\n# Title', undefined],
    ['a # line inside a tilde fence', '~~~\n# not a title\n~~~', undefined],
    ['an h1 inside an admonition', ':::note\n\n# Inside\n\n:::', undefined],
    ['an h1 in a list item', '- # Item', undefined],
    ['an h1 in a blockquote', '> # Quoted', undefined],
    ['a comment followed by text on its line is content', '<!-- x --> text\n\n# Title', undefined],
    ['a setext underline after a list is not a heading', '- item\n===', undefined],
    // Its text: the inline Markdown read, markup dropped.
    ['emphasis and code', '# The **x** `code`', 'The x code'],
    ['links keep their text, images their description', '# [Folio](https://folio.dev) ![logo](logo.png) docs', 'Folio logo docs'],
    ['JSX tags keep their text', '# Title <Badge>beta</Badge>', 'Title beta'],
    ['strikethrough', '# ~~Old~~ New', 'Old New'],
    ['HTML entities are decoded', '# Tom &amp; Jerry &#169;', 'Tom & Jerry ©'],
    ['backslash escapes are decoded', '# 2 \\* 3', '2 * 3'],
    ['a custom id is not part of it', '# Install {#custom-id}', 'Install'],
    ['an escaped custom id neither', '# Install \\{#custom-id\\}', 'Install'],
    ['a custom id after inline code', '# The `x` option {#x}', 'The x option'],
    ['surrounding spaces go', '#    Title   ', 'Title'],
    // Line endings.
    ['CRLF', '# Title\r\n\r\nText.', 'Title'],
    ['CRLF before the title', '\r\n\r\n# Title\r\n', 'Title'],
    ['a setext heading with CRLF', 'Title\r\n===\r\n', 'Title'],
    ['nothing', '', undefined],
  ])('%s', (_case, content, title) => {
    expect(readContentTitle(content)).toBe(title);
  });
});

describe("removeContentTitle: the content without its title's lines, trimmed (Docusaurus's removeContentTitle)", () => {
  it.each([
    ['# Title\n\nText.', 'Text.'],
    ['\n# Title {#id}\n\nText.\n', 'Text.'],
    ['import A from "./a";\n\n# Title\n\nText.', 'import A from "./a";\n\n\nText.'],
    ['Title\n=====\n\nText.', 'Text.'],
    // No content title: the content itself, trimmed.
    ['Text.\n\n# Later', 'Text.\n\n# Later'],
    ['## Lower\n\nText.', '## Lower\n\nText.'],
    ['  Text.  ', 'Text.'],
  ])('%j → %j', (content, expected) => {
    expect(removeContentTitle(content)).toBe(expected);
  });
});
