import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseSimpleYaml } from './simple-yaml.ts';

const yaml = (text: string) => parseDocument(text, { uniqueKeys: true }).toJS() as unknown;

describe('simple front matter, read as the yaml package reads it', () => {
  it.each([
    ['words, a number, booleans', 'title: Getting started\nsidebar_position: 3\nhide_title: true\ndraft: false', true],
    ['quoted text', "title: 'Docker: the setup'\ndescription: \"Run it, then #check\"", true],
    ['punctuation inside plain words, and letters of any script', "title: Don't panic, it's fine (really) & more!\nsidebar_label: Café 中文 ünïcode", true],
    ['trailing spaces and blank lines', 'title: Spaced   \n\nslug: /a/b\n', false],
    ['negative and zero', 'a: -12\nb: 0', true],
    // Left to the yaml package (undefined here): each of these means something else in YAML, or needs its rules.
    ['an empty value (null)', 'title:', false],
    ['null and its spellings', 'a: null\nb: Null\nc: ~', false],
    ['other boolean spellings', 'a: True\nb: FALSE', false],
    ['a leading zero, a sign, a float, a date', 'a: 007\nb: +1\nc: 1.5\nd: 2024-01-02', false],
    ['a list', 'keywords:\n  - a\n  - b', false],
    ['a flow list', 'keywords: [a, b]', false],
    ['a comment', 'title: Words # a comment', false],
    ['a comment line', '# about\ntitle: x', false],
    ['a colon and space in plain text', 'title: Step: one', false],
    ['a quote inside single quotes (escaped by doubling)', "title: 'It''s'", false],
    ['escapes in double quotes', 'title: "a\\tb"', false],
    ['a repeated key (an error)', 'title: a\ntitle: b', false],
    ['an anchor and an alias', 'a: &x one\nb: *x', false],
    ['a tag', 'a: !!str 12', false],
    ['a block scalar', 'description: |\n  text', false],
    ['a key with a space', 'my key: v', false],
    ['__proto__', '__proto__: x', false],
    ['a tab', 'title:\tx', false],
    ['a huge number', 'a: 12345678901234567890', false],
    ['a value starting with a digit', 'title: 3 ways', false],
    ['a url', 'image: https://example.com/a.png', false],
  ])('%s', (_, text, taken) => {
    const simple = parseSimpleYaml(text);
    if (taken) expect(simple).toBeDefined();
    if (simple !== undefined) expect(simple).toEqual(yaml(text));
  });
});

/** Every Markdown page of this repository (the Karakeep docs, their versions, the fixtures): the fast reading equals yaml's wherever it takes one. */
describe("the front matter of this repository's pages", () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const blocks: string[] = [];
  for (const top of ['docs', 'versioned_docs', 'tests/fixtures']) {
    for (const entry of readdirSync(path.join(root, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || entry.parentPath.includes('node_modules')) continue;
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8').replace(/\r\n?/g, '\n');
      const match = /^---[ \t]*\n([\s\S]*?)(?:^|\n)---[ \t]*(?:\n|$)/.exec(text);
      if (match) blocks.push(match[1]!);
    }
  }

  it('the fast reading is yaml\'s, and takes most of them', () => {
    let taken = 0;
    for (const block of blocks) {
      const simple = parseSimpleYaml(block);
      if (simple === undefined) continue;
      taken++;
      expect(simple, block).toEqual(yaml(block));
    }
    expect(blocks.length).toBeGreaterThan(300);
    expect(taken / blocks.length).toBeGreaterThan(0.5);
  });
});
