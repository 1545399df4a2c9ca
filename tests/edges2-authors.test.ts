/**
 * The blog's authors index as Docusaurus 3.10.2 makes it (plugin-content-blog's routes.js,
 * createAuthorsRoutes), on tests/fixtures/edges2-authors: the index exists whenever authors.yml
 * names anyone and lists every author it names, in its order, with the number of their listed
 * posts (0 too; an unlisted post counts for no one); an author with `page` (true, or a permalink)
 * has a page, an empty list when they wrote nothing listed; one without has none. With no
 * authors.yml there is no index, whatever the posts' inline authors.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, removeTempDirs, runFolio } from '../packages/core/test/helpers.ts';

const FIXTURE = path.join(FIXTURES, 'edges2-authors');
let site = '';
let withoutMap = '';

async function build(dir: string): Promise<void> {
  const result = await runFolio(['build', dir], { timeoutMs: 120_000 });
  if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
}

beforeAll(async () => {
  site = copySite(FIXTURE, 'edges2-authors');
  await build(site);
  // The same blog without authors.yml: its posts' authors written inline.
  withoutMap = copySite(FIXTURE, 'edges2-authors-no-map');
  rmSync(path.join(withoutMap, 'blog/authors.yml'));
  const config = path.join(withoutMap, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("items: [{ to: '/authors', label: 'Authors', position: 'left' }]", 'items: []'));
  for (const post of ['2024-03-01-engines.md', '2024-02-01-notes.md', '2024-01-01-hidden.md']) {
    const file = path.join(withoutMap, 'blog', post);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^authors: .*$/m, 'authors:\n  - name: Ada Lovelace'));
  }
  await build(withoutMap);
}, 240_000);

afterAll(() => removeTempDirs());

const page = (dir: string, route: string) => readFileSync(path.join(dir, 'build', route, 'index.html'), 'utf8');
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').trim();

/** The authors index's entries: name, count as shown, and where the count links (null: nowhere). */
function indexEntries(html: string): Array<[string, string, string | null]> {
  return [...html.matchAll(/<li class="[^"]*blog-authors-list__item">([\s\S]*?)<\/li>/g)].map((m) => {
    const item = m[1]!;
    const name = text(/<span class="blog-author__name-text">([\s\S]*?)<\/span>/.exec(item)![1]!);
    const count = /<(a|span) class="blog-authors-list__count"(?: href="([^"]*)")?>([\s\S]*?)<\/\1>/.exec(item)!;
    return [name, text(count[3]!), count[2] ?? null];
  });
}

/** The post titles an author's page lists. */
const listedTitles = (html: string) => [...html.matchAll(/<h2 class="blog-post__title"[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => text(m[1]!));

describe('the authors index', () => {
  it("lists every author of authors.yml, in its order, with their listed posts' count, a link where they have a page", () => {
    expect(indexEntries(page(site, 'authors'))).toEqual([
      ['Ada Lovelace', '2 posts', '/authors/ada'],
      ['Bo Chen', 'One post', null],
      ['Cy Park', '0 posts', '/authors/cy'],
      ['Dee Ray', '0 posts', '/authors/dee-ray'],
    ]);
  });

  it('gives each author with a page one, empty when they wrote nothing listed; none to an author without', () => {
    expect(listedTitles(page(site, 'authors/ada'))).toEqual(['Engines', 'Notes']);
    expect(listedTitles(page(site, 'authors/cy'))).toEqual([]);
    expect(listedTitles(page(site, 'authors/dee-ray'))).toEqual([]);
    expect(existsSync(path.join(site, 'build/authors/bo'))).toBe(false);
  });

  it('does not exist without authors.yml', () => {
    expect(existsSync(path.join(withoutMap, 'build/index.html'))).toBe(true);
    expect(existsSync(path.join(withoutMap, 'build/authors'))).toBe(false);
  });
});
