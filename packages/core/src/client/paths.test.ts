import { describe, expect, it } from 'vitest';
import { applyTrailingSlash, cleanPath, joinPaths, normalizeBaseUrl, routeKey, routeToFile, stripHtmlSuffix } from './paths.ts';

describe('cleanPath and joinPaths', () => {
  it.each([
    ['a/b', '/a/b'],
    ['//a///b', '/a/b'],
    ['/', '/'],
  ])('cleanPath(%j) = %j', (input, expected) => expect(cleanPath(input)).toBe(expected));

  it.each([
    [['/', 'a'], '/a'],
    [['/base/', '/a/'], '/base/a/'],
    [['/base', '', 'b'], '/base/b'],
  ])('joinPaths(%j) = %j', (parts, expected) => expect(joinPaths(...parts)).toBe(expected));
});

describe('stripHtmlSuffix', () => {
  it.each([
    ['/a/index.html', '/a/'],
    ['/index.html', '/'],
    ['/a/b.html', '/a/b'],
    ['/a/b', '/a/b'],
    ['/a.htm', '/a.htm'],
  ])('%j → %j', (input, expected) => expect(stripHtmlSuffix(input)).toBe(expected));
});

describe('applyTrailingSlash', () => {
  const rows: Array<[string, boolean | undefined, string]> = [
    ['/a/b', undefined, '/a/b'],
    ['/a/b/', undefined, '/a/b/'],
    ['/a/b', true, '/a/b/'],
    ['/a/b/', true, '/a/b/'],
    ['/a/b/', false, '/a/b'],
    ['/a/b', false, '/a/b'],
    ['/', false, '/'],
    ['/', true, '/'],
    ['/a/b#x', true, '/a/b/#x'],
    ['/a/b/?q=1', false, '/a/b?q=1'],
  ];
  it.each(rows)('%j with trailingSlash %j → %j', (path, slash, expected) =>
    expect(applyTrailingSlash(path, slash)).toBe(expected),
  );
  it('keeps the base URL root as it is', () => {
    expect(applyTrailingSlash('/docs/', false, '/docs/')).toBe('/docs/');
  });
});

describe('normalizeBaseUrl', () => {
  it.each([
    ['/', '/'],
    ['/docs', '/docs/'],
    ['docs/', '/docs/'],
    ['//docs//', '/docs/'],
  ])('%j → %j', (input, expected) => expect(normalizeBaseUrl(input)).toBe(expected));
});

describe('routeKey', () => {
  it.each([
    ['/a/b/', '/a/b'],
    ['/a/b', '/a/b'],
    ['/a/b/index.html', '/a/b'],
    ['/a/b.html', '/a/b'],
    ['/', '/'],
    ['/index.html', '/'],
    ['/caf%C3%A9', '/café'],
    ['/bad%E0%A4%A', '/bad%E0%A4%A'],
  ])('%j → %j', (input, expected) => expect(routeKey(input)).toBe(expected));
});

describe('routeToFile', () => {
  const rows: Array<[string, string, boolean | undefined, string]> = [
    ['/', '/', undefined, 'index.html'],
    ['/a/b', '/', undefined, 'a/b/index.html'],
    ['/a/b/', '/', true, 'a/b/index.html'],
    ['/a/b', '/', false, 'a/b.html'],
    ['/docs/', '/docs/', false, 'index.html'],
    ['/docs/a', '/docs/', undefined, 'a/index.html'],
    ['/docs/a', '/docs/', false, 'a.html'],
  ];
  it.each(rows)('%j (base %j, trailingSlash %j) → %j', (path, base, slash, expected) =>
    expect(routeToFile(path, base, slash)).toBe(expected),
  );
});
