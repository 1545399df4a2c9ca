import { describe, expect, it } from 'vitest';
import { parseShard, routeInShard, shardPage } from './build-shards.ts';
import { hashedName } from './merge-shards.ts';

describe('parseShard', () => {
  it.each([
    ['1/4', { index: 1, count: 4 }],
    ['4/4', { index: 4, count: 4 }],
    [' 2 / 3 ', { index: 2, count: 3 }],
    ['1/1', { index: 1, count: 1 }],
    ['0/4', '--shard 0/4: the index must be from 1 to 4'],
    ['5/4', '--shard 5/4: the index must be from 1 to 4'],
    ['1/0', '--shard 1/0: the count must be 1 or more'],
    ['1', '--shard takes <index>/<count>, such as 1/4, not "1"'],
    ['-1/4', '--shard takes <index>/<count>, such as 1/4, not "-1/4"'],
    ['1.5/4', '--shard takes <index>/<count>, such as 1/4, not "1.5/4"'],
  ])('%j → %j', (text, expected) => {
    expect(parseShard(text)).toEqual(expected);
  });
});

describe('routeInShard', () => {
  const paths = Array.from({ length: 2000 }, (_, i) => `/docs/section-${i % 17}/page-${i}`);

  it.each([1, 2, 3, 4, 7])('puts every route in exactly one of %i shards, each with its share', (count) => {
    const owners = paths.map((routePath) => Array.from({ length: count }, (_, i) => i + 1).filter((index) => routeInShard(routePath, { index, count })));
    expect(owners.every((found) => found.length === 1)).toBe(true);
    for (let index = 1; index <= count; index++) {
      const share = owners.filter(([owner]) => owner === index).length / paths.length;
      expect(Math.abs(share - 1 / count)).toBeLessThan(0.05);
    }
  });

  it('follows from the path alone: adding routes moves no other', () => {
    const before = paths.map((routePath) => routeInShard(routePath, { index: 2, count: 4 }));
    const after = [...paths, '/docs/new-page'].map((routePath) => routeInShard(routePath, { index: 2, count: 4 }));
    expect(after.slice(0, paths.length)).toEqual(before);
  });
});

describe('shardPage', () => {
  it('keeps what the merge reads, ids as an array, no source', () => {
    const page = { route: { path: '/a', source: '/abs/a.md' }, file: 'a/index.html', links: { links: ['/b'], ids: new Set(['x', 'y']) } };
    expect(shardPage(page)).toEqual({ path: '/a', file: 'a/index.html', links: ['/b'], ids: ['x', 'y'] });
    const notFound = { route: { path: '/*', catchAll: true }, file: '404.html', links: { links: [], ids: new Set<string>(), noIndex: true as const } };
    expect(shardPage(notFound)).toEqual({ path: '/*', catchAll: true, file: '404.html', links: [], ids: [], noIndex: true });
  });
});

describe('hashedName (merge-shards.ts)', () => {
  it.each([
    ['assets/intro-3fa9c0d1.js', true],
    ['fr/assets/entry-client-CRNlXsBo.css', true],
    ['assets/props-ab_c-x1Z.js', true],
    ['assets/logo-D4x_9kQp.svg', true],
    ['robots.txt', false],
    ['img/logo.svg', false],
    ['assets/logo.svg', false],
    ['assets/fonts/inter-3fa9c0d1.woff2', false],
    ['docs/assets/readme-3fa9c0d1x.js', false],
  ])('%s → %s', (file, expected) => {
    expect(hashedName(file)).toBe(expected);
  });
});
