/** `folio docs:version <name>`: which names are refused, and why (the CLI itself: test/cli.test.ts). */
import { describe, expect, it } from 'vitest';
import { versionNameProblem } from './cut-version.ts';

describe('versionNameProblem', () => {
  const existing = ['1.0.0', '0.9.0'];

  it.each<[string, string | undefined, string]>([
    ['no name', undefined, 'give the version a name: folio docs:version 1.0.0'],
    ['an empty name', '', 'give the version a name: folio docs:version 1.0.0'],
    ['only spaces', '   ', 'give the version a name: folio docs:version 1.0.0'],
    ["'current'", 'current', '"current" is the name of the unreleased docs; choose another'],
    ['a slash', '2.0/beta', 'a version name must not contain slashes: "2.0/beta"'],
    ['a leading slash', '/2.0.0', 'a version name must not contain slashes: "/2.0.0"'],
    ['a backslash', '2.0\\beta', 'a version name must not contain slashes: "2.0\\beta"'],
    ['..', '..', 'a version name must not contain "..": ".."'],
    ['.', '.', 'a version name must not contain "..": "."'],
    ['a space', '2.0 beta', 'a version name must not contain spaces: "2.0 beta"'],
    ['a tab', '2.0\tbeta', 'a version name must not contain spaces: "2.0\tbeta"'],
    ['a leading space', ' 2.0.0', 'a version name must not contain spaces: " 2.0.0"'],
    ['a colon', '2.0:beta', 'a version name must be usable in a URL and a folder name: "2.0:beta"'],
    ['a question mark', 'v2?', 'a version name must be usable in a URL and a folder name: "v2?"'],
    ['a hash', 'v2#1', 'a version name must be usable in a URL and a folder name: "v2#1"'],
    ['a percent sign', '100%', 'a version name must be usable in a URL and a folder name: "100%"'],
    ['a name the output folder has', '404.html', '"404.html" cannot be a version name: Folio writes "404.html" into the output folder, where a version at the site root would be written too'],
    ['sitemap.xml', 'sitemap.xml', '"sitemap.xml" cannot be a version name: Folio writes "sitemap.xml" into the output folder, where a version at the site root would be written too'],
    ['llms.txt', 'llms.txt', '"llms.txt" cannot be a version name: Folio writes "llms.txt" into the output folder, where a version at the site root would be written too'],
    ['search', 'search', '"search" cannot be a version name: it is kept for the search page'],
    ['assets, in another case', 'Assets', '"Assets" cannot be a version name: Folio writes "assets" into the output folder, where a version at the site root would be written too'],
    ['next', 'next', '"next" cannot be a version name: the unreleased docs are served at /next'],
    ['a file extension', 'v2.html', 'a version name must not end in a file extension (".html"): "v2.html" would be served as a file'],
    ['a leading underscore', '_v2', 'a version name must not start with "." or "_" (static hosts hide such files): "_v2"'],
    ['a control character', 'v2\u0007', 'a version name must not contain control characters: "v2\\u0007"'],
    ['an existing version', '1.0.0', 'the version "1.0.0" exists already (see versions.json)'],
    ['another existing version', '0.9.0', 'the version "0.9.0" exists already (see versions.json)'],
  ])('refuses %s', (_, name, problem) => {
    expect(versionNameProblem(name, existing)).toBe(problem);
  });

  it.each(['2.0.0', '1.0.1', 'v2', '2.0.0-beta.1', '2.0.0_rc1', '2024.01', 'latest-lts', '1.0.0+build.5'])('accepts %j', (name) => {
    expect(versionNameProblem(name, existing)).toBeUndefined();
  });

  it('refuses a name that differs from an existing one only in case (one folder on macOS and Windows)', () => {
    expect(versionNameProblem('V2', ['v2'])).toBe('the version "v2" exists already, and "V2" differs only in case (one folder on macOS and Windows)');
  });

  it.each<[string, string | undefined, string]>([
    ['no name, default instance', undefined, 'give the version a name: folio docs:version 1.0.0'],
    ['an existing version, default instance', '1.0.0', 'the version "1.0.0" exists already (see versions.json)'],
  ])('%s: names the default instance\'s command and file', (_, name, problem) => {
    expect(versionNameProblem(name, existing, 'default')).toBe(problem);
  });

  it.each<[string, string | undefined, string]>([
    ['no name', undefined, 'give the version a name: folio docs:version:community 1.0.0'],
    ['an existing version', '0.9.0', 'the version "0.9.0" exists already (see community_versions.json)'],
  ])("another instance (%s): names its own command and versions file", (_, name, problem) => {
    expect(versionNameProblem(name, existing, 'community')).toBe(problem);
  });

  it('accepts any free name when there are no versions yet', () => {
    expect(versionNameProblem('1.0.0', [])).toBeUndefined();
  });

  it.each([
    ['longer than 32 characters', 'a'.repeat(33)],
    ['a control character', 'v2\u0001'],
  ])('refuses a name %s', (_, name) => {
    expect(versionNameProblem(name, existing)).toBeDefined();
  });
});
