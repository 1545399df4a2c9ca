/**
 * Markdown links resolved as Docusaurus 3.10.2 resolves them (mdx-loader's resolveMarkdownLinks,
 * @docusaurus/utils' resolveMarkdownLinkPathname), on tests/fixtures/edges2-links, built under the
 * base URL /base/ with every broken link an error:
 *  - links written by reference (`[text][ref]`, `[text][]`, with `[ref]: ./guide/setup.md#options`
 *    or `../intro.md#top` or `/reference/api.md`) become the page's URL as inline links do;
 *  - a folder's index doc (`guide/index.md`, `reference/README.md`, `tutorial/tutorial.md`) links
 *    its siblings and shows its images from its own folder;
 *  - a bare `next.md` names the file beside the page before `docs/next.md`;
 *  - a blog post's `/2024-01-01-first.md` is looked up in the blog's folder;
 *  - a resolved link has the base URL once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, removeTempDirs, runFolio } from '../packages/core/test/helpers.ts';

const FIXTURE = path.join(FIXTURES, 'edges2-links');
let site = '';

beforeAll(async () => {
  site = copySite(FIXTURE, 'edges2-links');
  const result = await runFolio(['build', site], { timeoutMs: 120_000 });
  if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
}, 180_000);

afterAll(() => removeTempDirs());

/** The links (href, text) and images (src) of a page's article. */
function article(route: string): { links: Array<[string, string]>; images: string[] } {
  const html = readFileSync(path.join(site, 'build', route, 'index.html'), 'utf8');
  const body = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  const links = [...body.matchAll(/<a (?![^>]*class="hash-link")[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
    .map((m): [string, string] => [m[1]!, m[2]!.replace(/<[^>]+>/g, '')])
    .filter(([, text]) => text !== '');
  return { links, images: [...body.matchAll(/<img [^>]*?src="([^"]*)"/g)].map((m) => m[1]!) };
}

/** The image of `file` as the page shows it: inlined (its own bytes) or bundled under the base URL. */
function isImageOf(src: string, file: string): boolean {
  const bytes = readFileSync(path.join(FIXTURE, file));
  return src === `data:image/png;base64,${bytes.toString('base64')}` || new RegExp(`^/base/assets/${path.basename(file, '.png')}-[\\w-]+\\.png$`).test(src);
}

describe('links written by reference', () => {
  it('resolve to the pages they name, hash kept, base URL once ([text][ref], [text][] and a definition with a title)', () => {
    expect(article('docs/intro').links).toEqual([
      ['/base/docs/guide/setup', 'the setup'],
      ['/base/docs/guide/setup#options', 'the options'],
      ['/base/docs/guide/setup', 'Setup page'],
      ['/base/docs/other/page#details', 'other page'],
    ]);
  });

  it('resolve ../ and /-rooted definitions as Docusaurus does (the docs folder first)', () => {
    expect(article('docs/other/page').links).toEqual([
      ['/base/docs/intro#top', 'the top of the introduction'],
      ['/base/docs/reference/api', 'the API'],
    ]);
  });
});

describe("a folder's index doc", () => {
  it.each([
    ['index.md', 'docs/guide', [['/base/docs/guide/setup', 'the setup'], ['/base/docs/guide/next', 'what comes next'], ['/base/docs/intro', 'the introduction']], 'docs/guide/diagram.png'],
    ['README.md', 'docs/reference', [['/base/docs/reference/api', 'the API']], 'docs/reference/chart.png'],
    ['<folder>/<folder>.md', 'docs/tutorial', [['/base/docs/tutorial/step-one', 'step one']], 'docs/tutorial/shot.png'],
  ])('%s links its siblings and shows its images from its own folder', (_name, route, links, image) => {
    const page = article(route);
    expect(page.links).toEqual(links);
    expect(page.images).toHaveLength(1);
    expect(isImageOf(page.images[0]!, image)).toBe(true);
  });
});

describe('a blog post', () => {
  it("finds a /-rooted link in the blog's folder, and its image beside it", () => {
    const page = article('blog/2024/01/02/hello');
    expect(page.links[0]).toEqual(['/base/blog/2024/01/01/first', 'the first post']);
    expect(isImageOf(page.images[0]!, 'blog/2024-01-02-hello/photo.png')).toBe(true);
  });
});
