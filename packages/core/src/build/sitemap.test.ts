import { describe, expect, it } from 'vitest';
import { createSitemap } from './sitemap.ts';
import type { ResolvedRoute } from '../plugin-api.ts';

const routes: ResolvedRoute[] = [
  { path: '/', component: '@theme/MDXPage', plugin: 'p' },
  { path: '/a&b', component: '@theme/MDXPage', plugin: 'p' },
  { path: '/hidden', component: '@theme/MDXPage', plugin: 'p', noIndex: true },
  { path: '*', component: '@theme/NotFound', plugin: 'core', catchAll: true },
];
const config = { url: 'https://x.dev', noIndex: false, trailingSlash: undefined, baseUrl: '/' };

describe('createSitemap', () => {
  it('lists indexable routes only, escaped', () => {
    const xml = createSitemap(routes, config);
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual(['<loc>https://x.dev/</loc>', '<loc>https://x.dev/a&amp;b</loc>']);
  });
  it('applies trailingSlash', () => {
    expect(createSitemap(routes, { ...config, trailingSlash: true })).toContain('<loc>https://x.dev/a&amp;b/</loc>');
  });
  it('is empty for a noIndex site', () => {
    expect(createSitemap(routes, { ...config, noIndex: true })).not.toContain('<url>');
  });
});
