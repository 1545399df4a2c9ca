import { describe, expect, it } from 'vitest';
import { createRoutesModule, ROUTES_PER_SHARD, shardRows, type RouteRow } from './routes-module.ts';
import { routeKey, shardOf } from '../client/paths.ts';
import type { ResolvedRoute } from '../plugin-api.ts';

const route = (path: string): ResolvedRoute => ({ path, component: '@theme/DocItem', page: `/site/docs${path}.md`, props: { path }, plugin: 'docs' }) as ResolvedRoute;

describe('route table shards', () => {
  const routes = Array.from({ length: 1000 }, (_, i) => route(`/guides/page-${i}`));
  const direct = { base: '/', pageFile: (id: string) => `assets/${id.split('/').pop()}.js`, propsFile: (suffix: string) => `assets/props-${suffix}` };

  it('puts every row in the shard the browser will look in, and no row twice', () => {
    const { rows } = createRoutesModule(routes, { direct });
    const count = Math.ceil(rows!.length / ROUTES_PER_SHARD);
    const groups = shardRows(rows!, count);
    expect(groups.flat().length).toBe(rows!.length);
    groups.forEach((group, index) => {
      for (const row of group) expect(shardOf(routeKey(row[0]), count)).toBe(index);
    });
    // Spellings of one page (trailing slash, .html) land in one shard.
    expect(shardOf(routeKey('/guides/page-7/'), count)).toBe(shardOf(routeKey('/guides/page-7.html'), count));
  });

  it('with shards, the module names the shard files and carries no rows itself', () => {
    const { code } = createRoutesModule(routes, { direct, shards: ['assets/routes-a.js', 'assets/routes-b.js', 'assets/routes-c.js'] });
    expect(code).toContain('export const shardCount = 3;');
    expect(code).toContain('"assets/routes-a.js"');
    expect(code).not.toContain('page-999');
    const { code: whole } = createRoutesModule(routes, { direct });
    expect(whole).toContain('export const shardCount = 0;');
    expect(whole).toContain('page-999');
  });

  it('shards are balanced within 20 per cent', () => {
    const rows: RouteRow[] = Array.from({ length: 4000 }, (_, i) => [`/section-${i % 12}/sub-${i % 7}/page-${i}`, 0, '', '', -1, '', 0]);
    const groups = shardRows(rows, 10);
    for (const group of groups) expect(Math.abs(group.length - 400)).toBeLessThan(80);
  });
});
