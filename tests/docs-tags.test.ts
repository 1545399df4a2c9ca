/**
 * Docs tags on Folio's theme (tests/fixtures/docs-tags, the docs of
 * tests/fixtures/docusaurus-docs-tags under a Folio config): per version a tags page
 * (DocTagsListPage: listed tags by letter, labels from that version's tags.yml, counts) and a page
 * per tag (DocTagDocListPage: its docs by title, the link to every tag; an unlisted doc's tag kept
 * out of search engines); a draft's tag has no page.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, runFolio } from '../packages/core/test/helpers.ts';

let site = '';
const page = (route: string) => readText(site, path.join('build', route, 'index.html')).replace(/<!-- -->/g, '');

beforeAll(async () => {
  site = copySite(path.join(FIXTURES, 'docs-tags'), 'docs-tags');
  const result = await runFolio(['build', site], { timeoutMs: 240_000 });
  if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
}, 300_000);

afterAll(() => removeTempDirs());

function pagesUnder(dir: string, prefix: string): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${prefix}/${entry.name}`)
    .sort();
}

describe("docs tags on Folio's theme", () => {
  it("shows a doc's tags under it, each a link to its tag's page", () => {
    const html = page('next');
    const row = /<div class="doc-item__tags">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(row).toContain('<b>Tags:</b>');
    expect([...row.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]])).toEqual([
      ['/next/topics/the-tides', 'Tides'],
      ['/next/topics/moon', 'Moon'],
    ]);
  });

  it.each([
    ['next/topics', ['next/topics/boat-handling', 'next/topics/hidden-lore', 'next/topics/moon', 'next/topics/sq-lite', 'next/topics/the-tides']],
    ['topics', ['topics/sea-charts', 'topics/tides']],
  ])('the tag pages of %s (no draft-only tag)', (tagsPath, expected) => {
    expect(pagesUnder(path.join(site, 'build'), tagsPath)).toEqual(expected);
  });

  it.each([
    ['next/topics', [['/next/topics/boat-handling', 'Boat Handling', 1], ['/next/topics/moon', 'Moon', 1], ['/next/topics/sq-lite', 'Sqlite', 1], ['/next/topics/the-tides', 'Tides', 2]]],
    ['topics', [['/topics/sea-charts', 'Charts', 1], ['/topics/tides', 'Old tides', 1]]],
  ] as const)('the tags page of %s: listed tags in order, labels, counts, links', (route, tags) => {
    const html = page(route);
    expect(html).toContain('<h1>Tags</h1>');
    const found = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*rel="tag"[^>]*>([^<]+?) <span class="tag__count">(\d+)<\/span><\/a>|<a[^>]*rel="tag"[^>]*href="([^"]+)"[^>]*>([^<]+?) <span class="tag__count">(\d+)<\/span><\/a>/g)].map((m) => [m[1] ?? m[4], m[2] ?? m[5], Number(m[3] ?? m[6])]);
    expect(found).toEqual(tags);
    expect(html).not.toContain('Hidden Lore');
  });

  it.each([
    ['next/topics/the-tides', '2 docs tagged with &quot;Tides&quot;', 'Rising and falling water', '/next/topics', [['/next/', 'Introduction'], ['/next/guides/reading', 'Reading a table']]],
    ['next/topics/moon', 'One doc tagged with &quot;Moon&quot;', null, '/next/topics', [['/next/', 'Introduction']]],
    ['topics/sea-charts', 'One doc tagged with &quot;Charts&quot;', 'Paper charts', '/topics', [['/', 'Introduction']]],
  ] as const)('the page of %s: title, description, the tags page link, docs by title', (route, title, description, allTags, docs) => {
    const html = page(route);
    expect(html).toContain(`<h1>${title}</h1>`);
    if (description) expect(html).toContain(`<p>${description}</p>`);
    expect(html).toMatch(new RegExp(`<a[^>]*href="${allTags}"[^>]*>View all tags</a>`));
    expect([...html.matchAll(/<article class="margin-vert--lg"><a[^>]*href="([^"]+)"[^>]*><h2>([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]])).toEqual(docs);
  });

  it.each([
    ['topics', 'docs-version-1.0'],
    ['next/topics/moon', 'docs-version-current'],
  ])("%s is in the site's layout, with its version's class", (route, versionClass) => {
    expect(page(route)).toMatch(new RegExp(`<main[^>]*class="folio-main docs-wrapper ${versionClass}"`));
    expect(page(route)).toContain('<nav');
  });

  it("a tag of unlisted docs only is kept out of search engines; a listed tag's page is not", () => {
    expect(page('next/topics/hidden-lore')).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(page('next/topics/moon')).not.toMatch(/<meta name="robots"/);
  });
});
