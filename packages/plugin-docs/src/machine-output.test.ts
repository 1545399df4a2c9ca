import { describe, expect, it } from 'vitest';
import { machineUrls, type ResolvedRoute } from '@folio/core';
import { llmsSections } from './machine-output.ts';

describe('llmsSections', () => {
  it('links each page once under the base URL, from its route table path', () => {
    const route = { path: '/docs/docs/intro', component: '@theme/DocItem', plugin: 'docs', props: { title: 'Intro', description: '', breadcrumbs: [], unlisted: false, version: { isLast: true, noIndex: false } } };
    const sections = llmsSections([route as unknown as ResolvedRoute], { baseUrl: '/docs/', twins: true, ...machineUrls('https://x.org', '/docs/') });
    expect(sections).toEqual([{ title: 'Docs', lines: ['- [Intro](https://x.org/docs/docs/intro.md)'] }]);
  });
});
