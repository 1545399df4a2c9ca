import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRouteTable, MAX_ROUTE_SEGMENT_BYTES, resolveRoutePath, routePathProblem } from './routes.ts';
import { routeToFile } from '../client/paths.ts';
import type { Route } from '../plugin-api.ts';

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

  it.each<['warn' | 'ignore', number]>([
    ['warn', 1],
    ['ignore', 0],
  ])("with onDuplicateRoutes: '%s', keeps the first route of a path (as Docusaurus does) and says so %i times", (policy, said) => {
    const messages: string[] = [];
    const table = createRouteTable(
      [
        { plugin: 'docs', routes: [page('/a', 'docs/a.md')] },
        { plugin: 'pages', routes: [page('/a/', 'pages/a/index.md'), page('/b', 'pages/b.md')] },
      ],
      { ...options, onDuplicateRoutes: policy, duplicate: (message) => messages.push(message) },
    );
    expect(table.filter((route) => !route.catchAll).map((route) => [route.path, route.source])).toEqual([
      ['/a', 'docs/a.md'],
      ['/b', 'pages/b.md'],
    ]);
    expect(messages).toHaveLength(said);
    if (said) expect(messages[0]).toBe(`two routes have the path /a/: one from plugin "docs" (docs/a.md) and one from plugin "pages" (pages/a/index.md); the first is kept (onDuplicateRoutes: 'warn')`);
  });

  it.each([
    ['a/b', 'must start with "/"'],
    ['/a/../b', 'must not have "." or ".." segments'],
    ['/a?x=1', 'must not contain "?" or "#"'],
    ['/a\\..\\..\\x', 'must not contain a backslash'],
    [`/${'a'.repeat(300)}`, 'must not have a segment longer than 200 bytes (one has 300)'],
  ])('refuses the path %j (%s)', (path, problem) => {
    expect(() => createRouteTable([{ plugin: 'p', routes: [page(path)] }], options)).toThrow(problem);
  });

  it('names the plugin and the source file, with control characters escaped and a long path cut', () => {
    const fail = (route: Route) => {
      try {
        createRouteTable([{ plugin: 'my-plugin', routes: [route] }], options);
      } catch (error) {
        return error as { message: string; file?: string; name: string };
      }
      throw new Error('no error');
    };
    expect(fail(page('/a\u0000b', 'pages/x.md'))).toMatchObject({
      name: 'FolioError',
      file: 'pages/x.md',
      message: 'plugin "my-plugin" added the route "/a\\u0000b" (pages/x.md): a route path must not contain control characters',
    });
    expect(fail(page(`/${'x'.repeat(300)}`)).message).toBe(
      `plugin "my-plugin" added the route "/${'x'.repeat(79)}… (301 characters)": a route path must not have a segment longer than 200 bytes (one has 300)`,
    );
  });
});

describe('routePathProblem', () => {
  it.each(['/', '/a', '/a/b/', '/a//b', '/Getting Started/x', '/café', '/a%20b', '/v1.0.0', '/...', '/a:b', `/${'a'.repeat(MAX_ROUTE_SEGMENT_BYTES)}`])('accepts %j', (path) => {
    expect(routePathProblem(path)).toBeUndefined();
  });

  it.each<[string, string]>([
    ['', 'must start with "/"'],
    ['a', 'must start with "/"'],
    ['https://evil.example.com/x', 'must start with "/"'],
    ['//evil.example.com/x', 'must not start with "//" (a browser reads that as another host)'],
    ['/a\\b', 'must not contain a backslash'],
    ['/a\u0000', 'must not contain control characters'],
    ['/a\u009f', 'must not contain control characters'],
    ['/a?b', 'must not contain "?" or "#"'],
    ['/a#b', 'must not contain "?" or "#"'],
    ['/.', 'must not have "." or ".." segments'],
    ['/a/..', 'must not have "." or ".." segments'],
    ['/%2e%2E/x', 'must not have "." or ".." segments'],
    ['/a%2Fb', 'must not contain a percent-encoded "/", "\\" or control character'],
    ['/a%5Cb', 'must not contain a percent-encoded "/", "\\" or control character'],
    ['/a%0Ab', 'must not contain a percent-encoded "/", "\\" or control character'],
    [`/${'a'.repeat(MAX_ROUTE_SEGMENT_BYTES + 1)}`, 'must not have a segment longer than 200 bytes (one has 201)'],
    [`/${'ü'.repeat(101)}`, 'must not have a segment longer than 200 bytes (one has 202)'],
  ])('refuses %j: %s', (path, problem) => {
    expect(routePathProblem(path)).toBe(problem);
  });

  it('property: any string is refused, or its files stay inside the output folder with no segment over the limit', () => {
    const segment = fc.oneof(fc.constantFrom('', '.', '..', '%2e%2e', '%2F', 'a', 'ü', '\\', '?', '#', 'x'.repeat(201)), fc.string({ maxLength: 8, unit: 'binary' }));
    const route = fc.oneof(fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`), fc.string({ maxLength: 40, unit: 'binary' }));
    const out = '/srv/site/build';
    let accepted = 0;
    fc.assert(
      fc.property(route, fc.constantFrom(true, false, undefined), (candidate, trailingSlash) => {
        if (routePathProblem(candidate) !== undefined) {
          expect(() => createRouteTable([{ plugin: 'p', routes: [page(candidate)] }], { baseUrl: '/', trailingSlash })).toThrow(/^plugin "p" added the route/);
          return;
        }
        accepted++;
        for (const file of [`.${candidate}`, routeToFile(candidate, '/', trailingSlash)]) {
          const resolved = path.posix.resolve(out, file);
          expect(resolved === out || resolved.startsWith(`${out}/`), file).toBe(true);
        }
        for (const part of candidate.split('/')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(MAX_ROUTE_SEGMENT_BYTES);
      }),
      { numRuns: 1000, seed: 20260502 },
    );
    expect(accepted).toBeGreaterThan(100);
  });
});
