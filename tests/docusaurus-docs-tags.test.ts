/**
 * Docs tags on Docusaurus's own theme (tests/fixtures/docusaurus-docs-tags, laid out beside
 * @docusaurus/preset-classic): versioned docs, each version with its tags.yml, inline tags, an
 * unlisted doc's tag, a draft's tag, `tagsBasePath: 'topics'`. Folio builds the pages Docusaurus
 * 3.10.2 builds of the same site (the list below is what `docusaurus build` wrote), renders
 * Docusaurus's DocTagsListPage and DocTagDocListPage with its props, and the doc footer's tags.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-docs-tags-${process.pid}`);
const out = path.join(siteDir, 'build');
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8').replace(/<!-- -->/g, '');
const main = (route: string) => /<main[\s\S]*?<\/main>/.exec(page(route))?.[0] ?? '';

/** The pages (index.html files) Docusaurus 3.10.2 writes for the fixture, by `docusaurus build`. */
const DOCUSAURUS_PAGES = [
  '',
  'next',
  'next/guides/reading',
  'next/guides/secret',
  'next/guides/storage',
  'next/topics',
  'next/topics/boat-handling',
  'next/topics/hidden-lore',
  'next/topics/moon',
  'next/topics/sq-lite',
  'next/topics/the-tides',
  'plain',
  'topics',
  'topics/sea-charts',
  'topics/tides',
];

function pagesOf(dir: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === 'index.html') found.push(prefix.replace(/\/$/, ''));
    else if (statSync(full).isDirectory() && entry !== 'assets') found.push(...pagesOf(full, `${prefix}${entry}/`));
  }
  return found;
}

/** A tag link as TagsListByLetter / TagsListInline draw it: label, count when given, title when described. */
const tagLink = (href: string, label: string, count?: number) => new RegExp(`<a rel="tag"[^>]*href="${href}"[^>]*>${label}${count === undefined ? '' : `<span>${count}</span>`}</a>`);

beforeAll(async () => {
  await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-docs-tags'), siteDir);
  await run(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('docs tags on Docusaurus\'s theme', () => {
  it('builds the pages Docusaurus builds: per version a tags page and one page per tag, no draft\'s tag', () => {
    expect(pagesOf(out).sort()).toEqual(DOCUSAURUS_PAGES);
  });

  it.each([
    ['next/topics', [['/next/topics/boat-handling', 'Boat Handling', 1], ['/next/topics/moon', 'Moon', 1], ['/next/topics/sq-lite', 'Sqlite', 1], ['/next/topics/the-tides', 'Tides', 2]]],
    ['topics', [['/topics/sea-charts', 'Charts', 1], ['/topics/tides', 'Old tides', 1]]],
  ] as const)('the tags page of %s: listed tags by letter, labels from tags.yml, counts', (route, tags) => {
    const html = main(route);
    expect(html).toContain('<h1>Tags</h1>');
    for (const [href, label, count] of tags) expect(html).toMatch(tagLink(href, label, count));
    expect(html.match(/<a rel="tag"/g)).toHaveLength(tags.length);
    // The unlisted doc's own tag is not listed.
    expect(html).not.toContain('Hidden Lore');
  });

  it('a tags.yml description is the link\'s title', () => {
    expect(main('next/topics')).toMatch(/<a rel="tag"[^>]*title="Rising and falling water"[^>]*href="\/next\/topics\/the-tides"/);
    expect(main('topics')).toMatch(/<a rel="tag"[^>]*title="Paper charts"[^>]*href="\/topics\/sea-charts"/);
  });

  it.each([
    ['next/topics/the-tides', '2 docs tagged with &quot;Tides&quot;', '/next/topics', [['/next/', 'Introduction'], ['/next/guides/reading', 'Reading a table']]],
    ['next/topics/moon', 'One doc tagged with &quot;Moon&quot;', '/next/topics', [['/next/', 'Introduction']]],
    ['next/topics/hidden-lore', 'One doc tagged with &quot;Hidden Lore&quot;', '/next/topics', [['/next/guides/secret', 'Secret']]],
    ['topics/tides', 'One doc tagged with &quot;Old tides&quot;', '/topics', [['/', 'Introduction']]],
  ] as const)('the page of %s: title, the tags page link, its docs by title', (route, title, allTags, docs) => {
    const html = main(route);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`<a href="${allTags}">View all tags</a>`);
    expect([...html.matchAll(/<article class="margin-vert--lg"><a href="([^"]+)"><h2>([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]])).toEqual(docs);
  });

  it('a tag of unlisted docs only: the unlisted banner and noindex; the version\'s classes on the html', () => {
    const html = page('next/topics/hidden-lore');
    expect(html).toContain('theme-unlisted-banner');
    expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex, nofollow"/);
    expect(page('next/topics/moon')).not.toContain('theme-unlisted-banner');
    expect(page('next/topics')).toMatch(/<html[^>]*class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-list-page"/);
    expect(page('topics/tides')).toMatch(/<html[^>]*class="docs-wrapper plugin-docs plugin-id-default docs-version-1.0 docs-tags-doc-list-page"/);
  });

  it.each([
    ['next/guides/reading', [['/next/topics/the-tides', 'Tides'], ['/next/topics/boat-handling', 'Boat Handling']]],
    ['', [['/topics/tides', 'Old tides'], ['/topics/sea-charts', 'Charts']]],
    ['plain', []],
  ] as const)('the doc footer of /%s shows its tags', (route, tags) => {
    const html = main(route);
    const footer = /<footer class="theme-doc-footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect([...footer.matchAll(/<a rel="tag"[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual(tags);
    if (tags.length) expect(footer).toContain('<b>Tags:</b>');
  });
});
