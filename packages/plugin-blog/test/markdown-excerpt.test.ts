/**
 * A CommonMark post's excerpt is its own text, compiled as the post is (issue 27, class 2): under
 * `markdown.format: 'detect'` a `.md` post's `{1+1}` and `<Tools>` are text on its page, and were
 * code in the list's excerpt (generated MDX). The list now shows the post's own rendering, its
 * co-located image and its link to another post resolved from the post's folder as on the post page.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, removeTempDirs, replaceIn, runFolio, writeText } from '../../core/test/helpers.ts';
import { markdownExcerpt } from '../src/excerpt.ts';

afterAll(() => removeTempDirs());

describe('markdownExcerpt', () => {
  it.each([
    ['# Title\n\nText {1+1} <Tools>\n', 'Title', 'Text {1+1} <Tools>\n'],
    ['\n\n# Title\nText\n', 'Title', 'Text\n'],
    ['```md\n# not the title\n```\n# Title\nafter\n', 'Title', '```md\n# not the title\n```\n\nafter\n'],
    ['No title here ${x}\n', undefined, 'No title here ${x}\n'],
  ])('%j', (excerpt, title, expected) => {
    expect(markdownExcerpt(excerpt, title)).toBe(expected);
  });
});

describe("a .md post's excerpt under markdown.format 'detect'", () => {
  it('lists its text as text, with its image and link resolved from the post', async () => {
    const site = copySite(path.join(FIXTURES, 'blog'), 'blog-md-excerpt');
    replaceIn(site, 'site.config.ts', "onBrokenLinks: 'throw',", "onBrokenLinks: 'throw',\n  markdown: { format: 'detect' },");
    mkdirSync(path.join(site, 'blog/2024-04-01-braces'), { recursive: true });
    copyFileSync(path.join(site, 'blog/2024-02-01-folder/cover.png'), path.join(site, 'blog/2024-04-01-braces/shot.png'));
    writeText(
      site,
      'blog/2024-04-01-braces/index.md',
      '---\ntitle: Braces\n---\n\nSum {1+1} for <Tools> & `${x}`, see ![a shot](./shot.png) and [the launch](../2024-01-15-launch.md).\n\n<!-- truncate -->\n\nMore.\n',
    );
    const result = await runFolio(['build', site], { timeoutMs: 120_000 });
    expect(result.code, describeRun(result)).toBe(0);
    const list = readFileSync(path.join(site, 'build/blog/index.html'), 'utf8');
    const pages = readdirSync(path.join(site, 'build'), { recursive: true, encoding: 'utf8' }).filter((file) => /braces.*index\.html$/.test(file));
    expect(pages).toHaveLength(1);
    const post = readFileSync(path.join(site, 'build', pages[0]!), 'utf8');
    // The excerpt is the post's first paragraph as the post page renders it, CommonMark's way:
    // braces and ${} are text, raw HTML is no JSX.
    const paragraph = (html: string) => /<p>Sum .*?<\/p>/s.exec(html)?.[0];
    expect(paragraph(post)).toBeDefined();
    expect(paragraph(list)).toBe(paragraph(post));
    expect(paragraph(list)).toContain('Sum {1+1} for ');
    expect(paragraph(list)).toContain('<code>${x}</code>');
    expect(paragraph(list)).toMatch(/<img [^>]*alt="a shot"/);
    expect(paragraph(list)).toContain('href="/blog/2024/01/15/launch"');
  });
});
