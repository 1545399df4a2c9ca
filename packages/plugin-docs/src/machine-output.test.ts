import { describe, expect, it } from 'vitest';
import type { ResolvedRoute } from '@folio/core';
import { llmsLine, llmsSections, machineUrls } from './machine-output.ts';

describe('machineUrls', () => {
  it.each([
    // [baseUrl, site path, page URL, twin URL]
    ['/', '/guides/a', 'https://x.org/guides/a', 'https://x.org/guides/a.md'],
    ['/', '/', 'https://x.org/', 'https://x.org/index.md'],
    ['/docs/', '/docs/intro', 'https://x.org/docs/docs/intro', 'https://x.org/docs/docs/intro.md'],
    ['/docs/', '/img/a.png', 'https://x.org/docs/img/a.png', 'https://x.org/docs/img/a.png.md'],
    ['/docs/', '/', 'https://x.org/docs/', 'https://x.org/docs/index.md'],
  ])('base %s: %s → %s', (baseUrl, sitePath, page, twin) => {
    const urls = machineUrls('https://x.org/', baseUrl);
    expect(urls.pageUrl(sitePath)).toBe(page);
    expect(urls.twinUrl(sitePath)).toBe(twin);
  });
});

describe('llmsSections', () => {
  it('links each page once under the base URL, from its route table path', () => {
    const route = { path: '/docs/docs/intro', component: '@theme/DocItem', plugin: 'docs', props: { title: 'Intro', description: '', breadcrumbs: [], unlisted: false, version: { isLast: true, noIndex: false } } };
    const sections = llmsSections([route as unknown as ResolvedRoute], { baseUrl: '/docs/', twins: true, ...machineUrls('https://x.org', '/docs/') });
    expect(sections).toEqual([{ title: 'Docs', lines: ['- [Intro](https://x.org/docs/docs/intro.md)'] }]);
  });
  it('escapes brackets in titles and keeps a description on one line', () => {
    expect(llmsLine('A [b]', 'https://x.org/a.md', ' One\n two ')).toBe('- [A \\[b\\]](https://x.org/a.md): One two');
  });
});
