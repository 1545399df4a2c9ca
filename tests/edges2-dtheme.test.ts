/**
 * A Docusaurus site on Docusaurus's own theme (tests/fixtures/edges2-dtheme, laid out beside
 * @docusaurus/preset-classic 3.10.2 by tests/docusaurus-theme-site.ts, made a git repository here):
 * the bridge hands theme-classic what Docusaurus's plugins would, and theme-classic renders it:
 *  - `/blog/authors` lists every author of authors.yml, in its order, with their post counts,
 *    linked where they have a page (BlogAuthorsListPage's `authors`);
 *  - a doc and a post show theme-classic's "Last updated on … by …" from their last commit
 *    (DocMetadata's and BlogPostMetadata's `lastUpdatedAt` and `lastUpdatedBy`).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, runFolio } from '../packages/core/test/helpers.ts';
import { layOutSite } from './docusaurus-theme-site.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.join(ROOT, 'tests/.tmp', `edges2-dtheme-${process.pid}`);

function commit(message: string, name: string, date: string): void {
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: 'a@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  for (const args of [['add', '.'], ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', message]]) {
    const result = spawnSync('git', args, { cwd: site, encoding: 'utf8', env });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  }
}

beforeAll(async () => {
  await layOutSite(path.join(ROOT, 'tests/fixtures/edges2-dtheme'), site);
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: site });
  // Everything by Ada (23:30 UTC: still Mar 4 in UTC), then the post changed by Bo.
  commit('First', 'Ada Lovelace', '2023-03-04T23:30:00Z');
  appendFileSync(path.join(site, 'blog/2024-01-01-news.md'), '\nEdited.\n');
  commit('Second', 'Bo Beta', '2024-02-29T23:59:59Z');
  const result = await runFolio(['build', site], { timeoutMs: 240_000 });
  if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
}, 900_000);

afterAll(() => rmSync(site, { recursive: true, force: true }));

const page = (route: string) => readFileSync(path.join(site, 'build', route, 'index.html'), 'utf8');
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').trim();

describe("theme-classic's authors index", () => {
  it('lists every author of authors.yml with their count, a link to the page of those who have one', () => {
    const items = [...page('blog/authors').matchAll(/<li class="authorListItem_\w+">([\s\S]*?)<\/li>/g)].map((m) => {
      const item = m[1]!;
      const name = text(/<h2 class="authorName_[\w-]+"[^>]*>([\s\S]*?)<\/h2>/.exec(item)![1]!);
      const count = text(/<span class="authorBlogPostCount_\w+">([\s\S]*?)<\/span>/.exec(item)![1]!);
      const link = /<a href="([^"]*)"><h2/.exec(item)?.[1] ?? null;
      return [name, count, link];
    });
    expect(items).toEqual([
      ['Ada Lovelace', '1', '/blog/authors/ada'],
      ['Bo Chen', '1', null],
      ['Cy Park', '0', '/blog/authors/cy'],
    ]);
  });
});

describe("theme-classic's last update line", () => {
  it.each([
    ['a doc', 'docs/intro', 'Last updated on Mar 4, 2023 by Ada Lovelace', '2023-03-04T23:30:00.000Z'],
    ['a post', 'blog/2024/01/01/news', 'Last updated on Feb 29, 2024 by Bo Beta', '2024-02-29T23:59:59.000Z'],
  ])('%s', (_name, route, expected, dateTime) => {
    const span = /<span class="theme-last-updated">([\s\S]*?)<\/span>/.exec(page(route))?.[1] ?? '';
    expect(text(span)).toBe(expected);
    expect(span).toContain(`<time dateTime="${dateTime}" itemProp="dateModified">`);
  });
});
