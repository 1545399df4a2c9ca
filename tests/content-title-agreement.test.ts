/**
 * A page's title is read once (core's mdx/content-title.ts), so what the docs plugin says a doc is
 * called (sidebar labels, pagination, search, `<title>`) and what its compiled page module exports
 * must agree. Every Markdown page of the Karakeep site (docs/, versioned_docs/) and of the fixtures
 * is loaded as the docs plugin loads a doc, and compiled through the MDX pipeline and the fast
 * path, as a build does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMdx, createMdxPipeline, type MdxPipeline } from '../packages/core/src/mdx/pipeline.ts';
import { readFrontMatter } from '../packages/core/src/mdx/front-matter.ts';
import { createDoc, scanContent } from '../packages/plugin-docs/src/docs.ts';
import { normalizeDocsOptions, type Version } from '../packages/plugin-docs/src/options.ts';
import type { SiteConfig } from '../packages/core/src/config/config.ts';

const root = path.resolve(import.meta.dirname, '..');
const config = { plugins: [], prism: { additionalLanguages: [] }, markdown: { format: 'mdx', remarkPlugins: [], rehypePlugins: [], toc: {} } } as unknown as SiteConfig;
const mdx: MdxPipeline = { ...createMdxPipeline(config), fast: false };
const fast: MdxPipeline = { ...mdx, fast: true };
const options = normalizeDocsOptions({});
const version: Version = {
  name: 'current',
  label: 'Next',
  path: '/',
  contentPath: root,
  contentPathRelative: '.',
  isLast: true,
  banner: 'none',
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
};

const pages = ['docs', 'versioned_docs', 'tests/fixtures']
  .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.posix.join(dir, file.split(path.sep).join('/'))))
  .filter((file) => /\.mdx?$/.test(file) && !/(^|\/)(node_modules|build)\//.test(file))
  .sort();

/** The page module's exported title and content title (the lines withExports writes). */
function titleExports(code: string): { title: string; contentTitle: string } {
  const value = (name: string) => JSON.parse(new RegExp(`^export const ${name} = (.*);$`, 'm').exec(code)![1]!) as string;
  return { title: value('title'), contentTitle: value('contentTitle') };
}

describe('the docs plugin and the page module agree on the title', () => {
  it('covers the Karakeep docs and the fixtures', () => {
    expect(pages.filter((file) => file.startsWith('versioned_docs/')).length).toBeGreaterThan(100);
    expect(pages.filter((file) => file.startsWith('tests/fixtures/')).length).toBeGreaterThan(20);
  });

  it.each(pages)('%s', async (file) => {
    const { data: frontMatter, content } = readFrontMatter(readFileSync(path.join(root, file), 'utf8'), file);
    const scanned = scanContent(content);
    const doc = createDoc({ relativePath: file, frontMatter, source: file, ...scanned }, { version, options });
    // The module knows no doc id: where the doc's title is its id (no title in the front matter or
    // the content), the module's title is empty.
    const fromId = scanned.contentTitle === undefined && !(typeof frontMatter.title === 'string' && frontMatter.title.trim() !== '');
    for (const pipeline of [mdx, fast]) {
      const code = await compileMdx(content, { file, format: 'mdx', frontMatter, pipeline });
      expect(titleExports(code)).toEqual({ title: fromId ? '' : doc.title, contentTitle: scanned.contentTitle ?? '' });
    }
  });
});
