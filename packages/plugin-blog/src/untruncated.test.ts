import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '@folio/core';
import { reportUntruncatedPosts, untruncatedMessage } from './untruncated.ts';

const post = (source: string, hasTruncateMarker: boolean) => ({ source, meta: { hasTruncateMarker } });
const posts = [post('/site/blog/2024-01-01-long.md', false), post('/site/blog/2024-02-01-short.mdx', true), post('/site/blog/2024-03-01/index.mdx', false)];

afterEach(() => vi.restoreAllMocks());

describe('untruncatedMessage', () => {
  it.each([
    [[], null],
    [['blog/a.md'], /^a blog post has no truncate marker[^\n]*it whole:\n- blog\/a\.md\nMark where/],
    [['blog/a.md', 'blog/b.mdx'], /^2 blog posts have no truncate marker[^\n]*them whole:\n- blog\/a\.md\n- blog\/b\.mdx\n/],
  ])('%j', (files, expected) => {
    const message = untruncatedMessage(files);
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(expected);
  });
});

describe('reportUntruncatedPosts', () => {
  it("warns once, naming each post without a marker by its path in the site ('warn', Docusaurus's default)", () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    reportUntruncatedPosts(posts, 'warn', '/site');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('- blog/2024-01-01-long.md\n- blog/2024-03-01/index.mdx\n');
    expect(warn.mock.calls[0]![0]).not.toContain('short');
  });

  it.each([
    ['ignore', 0, 0],
    ['log', 0, 1],
  ] as const)('%s: %i warnings, %i lines of information', (level, warnings, infos) => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(log, 'info').mockImplementation(() => {});
    reportUntruncatedPosts(posts, level, '/site');
    expect(warn).toHaveBeenCalledTimes(warnings);
    expect(info).toHaveBeenCalledTimes(infos);
  });

  it("'throw' stops the build with the report", () => {
    expect(() => reportUntruncatedPosts(posts, 'throw', '/site')).toThrow(/2 blog posts have no truncate marker/);
  });

  it('says nothing when every post has its marker', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    reportUntruncatedPosts([post('/site/blog/a.md', true)], 'warn', '/site');
    expect(warn).not.toHaveBeenCalled();
  });
});
