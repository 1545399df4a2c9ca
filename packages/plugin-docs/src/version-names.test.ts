/** Version names: what a build accepts in versions.json, and where a version's route may land. */
import { describe, expect, it } from 'vitest';
import { OUTPUT_ROOT_NAMES, RESERVED_VERSION_NAMES, versionNameShapeProblem, versionPathProblem } from './version-names.ts';

describe('versionNameShapeProblem', () => {
  it.each(['1.0.0', 'v0.27.0', '4.x', '2.0.0-beta.1', '1.0.0+build.5', 'latest-lts', 'a'.repeat(32)])('accepts %j', (name) => {
    expect(versionNameShapeProblem(name)).toBeUndefined();
  });

  it.each<[string, string]>([
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    ['a'.repeat(33), 'at most 32 characters'],
    ['current', 'the name of the unreleased docs'],
    ['a/b', 'must not contain slashes'],
    ['a\\b', 'must not contain slashes'],
    ['.', 'must not contain ".."'],
    ['..', 'must not contain ".."'],
    ['1..2', 'must not contain ".."'],
    ['a b', 'must not contain spaces'],
    ['a\u0001', 'must not contain control characters: "a\\u0001"'],
    ['a:b', 'usable in a URL and a folder name'],
    ['a<b', 'usable in a URL and a folder name'],
    ['a%b', 'usable in a URL and a folder name'],
    ['a#b', 'usable in a URL and a folder name'],
    ['next', '"next" cannot be a version name: the unreleased docs are served at /next'],
    ['search', 'kept for the search page'],
    ['category', 'generated-index pages are served under /category'],
    ['404.html', 'Folio writes "404.html" into the output folder'],
    ['Sitemap.XML', 'Folio writes "sitemap.xml" into the output folder'],
    ['llms.txt', 'Folio writes "llms.txt"'],
    ['robots.txt', 'Folio writes "robots.txt"'],
    ['_headers', 'Folio writes "_headers"'],
    ['_redirects', 'Folio writes "_redirects"'],
    ['assets', 'Folio writes "assets"'],
    ['search-index', 'Folio writes "search-index"'],
    ['.folio-build', 'Folio writes ".folio-build"'],
    ['.well-known', 'must not start with "." or "_"'],
    ['_old', 'must not start with "." or "_"'],
    ['v1.json', 'must not end in a file extension (".json")'],
    ['docs.md', 'must not end in a file extension (".md")'],
    ['1.0.HTML', 'must not end in a file extension (".html")'],
  ])('refuses %j: %s', (name, problem) => {
    expect(versionNameShapeProblem(name)).toContain(problem);
  });

  it('a build (versions.json) allows white space and reserved names; where their route lands is checked apart', () => {
    const build = { allowSpaces: true, allowReserved: true };
    for (const name of ['1.0 beta', 'next', '404.html', '_old', 'v1.json']) expect(versionNameShapeProblem(name, build), name).toBeUndefined();
    for (const name of ['a/b', '..', 'current', 'a#b', 'a'.repeat(33), 'a\u0000']) expect(versionNameShapeProblem(name, build), name).toBeDefined();
  });

  it('every output root name is reserved', () => {
    for (const name of OUTPUT_ROOT_NAMES) expect(RESERVED_VERSION_NAMES).toContain(name);
  });
});

describe('versionPathProblem', () => {
  it.each(['/', '/next', '/1.0.0', '/docs', '/docs/404.html/x', '/docs/assets', '/docs/next', '/v1'])('accepts %j', (versionPath) => {
    expect(versionPathProblem(versionPath)).toBeUndefined();
  });

  it.each<[string, string]>([
    ['/404.html', 'the route "/404.html" would overwrite the "404.html" Folio writes into the output folder'],
    ['/Assets', 'would overwrite the "Assets"'],
    ['/sitemap.xml', 'would overwrite'],
    ['/docs/v1.json', 'ends in a file extension (".json") and would be served as a file'],
    ['/a#b', 'a route path must not contain "?" or "#"'],
    ['/x/..', 'a route path must not have "." or ".." segments'],
  ])('refuses %j: %s', (versionPath, problem) => {
    expect(versionPathProblem(versionPath)).toContain(problem);
  });
});
