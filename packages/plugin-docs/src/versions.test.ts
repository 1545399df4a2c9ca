/**
 * Versions: names, last version, labels, paths, banners, badges and `createVersions` as a whole
 * (modelled on Docusaurus's versions tests: one base expectation per version, variations spread
 * from it), plus versions.json reading and the version folder check.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FolioError } from '@folio/core';
import { normalizeDocsOptions, type DocsOptionsInput, type Version } from './options.ts';
import {
  checkVersionFolders,
  createVersions,
  getLastVersionName,
  getVersionBadge,
  getVersionBanner,
  getVersionLabel,
  getVersionNames,
  getVersionPath,
  readVersionsJson,
} from './versions.ts';

const SITE = path.resolve('/site');
const opts = (input: DocsOptionsInput = {}) => normalizeDocsOptions(input);

/** The error `run` throws (fails the test when it does not throw). */
function thrown(run: () => unknown): FolioError {
  try {
    run();
  } catch (error) {
    return error as FolioError;
  }
  throw new Error('expected an error, got none');
}

describe('getVersionNames', () => {
  it.each<[string, string[], DocsOptionsInput, string[]]>([
    ['no versions.json', [], {}, ['current']],
    ['versions.json, newest first', ['1.0.0', '0.9.0'], {}, ['current', '1.0.0', '0.9.0']],
    ['includeCurrentVersion false', ['1.0.0', '0.9.0'], { includeCurrentVersion: false }, ['1.0.0', '0.9.0']],
    ['onlyIncludeVersions keeps the versions.json order', ['2.0.0', '1.0.0', '0.9.0'], { onlyIncludeVersions: ['0.9.0', 'current', '2.0.0'] }, ['current', '2.0.0', '0.9.0']],
    ['onlyIncludeVersions without current', ['2.0.0', '1.0.0'], { onlyIncludeVersions: ['1.0.0'] }, ['1.0.0']],
  ])('%s', (_, versionsJson, input, expected) => {
    expect(getVersionNames(versionsJson, opts(input))).toEqual(expected);
  });

  it.each<[string, string[], DocsOptionsInput]>([
    ['includeCurrentVersion false and no versions.json', [], { includeCurrentVersion: false }],
    ['an empty onlyIncludeVersions', ['1.0.0'], { onlyIncludeVersions: [] }],
  ])('refuses %s: there is nothing to build', (_, versionsJson, input) => {
    const error = thrown(() => getVersionNames(versionsJson, opts(input)));
    expect(error).toBeInstanceOf(FolioError);
    expect(error.message).toBe('the docs plugin has no version to build');
    expect(error.hint).toMatch(/includeCurrentVersion/);
  });
});

describe('getLastVersionName', () => {
  it.each<[string, string[], DocsOptionsInput, string]>([
    ['current when there is no versions.json', [], {}, 'current'],
    ['the newest released version', ['2.0.0', '1.0.0'], {}, '2.0.0'],
    ['the lastVersion option: current', ['2.0.0', '1.0.0'], { lastVersion: 'current' }, 'current'],
    ['the lastVersion option: an older version', ['2.0.0', '1.0.0'], { lastVersion: '1.0.0' }, '1.0.0'],
  ])('%s', (_, versionsJson, input, expected) => {
    expect(getLastVersionName(versionsJson, opts(input))).toBe(expected);
  });
});

describe('getVersionLabel', () => {
  it.each<[string, DocsOptionsInput, string]>([
    ['current', {}, 'Next'],
    ['1.0.0', {}, '1.0.0'],
    ['current', { versions: { current: { label: 'Canary' } } }, 'Canary'],
    ['1.0.0', { versions: { '1.0.0': { label: '1.0.x' } } }, '1.0.x'],
    ['1.0.0', { versions: { current: { label: 'Canary' } } }, '1.0.0'],
  ])('%s with %j → %j', (name, input, expected) => {
    expect(getVersionLabel(name, opts(input))).toBe(expected);
  });
});

describe('getVersionPath', () => {
  it.each<[string, string, DocsOptionsInput, string]>([
    // routeBasePath '/'
    ['current', 'current', { routeBasePath: '/' }, '/'],
    ['current', '1.0.0', { routeBasePath: '/' }, '/next'],
    ['1.0.0', '1.0.0', { routeBasePath: '/' }, '/'],
    ['0.26.0', '1.0.0', { routeBasePath: '/' }, '/0.26.0'],
    ['0.26.0', '1.0.0', { routeBasePath: '/', versions: { '0.26.0': { path: 'v0.26.0' } } }, '/v0.26.0'],
    // routeBasePath 'docs' (the default)
    ['current', 'current', {}, '/docs'],
    ['current', '1.0.0', {}, '/docs/next'],
    ['1.0.0', '1.0.0', {}, '/docs'],
    ['0.26.0', '1.0.0', {}, '/docs/0.26.0'],
    ['current', '1.0.0', { versions: { current: { path: 'canary' } } }, '/docs/canary'],
    // a configured path wins even for the last version
    ['1.0.0', '1.0.0', { versions: { '1.0.0': { path: 'v1' } } }, '/docs/v1'],
    ['current', 'current', { routeBasePath: 'guide' }, '/guide'],
  ])('%s (last %s) with %j → %s', (name, last, input, expected) => {
    expect(getVersionPath(name, last, opts(input))).toBe(expected);
  });
});

describe('getVersionBanner', () => {
  const names = ['current', '2.0.0', '1.0.0'];
  it.each<[string, string, DocsOptionsInput, Version['banner']]>([
    ['current', '2.0.0', {}, 'unreleased'],
    ['2.0.0', '2.0.0', {}, 'none'],
    ['1.0.0', '2.0.0', {}, 'unmaintained'],
    ['current', 'current', {}, 'none'],
    ['2.0.0', 'current', {}, 'unmaintained'],
    ['current', '1.0.0', {}, 'unreleased'],
    ['2.0.0', '1.0.0', {}, 'unreleased'],
    ['1.0.0', '1.0.0', {}, 'none'],
    ['1.0.0', '2.0.0', { versions: { '1.0.0': { banner: 'none' } } }, 'none'],
    ['2.0.0', '2.0.0', { versions: { '2.0.0': { banner: 'unreleased' } } }, 'unreleased'],
    ['current', '2.0.0', { versions: { current: { banner: 'unmaintained' } } }, 'unmaintained'],
  ])('%s (last %s) with %j → %s', (name, last, input, expected) => {
    expect(getVersionBanner(name, names, last, opts(input))).toBe(expected);
  });
});

describe('getVersionBadge', () => {
  it.each<[string, string[], DocsOptionsInput, boolean]>([
    ['current', ['current'], {}, false],
    ['1.0.0', ['1.0.0'], {}, false],
    ['current', ['current', '1.0.0'], {}, true],
    ['1.0.0', ['current', '1.0.0'], {}, true],
    ['current', ['current'], { versions: { current: { badge: true } } }, true],
    ['1.0.0', ['current', '1.0.0'], { versions: { '1.0.0': { badge: false } } }, false],
  ])('%s of %j with %j → %s', (name, names, input, expected) => {
    expect(getVersionBadge(name, names, opts(input))).toBe(expected);
  });
});

describe('createVersions', () => {
  const base: DocsOptionsInput = { routeBasePath: '/', sidebarPath: 'sidebars.ts' };
  const versionsJson = ['1.0.0', '0.9.0'];

  const vCurrent: Version = {
    name: 'current',
    label: 'Next',
    path: '/next',
    contentPath: path.join(SITE, 'docs'),
    contentPathRelative: 'docs',
    sidebarFile: path.join(SITE, 'sidebars.ts'),
    isLast: false,
    banner: 'unreleased',
    badge: true,
    noIndex: false,
    className: 'docs-version-current',
  };
  const v100: Version = {
    name: '1.0.0',
    label: '1.0.0',
    path: '/',
    contentPath: path.join(SITE, 'versioned_docs/version-1.0.0'),
    contentPathRelative: 'versioned_docs/version-1.0.0',
    sidebarFile: path.join(SITE, 'versioned_sidebars/version-1.0.0-sidebars.json'),
    isLast: true,
    banner: 'none',
    badge: true,
    noIndex: false,
    className: 'docs-version-1.0.0',
  };
  const v090: Version = {
    ...v100,
    name: '0.9.0',
    label: '0.9.0',
    path: '/0.9.0',
    contentPath: path.join(SITE, 'versioned_docs/version-0.9.0'),
    contentPathRelative: 'versioned_docs/version-0.9.0',
    sidebarFile: path.join(SITE, 'versioned_sidebars/version-0.9.0-sidebars.json'),
    isLast: false,
    banner: 'unmaintained',
    className: 'docs-version-0.9.0',
  };

  it.each<[string, string[], DocsOptionsInput, Version[]]>([
    ['routeBasePath /: current at /next, the newest release at the root', versionsJson, base, [vCurrent, v100, v090]],
    [
      'routeBasePath docs',
      versionsJson,
      { ...base, routeBasePath: 'docs' },
      [
        { ...vCurrent, path: '/docs/next' },
        { ...v100, path: '/docs' },
        { ...v090, path: '/docs/0.9.0' },
      ],
    ],
    [
      'no versions.json: current alone at the root, without badge or banner',
      [],
      base,
      [{ ...vCurrent, path: '/', isLast: true, banner: 'none', badge: false }],
    ],
    [
      'no sidebarPath: the current version has an autogenerated sidebar',
      [],
      { routeBasePath: '/' },
      [{ ...vCurrent, path: '/', isLast: true, banner: 'none', badge: false, sidebarFile: undefined }],
    ],
    [
      "lastVersion: 'current'",
      versionsJson,
      { ...base, lastVersion: 'current' },
      [
        { ...vCurrent, path: '/', isLast: true, banner: 'none' },
        { ...v100, path: '/1.0.0', isLast: false, banner: 'unmaintained' },
        v090,
      ],
    ],
    [
      'lastVersion: an older version makes the newer ones unreleased',
      versionsJson,
      { ...base, lastVersion: '0.9.0' },
      [
        vCurrent,
        { ...v100, path: '/1.0.0', isLast: false, banner: 'unreleased' },
        { ...v090, path: '/', isLast: true, banner: 'none' },
      ],
    ],
    [
      'versions options: label, path, banner, badge, noIndex, className',
      versionsJson,
      {
        ...base,
        versions: {
          current: { label: 'Canary', path: 'canary', banner: 'none', badge: false, noIndex: true, className: 'canary' },
          '0.9.0': { label: '0.9.x', path: 'v0.9', banner: 'unreleased', noIndex: true },
        },
      },
      [
        { ...vCurrent, label: 'Canary', path: '/canary', banner: 'none', badge: false, noIndex: true, className: 'canary' },
        v100,
        { ...v090, label: '0.9.x', path: '/v0.9', banner: 'unreleased', noIndex: true },
      ],
    ],
    ['onlyIncludeVersions', versionsJson, { ...base, onlyIncludeVersions: ['current', '1.0.0'] }, [vCurrent, v100]],
    ['onlyIncludeVersions with one version: no badge', versionsJson, { ...base, onlyIncludeVersions: ['1.0.0'] }, [{ ...v100, badge: false }]],
    ['includeCurrentVersion: false', versionsJson, { ...base, includeCurrentVersion: false }, [v100, v090]],
  ])('%s', (_, json, input, expected) => {
    expect(createVersions({ siteDir: SITE, versionsJson: json, options: opts(input) })).toEqual(expected);
  });

  it('onlyIncludeVersions leaving out the newest release: the newest included release is the last version', () => {
    const versions = createVersions({
      siteDir: SITE,
      versionsJson: ['2.0.0', '1.0.0'],
      options: opts({ ...base, onlyIncludeVersions: ['current', '1.0.0'] }),
    });
    expect(versions).toEqual([vCurrent, v100]);
  });

  it.each<[string, DocsOptionsInput, RegExp, string]>([
    ['lastVersion', { lastVersion: '1.0' }, /^docs plugin option `lastVersion` names the unknown version "1\.0"$/, 'did you mean "1.0.0"'],
    ['versions', { versions: { '0.9.1': { label: 'x' } } }, /^docs plugin option `versions\.0\.9\.1` names the unknown version "0\.9\.1"$/, 'did you mean "0.9.0" or "1.0.0"'],
    ['onlyIncludeVersions', { onlyIncludeVersions: ['current', 'curent'] }, /^docs plugin option `onlyIncludeVersions` names the unknown version "curent"$/, 'did you mean "current"'],
  ])('refuses an unknown version name in %s and names the closest ones', (_, input, message, nearest) => {
    const error = thrown(() => createVersions({ siteDir: SITE, versionsJson, options: opts({ ...base, ...input }) }));
    expect(error).toBeInstanceOf(FolioError);
    expect(error.message).toMatch(message);
    expect(error.hint).toBe(`known versions: current, 1.0.0, 0.9.0; ${nearest}?`);
  });

  it('names the known versions without a suggestion when nothing is close', () => {
    const error = thrown(() => createVersions({ siteDir: SITE, versionsJson, options: opts({ ...base, lastVersion: 'nightly-build' }) }));
    expect(error.hint).toBe('known versions: current, 1.0.0, 0.9.0');
  });

  it.each<[string, string[], DocsOptionsInput]>([
    ["lastVersion 'current' with includeCurrentVersion: false", versionsJson, { lastVersion: 'current', includeCurrentVersion: false }],
    ['lastVersion left out by onlyIncludeVersions', versionsJson, { lastVersion: '1.0.0', onlyIncludeVersions: ['0.9.0'] }],
  ])('refuses %s', (_, json, input) => {
    const error = thrown(() => createVersions({ siteDir: SITE, versionsJson: json, options: opts({ ...base, ...input }) }));
    expect(error).toBeInstanceOf(FolioError);
    expect(error.message).toMatch(/^the last version "(current|1\.0\.0)" is not among the versions built/);
  });
});

// ---- files ----------------------------------------------------------------------------------

const TMP_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/.tmp');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A throw-away site folder under tests/.tmp/ holding `files`. */
function site(files: Record<string, string>): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_ROOT, 'versions-unit-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("createVersions: where each version's route lands", () => {
  it.each<[string, string[], DocsOptionsInput, string, string | undefined]>([
    ['a version at the root named like the 404 page', ['1.0.0', '404.html'], { routeBasePath: '/' }, 'version "404.html": the route "/404.html" would overwrite the "404.html" Folio writes into the output folder', '#/1'],
    ['assets at the root', ['1.0.0', 'assets'], { routeBasePath: '/' }, 'version "assets": the route "/assets" would overwrite the "assets" Folio writes into the output folder', '#/1'],
    ['a configured path with a file extension', ['1.0.0'], { versions: { current: { path: 'next.json' } } }, 'version "current": the route "/docs/next.json" ends in a file extension (".json") and would be served as a file', undefined],
    ['a configured path with ..', ['1.0.0'], { versions: { '1.0.0': { path: '../x' } } }, 'version "1.0.0": a route path must not have "." or ".." segments', undefined],
  ])('%s', (_, versionsJson, input, message, pointer) => {
    const error = thrown(() => createVersions({ siteDir: SITE, versionsJson, options: opts(input) }));
    expect(error.message).toBe(message);
    expect(error.pointer).toBe(pointer);
    expect(error.file).toBe(pointer ? path.join(SITE, 'versions.json') : undefined);
  });

  it.each<[string, string[], DocsOptionsInput]>([
    ['assets under /docs', ['1.0.0', 'assets'], {}],
    ['the last version named 404.html (served at the root)', ['404.html'], { routeBasePath: '/' }],
  ])('accepts %s', (_, versionsJson, input) => {
    expect(() => createVersions({ siteDir: SITE, versionsJson, options: opts(input) })).not.toThrow();
  });
});

describe('normalizeDocsOptions: routeBasePath', () => {
  it.each(['docs', '/', '', '/docs/', 'a/b'])('accepts %j', (routeBasePath) => {
    expect(opts({ routeBasePath }).routeBasePath).toBe(routeBasePath);
  });

  it.each<[string, string]>([
    ['https://evil.example.com', 'docs plugin options: `routeBasePath` "https://evil.example.com": a route path must be a path, not a URL'],
    ['../x', 'docs plugin options: `routeBasePath` "../x": a route path must not have "." or ".." segments'],
    ['docs?x', 'docs plugin options: `routeBasePath` "docs?x": a route path must not contain "?" or "#"'],
    ['a\\b', 'docs plugin options: `routeBasePath` "a\\b": a route path must not contain a backslash'],
  ])('refuses %j', (routeBasePath, message) => {
    expect(() => opts({ routeBasePath })).toThrow(message);
  });
});

describe('readVersionsJson', () => {
  it.each<[string, Record<string, string>, string[]]>([
    ['no versions.json', {}, []],
    ['an empty list', { 'versions.json': '[]' }, []],
    ['names, newest first', { 'versions.json': '["2.0.0", "1.0.0", "0.26.0"]\n' }, ['2.0.0', '1.0.0', '0.26.0']],
  ])('%s', (_, files, expected) => {
    expect(readVersionsJson(site(files), 'default')).toEqual(expected);
  });

  it.each<[string, string, string | undefined, string]>([
    ['an object', '{ "versions": ["1.0.0"] }', '#', 'versions.json must be a list of version names, newest first'],
    ['a string', '"1.0.0"', '#', 'versions.json must be a list of version names, newest first'],
    ['a number entry', '["1.0.0", 2]', '#/1', 'versions.json: entry 1 must be a version name (a non-empty string)'],
    ['an empty name', '["1.0.0", "0.9.0", ""]', '#/2', 'versions.json: entry 2 must be a version name (a non-empty string)'],
    ['a duplicate (pointer to the second one)', '["1.0.0", "0.9.0", "1.0.0"]', '#/2', 'versions.json lists "1.0.0" twice'],
    ['a name that climbs out', '["1.0.0", "../../x"]', '#/1', 'versions.json: entry 1: a version name must not contain slashes: "../../x"'],
    ['..', '["..", "1.0.0"]', '#/0', 'versions.json: entry 0: a version name must not contain "..": ".."'],
    ['a name with #', '["v1#2"]', '#/0', 'versions.json: entry 0: a version name must be usable in a URL and a folder name: "v1#2"'],
    ['"current"', '["current"]', '#/0', 'versions.json: entry 0: "current" is the name of the unreleased docs; choose another'],
    ['a name over 32 characters', `["${'v'.repeat(40)}"]`, '#/0', 'versions.json: entry 0: a version name must be at most 32 characters'],
  ])('refuses %s with a JSON pointer', (_, text, pointer, message) => {
    const dir = site({ 'versions.json': text });
    const error = thrown(() => readVersionsJson(dir, 'default'));
    expect(error).toBeInstanceOf(FolioError);
    expect(error.message.startsWith(message), error.message).toBe(true);
    expect(error.file).toBe(path.join(dir, 'versions.json'));
    expect(error.pointer).toBe(pointer);
    expect(error.location).toBe(`${path.join(dir, 'versions.json')}${pointer}`);
  });

  it('reports every bad name at once, and accepts names Docusaurus accepts (a space, a reserved word)', () => {
    const error = thrown(() => readVersionsJson(site({ 'versions.json': '["1.0.0", "a/b", "c#d"]' }), 'default'));
    expect(error.message).toMatch(/^2 problems:\n- .*versions\.json#\/1 - .*slashes.*\n- .*versions\.json#\/2 - .*usable in a URL/);
    expect(readVersionsJson(site({ 'versions.json': '["1.0 beta", "next", "assets"]' }), 'default')).toEqual(['1.0 beta', 'next', 'assets']);
  });

  it('names the file, line and column of bad JSON (a missing comma)', () => {
    const dir = site({ 'versions.json': '[\n  "1.0.0"\n  "0.9.0"\n]\n' });
    const error = thrown(() => readVersionsJson(dir, 'default'));
    expect(error).toBeInstanceOf(FolioError);
    expect(error.message).toMatch(/^invalid JSON: /);
    expect(error).toMatchObject({ file: path.join(dir, 'versions.json'), line: 3, column: 3 });
    expect(error.frame).toContain('> 3 |   "0.9.0"');
  });

  it.each<[string, string, number, number]>([
    ['a trailing comma (pointing at the comma)', '[\n  "1.0.0",\n]\n', 2, 10],
    ['single quotes', "[\n  '1.0.0'\n]\n", 2, 3],
    ['a truncated file', '[\n  "1.0.0",\n', 3, 1],
  ])('names the line and column of bad JSON (%s)', (_, text, line, column) => {
    const dir = site({ 'versions.json': text });
    const error = thrown(() => readVersionsJson(dir, 'default'));
    expect(error).toMatchObject({ file: path.join(dir, 'versions.json'), line, column });
  });
});

describe('checkVersionFolders', () => {
  const options = opts({ routeBasePath: '/' });

  it('accepts a site whose versions all have their folders', () => {
    const dir = site({ 'docs/a.md': '# A', 'versioned_docs/version-1.0.0/a.md': '# A', 'versions.json': '["1.0.0"]' });
    const versions = createVersions({ siteDir: dir, versionsJson: readVersionsJson(dir, 'default'), options });
    expect(() => checkVersionFolders(versions, dir, 'default')).not.toThrow();
  });

  it('refuses a version named in versions.json without its versioned_docs folder', () => {
    const dir = site({ 'docs/a.md': '# A', 'versioned_docs/version-1.0.0/a.md': '# A', 'versions.json': '["1.0.0", "0.9.0"]' });
    const versions = createVersions({ siteDir: dir, versionsJson: readVersionsJson(dir, 'default'), options });
    const error = thrown(() => checkVersionFolders(versions, dir, 'default'));
    expect(error).toBeInstanceOf(FolioError);
    expect(error.message).toBe(`versions.json names the version "0.9.0" but its folder ${path.join('versioned_docs', 'version-0.9.0')}/ does not exist`);
    expect(error.file).toBe(path.join(dir, 'versions.json'));
    expect(error.hint).toBe('restore the folder or remove "0.9.0" from versions.json');
  });

  it('refuses a missing docs folder for the current version', () => {
    const dir = site({ 'versioned_docs/version-1.0.0/a.md': '# A', 'versions.json': '["1.0.0"]' });
    const versions = createVersions({ siteDir: dir, versionsJson: readVersionsJson(dir, 'default'), options });
    const error = thrown(() => checkVersionFolders(versions, dir, 'default'));
    expect(error.message).toBe('the docs folder docs/ does not exist');
    expect(error.hint).toMatch(/includeCurrentVersion: false/);
  });
});

/**
 * Each docs instance reads its own files (version-files.ts): the default one versions.json and
 * versioned_docs/, the instance `community` community_versions.json and community_versioned_docs/.
 * A site with both keeps each instance's versions apart.
 */
describe('a second docs instance', () => {
  const both = () =>
    site({
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/a.md': '# A',
      'community_versions.json': '["2.0", "1.5"]',
      'community_versioned_docs/version-2.0/c.md': '# C',
      'community_versioned_docs/version-1.5/c.md': '# C',
    });

  it.each<[string, string[]]>([
    ['default', ['1.0']],
    ['community', ['2.0', '1.5']],
    // An instance without a versions file of its own has no released versions: not the site's.
    ['other', []],
  ])('readVersionsJson for %j', (id, expected) => {
    expect(readVersionsJson(both(), id)).toEqual(expected);
  });

  it("puts the instance's released versions in its own folders", () => {
    const dir = both();
    const options = opts({ id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.js' });
    const versions = createVersions({ siteDir: dir, versionsJson: readVersionsJson(dir, 'community'), options });
    expect(versions.map((v) => [v.name, v.path, v.contentPathRelative, v.sidebarFile && path.relative(dir, v.sidebarFile)])).toEqual([
      ['current', '/community/next', 'community', 'sidebarsCommunity.js'],
      ['2.0', '/community', 'community_versioned_docs/version-2.0', path.join('community_versioned_sidebars', 'version-2.0-sidebars.json')],
      ['1.5', '/community/1.5', 'community_versioned_docs/version-1.5', path.join('community_versioned_sidebars', 'version-1.5-sidebars.json')],
    ]);
  });

  it.each<[string, string, string]>([
    ['an object', '{}', 'community_versions.json must be a list of version names, newest first'],
    ['a duplicate', '["2.0", "2.0"]', 'community_versions.json lists "2.0" twice'],
    ['a bad name', '["a/b"]', 'community_versions.json: entry 0: a version name must not contain slashes: "a/b"'],
  ])("names the instance's versions file when refusing %s", (_, text, message) => {
    const dir = site({ 'versions.json': '["1.0"]', 'community_versions.json': text });
    const error = thrown(() => readVersionsJson(dir, 'community'));
    expect(error.message).toBe(message);
    expect(error.file).toBe(path.join(dir, 'community_versions.json'));
    expect(readVersionsJson(dir, 'default')).toEqual(['1.0']);
  });

  it("blames a missing folder on the instance's versions file", () => {
    const dir = site({ 'community/a.md': '# A', 'community_versions.json': '["2.0"]', 'versioned_docs/version-2.0/a.md': '# A' });
    const options = opts({ id: 'community', path: 'community' });
    const versions = createVersions({ siteDir: dir, versionsJson: readVersionsJson(dir, 'community'), options });
    const error = thrown(() => checkVersionFolders(versions, dir, 'community'));
    expect(error.message).toBe(`community_versions.json names the version "2.0" but its folder ${path.join('community_versioned_docs', 'version-2.0')}/ does not exist`);
    expect(error.file).toBe(path.join(dir, 'community_versions.json'));
    expect(error.hint).toBe('restore the folder or remove "2.0" from community_versions.json');
  });

  it("points a bad route of a released version at the instance's versions file", () => {
    const error = thrown(() => createVersions({ siteDir: SITE, versionsJson: ['1.0', 'assets'], options: opts({ id: 'community', routeBasePath: '/' }) }));
    expect(error.file).toBe(path.join(SITE, 'community_versions.json'));
    expect(error.pointer).toBe('#/1');
  });

  it("names the instance's versions file when there is nothing to build", () => {
    const error = thrown(() => getVersionNames([], opts({ id: 'community', includeCurrentVersion: false })));
    expect(error.hint).toBe('set includeCurrentVersion: true, or add a version to community_versions.json and onlyIncludeVersions');
  });
});
