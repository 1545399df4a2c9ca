/**
 * A site's blog as Docusaurus's own blog plugin wrapped in a local plugin file
 * (tests/fixtures/docusaurus-blog-wrapper, laid out beside @docusaurus/preset-classic): the wrapper
 * runs unchanged through the lifecycle and adds routes whose modules are the posts' Markdown
 * files. Its components read them as Docusaurus's mdx-loader makes them: `metadata` (the JSON the
 * blog's contentLoaded wrote), `assets` (the front matter's image, bundled), `frontMatter`, the
 * excerpt under `?truncated=true`, the `# title` left out as the blog's loader rule says, and
 * admonitions drawn by the theme's components.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';
import { loadDocusaurusConfig } from '../packages/docusaurus/src/index.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-blog-wrapper-${process.pid}`);
const out = path.join(siteDir, 'build');
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8').replace(/<!-- -->/g, '');

beforeAll(async () => {
  await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-blog-wrapper'), siteDir);
  // Build workers compile the docs (two pages, a pool from one task each).
  await run(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, FOLIO_WORKERS: '2', FOLIO_WORKER_MIN_TASKS: '1' } });
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe("a wrapped blog plugin's routes of Markdown modules", () => {
  it("lists the posts' excerpts with their metadata", () => {
    const html = page('harbour');
    expect(html).toContain('<h1>Harbour blog</h1>');
    expect(html).toContain('<p class="harbour-count">2 posts</p>');
    expect(html).toMatch(/<a[^>]*href="\/blog\/first-light"[^>]*>First light<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/blog\/nets-and-knots"[^>]*>Nets and knots<\/a>/);
    expect(html).toContain('<p class="harbour-date">2025-01-10</p>');
    // The excerpt stops at the truncate marker.
    expect(html).toContain('The lamps were lit at dusk.');
    expect(html).not.toContain('The rest of the evening was calm.');
    expect(html.match(/<p class="harbour-truncated">(\w+)<\/p>/g)).toEqual(['<p class="harbour-truncated">false</p>', '<p class="harbour-truncated">true</p>']);
  });

  it("renders a post with its metadata, front matter and admonitions as Docusaurus's theme draws them", () => {
    const html = page('harbour/first-light');
    expect(html).toContain('<h1 class="harbour-title">First light</h1>');
    expect(html).toContain('<p class="harbour-permalink">/blog/first-light</p>');
    expect(html).toContain('<p class="harbour-tags">harbour, lamps</p>');
    expect(html).toContain('<p class="harbour-category">news</p>');
    expect(html).toContain('The rest of the evening was calm.');
    expect(html).toMatch(/class="[^"]*theme-admonition-tip[^"]*"/);
    expect(html).toContain('Keep the flame low');
    expect(html).not.toContain('harbour-image');
  });

  it("gives the front matter's image as a bundled asset and leaves the post's # title out", () => {
    const html = page('harbour/nets-and-knots');
    const image = /<img class="harbour-image" src="([^"]+)"/.exec(html)?.[1];
    // A small image is inlined, as Docusaurus's url-loader inlines one under its limit.
    const knot = readFileSync(path.join(siteDir, 'blog/2025-02-01-harbour/knot.png')).toString('base64');
    expect(image).toBe(`data:image/png;base64,${knot}`);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain('A reef knot holds');
  });

  it('makes the plugin once, in the main thread only: build workers load the config without it', () => {
    expect(readFileSync(path.join(siteDir, 'made.log'), 'utf8')).toBe('made\n');
  });

  it('makes no plugin when the config is read to serve the built site, as `docusaurus serve` makes none', async () => {
    const loaded = await loadDocusaurusConfig(siteDir, path.join(siteDir, 'docusaurus.config.js'), { purpose: 'serve' });
    const names = ((loaded.config as { plugins: Array<{ name: string }> }).plugins ?? []).map((plugin) => plugin.name);
    expect(names.some((name) => name.startsWith('docusaurus:'))).toBe(false);
    expect(readFileSync(path.join(siteDir, 'made.log'), 'utf8')).toBe('made\n');
  });

  it("keeps the wrapped plugin's own blog pages", () => {
    expect(page('blog/first-light')).toContain('The rest of the evening was calm.');
    expect(page('blog')).toContain('First light');
  });
});
