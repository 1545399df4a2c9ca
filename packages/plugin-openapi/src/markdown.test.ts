import { describe, expect, it } from 'vitest';
import { renderMdx } from '../test/render-mdx.ts';
import { escapeMdx, markdownToHtml, plainSummary } from './markdown.ts';

describe('escapeMdx', () => {
  it.each<[string, string, string]>([
    ['plain text', 'Saves a link.', 'Saves a link.'],
    ['braces', 'ids are {opaque}', 'ids are \\{opaque\\}'],
    ['a tag', 'a <script>x</script> b', 'a \\<script\\>x\\</script\\> b'.replace(/\\>/g, '>')],
    ['code spans keep braces', 'send `{"a": 1}` now', 'send `{"a": 1}` now'],
    ['double-tick code span', 'a ``x ` {y}`` b {z}', 'a ``x ` {y}`` b \\{z\\}'],
    ['an unclosed backtick', 'a ` {b}', 'a ` \\{b\\}'],
    ['existing escapes stay', 'a \\{ b \\\\ c', 'a \\{ b \\\\ c'],
    ['import line', 'import x from "y"', '&#105;mport x from "y"'],
    ['export line', '  export const a = 1', '  &#101;xport const a = 1'],
    ['import mid-line is text', 'you can import it', 'you can import it'],
    ['directive fence', ':::danger\nx\n:::', '\\:::danger\nx\n\\:::'],
    ['headings move down two levels', '# Title\n\n### Deep', '### Title\n\n##### Deep'],
    ['setext h1 becomes h2', 'Title\n===\ntext', 'Title\n---\ntext'],
    ['fenced code untouched', '```json\n{"a": "<b>"}\n```\nafter {x}', '```json\n{"a": "<b>"}\n```\nafter \\{x\\}'],
    ['an unclosed fence is closed', '```\n{a}', '```\n{a}\n```'],
    ['CRLF', 'a {b}\r\nc', 'a \\{b\\}\nc'],
  ])('%s', (_name, input, expected) => {
    expect(escapeMdx(input)).toBe(expected);
  });

  it.each<[string, string, string[]]>([
    ['braces and tags', 'ids are {opaque}; <script>alert(1)</script> is text', ['ids are {opaque}; &lt;script&gt;alert(1)&lt;/script&gt; is text']],
    ['JSX-looking', '<Tabs>{items.map(x => x)}</Tabs>', ['&lt;Tabs&gt;{items.map(x =&gt; x)}&lt;/Tabs&gt;']],
    ['ESM', 'export default function X() {}\n\nimport os from "os"', ['export default function X() {}', 'import os from &quot;os&quot;']],
    ['an admonition', ':::tip\nhello\n:::', [':::tip']],
    ['an HTML comment', 'a <!-- b --> c', ['a &lt;!-- b --&gt; c']],
    ['Markdown still works', 'Only **archived** [docs](/x) `code`', ['<strong>archived</strong>', '<a href="/x">docs</a>', '<code>code</code>']],
    ['a table', '| a | b |\n| --- | --- |\n| `{x}` | {y} |', ['<table>', '<code>{x}</code>', '<td>{y}</td>']],
  ])('renders hostile Markdown as text: %s', async (_name, input, expected) => {
    const { html } = await renderMdx(escapeMdx(input));
    for (const piece of expected) expect(html).toContain(piece);
    expect(html).not.toContain('<script');
  });
});

describe('markdownToHtml', () => {
  it.each<[string, string, string]>([
    ['one paragraph is inline', 'Only **archived** ones.', 'Only <strong>archived</strong> ones.'],
    ['raw HTML is escaped', 'a <img src=x onerror=alert(1)>', 'a &lt;img src=x onerror=alert(1)&gt;'],
    ['javascript: links are dropped', '[x](javascript:alert(1))', '<a href="">x</a>'],
    ['paragraphs stay', 'a\n\nb', '<p>a</p>\n<p>b</p>'],
    ['code', 'use `{a}`', 'use <code>{a}</code>'],
  ])('%s', (_name, input, expected) => {
    expect(markdownToHtml(input)).toBe(expected);
  });
});

describe('plainSummary', () => {
  it.each<[string, string, string]>([
    ['first paragraph, no Markdown', 'Lists the **bookmarks** of [the user](/u).\n\nMore.', 'Lists the bookmarks of the user.'],
    ['skips a leading fence', '```\ncode\n```\n\nText', 'Text'],
    ['shortens long text', 'a'.repeat(300), `${'a'.repeat(199)}…`],
    ['empty', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(plainSummary(input)).toBe(expected);
  });
});
