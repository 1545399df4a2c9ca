import { describe, expect, it } from 'vitest';
import { createRouteTable, resolveRoutePath } from './routes.ts';
import type { Route } from './plugin.ts';

const page = (path: string, source?: string): Route => ({ path, component: '@theme/MDXPage', source });

describe('resolveRoutePath', () => {
  const rows: Array<[string, string, boolean | undefined, string]> = [
    ['/', '/', undefined, '/'],
    ['/a', '/', undefined, '/a'],
    ['/a', '/base/', undefined, '/base/a'],
    ['/', '/base/', undefined, '/base/'],
    ['/a', '/base/', true, '/base/a/'],
    ['/a/', '/base/', false, '/base/a'],
    ['/', '/base/', false, '/base/'],
  ];
  it.each(rows)('%j with baseUrl %j and trailingSlash %j → %j', (path, baseUrl, trailingSlash, expected) =>
    expect(resolveRoutePath(path, { baseUrl, trailingSlash })).toBe(expected),
  );
});

describe('createRouteTable', () => {
  const options = { baseUrl: '/', trailingSlash: undefined };

  it('merges plugins, sorts by path and puts the catch-all last', () => {
    const table = createRouteTable(
      [
        { plugin: 'b', routes: [page('/z'), page('/a/b')] },
        { plugin: 'a', routes: [page('/'), page('/a')] },
      ],
      options,
    );
    expect(table.map((r) => [r.path, r.plugin])).toEqual([
      ['/', 'a'],
      ['/a', 'a'],
      ['/a/b', 'b'],
      ['/z', 'b'],
      ['*', 'core'],
    ]);
    expect(table.at(-1)).toMatchObject({ catchAll: true, component: '@theme/NotFound', noIndex: true });
  });

  it('applies baseUrl and trailingSlash to every path', () => {
    const table = createRouteTable([{ plugin: 'p', routes: [page('/'), page('/x')] }], { baseUrl: '/docs/', trailingSlash: true });
    expect(table.map((r) => r.path)).toEqual(['/docs/', '/docs/x/', '*']);
  });

  it('is deterministic whatever the order plugins return routes in', () => {
    const one = createRouteTable([{ plugin: 'p', routes: [page('/b'), page('/a'), page('/c')] }], options);
    const two = createRouteTable([{ plugin: 'p', routes: [page('/c'), page('/b'), page('/a')] }], options);
    expect(one).toEqual(two);
  });

  it('fails on a duplicate path naming both sources', () => {
    expect(() =>
      createRouteTable(
        [
          { plugin: 'docs', routes: [page('/a', 'docs/a.md')] },
          { plugin: 'pages', routes: [page('/a/', 'pages/a/index.md')] },
        ],
        options,
      ),
    ).toThrowErrorMatchingInlineSnapshot(
      `[FolioError: two routes have the path /a/: one from plugin "docs" (docs/a.md) and one from plugin "pages" (pages/a/index.md)]`,
    );
  });

  it.each([
    ['a/b', 'must start with /'],
    ['/a/../b', 'must not contain . or .. segments'],
    ['/a?x=1', 'must not contain ? or #'],
  ])('refuses the path %j (%s)', (path, problem) => {
    expect(() => createRouteTable([{ plugin: 'p', routes: [page(path)] }], options)).toThrow(problem);
  });
});
