/**
 * Problems in `tags.yml` and `authors.yml` name that file, with the line and column of the field
 * (or of its entry), and the key path: never a post that uses the entry.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { formatError } from '@folio/core';
import { readAuthorsMap } from './authors.ts';
import { readTagsMap } from './tags.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-yaml-map-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function read(kind: 'tags' | 'authors', text: string): { file: string; error: unknown } {
  const file = path.join(dir, `${kind}-${++n}.yml`);
  writeFileSync(file, text);
  try {
    if (kind === 'tags') readTagsMap(file, '/blog/tags', dir);
    else readAuthorsMap(file, '/blog/authors', dir);
    return { file, error: undefined };
  } catch (error) {
    return { file, error };
  }
}

/** A bomb: each level names the one before nine times. */
function aliasBomb(levels: number): string {
  const lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  for (let i = 1; i <= levels; i++) lines.push(`a${i}: &a${i} [${Array(9).fill(`*a${i - 1}`).join(', ')}]`);
  return `${lines.join('\n')}\n`;
}

const cases: Array<[string, 'tags' | 'authors', string, string]> = [
  ['a tag permalink with ..', 'tags', 'release:\n  label: Release\n  permalink: ../../escape\n', ':3:14 - `release.permalink`: "../../escape" gives the route "/blog/tags/../../escape", and a route path must not have "." or ".." segments'],
  ['a tag permalink with an encoded ..', 'tags', 'a: {}\nrelease:\n  permalink: /x/%2e%2e/%2e%2e/y\n', ':3:14 - `release.permalink`: "/x/%2e%2e/%2e%2e/y" gives the route "/blog/tags/x/%2e%2e/%2e%2e/y", and a route path must not have "." or ".." segments'],
  ['a tag permalink that is a URL', 'tags', 'release:\n  permalink: "https://evil.example/x"\n', ':2:14 - `release.permalink`: "https://evil.example/x" is a URL; a permalink is a path under /blog/tags'],
  ['a tag permalink with a backslash', 'tags', 'release:\n  permalink: a\\b\n', ':2:14 - `release.permalink`: "a\\b" gives the route "/blog/tags/a\\b", and a route path must not contain a backslash'],
  ['a tag label of the wrong type', 'tags', 'guide:\n  description: ok\nrelease:\n  label: [1, 2]\n', ':4:10 - `release.label`: expected a string, got a list'],
  ['a tag that is a list', 'tags', 'guide:\n  label: G\nrelease: [a]\n', ':3:10 - `release`: expected { label, permalink, description } or nothing'],
  ['an author page permalink with ..', 'authors', 'ada:\n  name: Ada\n  page:\n    permalink: /../../x\n', ':4:16 - `ada.page.permalink`: "/../../x" gives the route "/blog/authors/../../x", and a route path must not have "." or ".." segments'],
  ['an author key with .. and page: true', 'authors', '"..":\n  name: Ada\n  page: true\n', ':3:9 - `...page`: ".." gives the route "/blog/authors/..", and a route path must not have "." or ".." segments'],
  ['a social handle of the wrong type', 'authors', 'ada:\n  name: Ada\n  socials:\n    github: 42\n', ':4:13 - `ada.socials.github`: expected a handle or a URL'],
  ['an author with neither name nor image', 'authors', 'ada:\n  title: Editor\n', ':1:1 - `ada.name`: an author needs a `name` or an `image_url`'],
  ['a YAML syntax error', 'authors', 'ada:\n  name: [unclosed\n', ':3:1 - invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]'],
];

describe('tags.yml and authors.yml errors name the file, line, column and key path', () => {
  it.each(cases)('%s', (_, kind, text, expected) => {
    const { file, error } = read(kind, text);
    expect(error, 'no error').toBeDefined();
    expect(formatError(error).split('\n')[0]).toBe(`${file}${expected}`);
  });

  it('refuses an alias bomb at once, naming the file', () => {
    const started = performance.now();
    const { file, error } = read('authors', aliasBomb(9));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(formatError(error).split('\n')[0]).toBe(`${file} - invalid YAML: Excessive alias count indicates a resource exhaustion attack`);
  });

  it('any clean permalink is accepted as the route under the base', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), { minLength: 1, maxLength: 4 }), (segments) => {
        const { error } = read('tags', `t:\n  permalink: /${segments.join('/')}\n`);
        expect(error).toBeUndefined();
      }),
      { numRuns: 30 },
    );
  });
});
