/**
 * Every tag Docusaurus's theme gives `@docusaurus/Head` reaches the built page
 * (packages/theme/src/runtime/head.tsx, head-tags.ts): tests/fixtures/docusaurus-theme, laid out
 * beside @docusaurus/preset-classic (tests/docusaurus-theme-site.ts) and built with the CLI. A blog
 * post has theme-classic's article meta (BlogPostPage/Metadata) and its JSON-LD
 * (BlogPostPage/StructuredData), marked as react-helmet marks them; the tags Folio prints for the
 * page's title, description and canonical URL are there once; a doc page has none of the post's.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUSAURUS_THEME_FIXTURE, layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-head-${process.pid}`);
const out = path.join(siteDir, 'build');

const head = (route: string) => {
  const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
};
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
const jsonLd = (text: string) => [...text.matchAll(/<script type="application\/ld\+json" data-rh="true">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

beforeAll(async () => {
  await layOutSite(DOCUSAURUS_THEME_FIXTURE, siteDir);
  await run(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe("the head tags of Docusaurus's theme", () => {
  it("puts a blog post's article meta and JSON-LD in its head", () => {
    const post = head('blog/2026/01/02/first-light');
    expect(post).toMatch(/<meta property="article:published_time" content="2026-01-02T[^"]*" data-rh="true">/);
    expect(post).toContain('<meta property="og:type" content="article" data-rh="true">');
    expect(post).toContain('<meta property="article:tag" content="lamps,news" data-rh="true">');
    const [data] = jsonLd(post).filter((entry) => entry['@type'] === 'BlogPosting');
    expect(data).toMatchObject({ '@context': 'https://schema.org', headline: 'First light', url: 'https://lantern.example.com/blog/2026/01/02/first-light' });
    expect(String(data!.datePublished)).toMatch(/^2026-01-02T/);
    // SiteMetadata's: Docusaurus's search metadata.
    expect(post).toContain('<meta name="docusaurus_tag" content="default" data-rh="true">');
  });

  it('prints the title, description and canonical URL once each', () => {
    for (const route of ['blog/2026/01/02/first-light', 'docs/intro', 'blog', '']) {
      const tags = head(route);
      expect(count(tags, /<title>/), route).toBe(1);
      for (const key of ['property="og:locale"', 'name="twitter:card"', 'property="og:title"', 'name="description"', 'property="og:description"', 'rel="canonical"', 'property="og:url"']) expect(count(tags, new RegExp(`<(meta|link) ${key}`)), `${route} ${key}`).toBe(1);
    }
    expect(head('blog/2026/01/02/first-light')).toContain('<title>First light | Lantern</title>');
  });

  it("gives a doc page its own structured data and none of a post's tags", () => {
    const doc = head('docs/intro');
    expect(doc).not.toContain('article:');
    expect(jsonLd(doc).map((entry) => entry['@type'])).toEqual(['BreadcrumbList']);
    expect(doc).toContain('<meta name="docusaurus_tag" content="docs-default-current" data-rh="true">');
  });

  it("links the page's alternates by hreflang with the site's URL, as Docusaurus does", () => {
    const doc = head('docs/intro');
    expect(doc).toMatch(/<link rel="alternate" href="https:\/\/lantern\.example\.com\/docs\/intro" hreflang="en"[^>]*>/);
    expect(doc).toMatch(/<link rel="alternate" href="https:\/\/lantern\.example\.com\/docs\/intro" hreflang="x-default"[^>]*>/);
    expect(doc).not.toContain('undefined');
  });
});
