/**
 * Links written by reference (`[text][ref]` with `[ref]: ./setup.md`) are resolved as inline links
 * are: the definition of a Markdown file gets the Markdown marker (with the definition's line), in
 * both compilers (the fast path hands such a page to MDX); other definitions stay as written, as
 * Docusaurus leaves them (its asset transforms visit inline links and images only).
 */
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.ts';
import { compileFastMarkdown } from './fast-markdown.ts';
import { compileMdx, createMdxPipeline } from './pipeline.ts';
import { markDefinitionUrl } from './remark-links.ts';

const config = validateConfig({ title: 'T', url: 'https://t.dev' }, 'site.config.ts');
const mdx = { ...createMdxPipeline(config), fast: false };
const withFast = createMdxPipeline(config);
const compile = (source: string, pipeline = mdx) => compileMdx(source, { file: 'page.md', format: 'mdx', frontMatter: {}, pipeline });

describe('markDefinitionUrl', () => {
  it.each([
    ['./setup.md', '@@folio-md@@L4:./setup.md'],
    ['../other.md#anchor', '@@folio-md@@L4:../other.md#anchor'],
    ['/guide/intro.mdx', '@@folio-md@@L4:/guide/intro.mdx'],
    ['setup.md?x=1', '@@folio-md@@L4:setup.md?x=1'],
    ['./img.png', './img.png'],
    ['./spec.pdf', './spec.pdf'],
    ['/img/logo.svg', '/img/logo.svg'],
    ['https://example.com/README.md', 'https://example.com/README.md'],
    ['#anchor', '#anchor'],
  ])('%j → %j', (url, expected) => {
    expect(markDefinitionUrl(url, 4)).toBe(expected);
  });
});

describe('links by reference, compiled', () => {
  const page = '# T\n\nSee [the setup][setup], [other][oth], [setup][] and [img][pic].\n\n[setup]: ./guide/setup.md\n[oth]: ../other.md#anchor\n[pic]: ./img.png\n';

  it.each([
    ['MDX', mdx],
    ['the fast path (which hands the page to MDX)', withFast],
  ])('%s: a definition of a Markdown file is marked with its line, others are kept', async (_name, pipeline) => {
    const code = await compile(page, pipeline);
    expect(code.match(/"@@folio-md@@L5:\.\/guide\/setup\.md"/g)).toHaveLength(2);
    expect(code).toContain('"@@folio-md@@L6:../other.md#anchor"');
    expect(code).toContain('"./img.png"');
    expect(code).not.toContain('@@folio-asset@@');
  });

  it('the fast path gives up on a reference to a Markdown file only', () => {
    expect(compileFastMarkdown(page, { frontMatter: {} })).toBeUndefined();
    const plain = compileFastMarkdown('# T\n\n[site][s]\n\n[s]: https://example.com/\n', { frontMatter: {} });
    expect(plain?.code).toContain('"https://example.com/"');
  });
});
