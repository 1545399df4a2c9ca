import { describe, expect, it, vi } from 'vitest';

// docs.ts reads global data through the theme runtime; these pure functions do not need it.
vi.mock('../runtime/site', () => ({ useGlobalData: () => undefined }));
import { findDoc, impliedVersion, mainDocPath, switchVersionPath, versionToShow, type DocsGlobalData, type GlobalVersion } from './docs.ts';

const version = (name: string, path: string, mainDocPath: string, isLast = false): GlobalVersion => ({
  name,
  label: name,
  path,
  isLast,
  mainDocId: 'intro',
  mainDocPath,
  draftIds: [],
});
// Folio's own global data: versions only, the latest at the root.
const data: DocsGlobalData = {
  path: '/',
  breadcrumbs: true,
  versions: [version('current', '/next', '/next/intro'), version('2.0', '/', '/', true), version('1.0', '/1.0', '/1.0/intro')],
};

describe('findDoc (versions only)', () => {
  it.each([
    ['/next/guides/a', 'current'],
    ['/next', 'current'],
    ['/1.0/guides/a', '1.0'],
    ['/1.0', '1.0'],
    ['/guides/a', '2.0'],
    ['/1.0-notes', '2.0'], // a prefix of letters is not a version folder
    ['/', '2.0'],
  ])('%s is in version %s', (pathname, expected) => {
    expect(findDoc(data, pathname)?.version.name).toBe(expected);
  });
});

describe('impliedVersion and versionToShow', () => {
  it.each([
    ['a doc of the root version (its route names it)', '/guides/a', { name: '2.0', path: '/' }, '2.0'],
    ['a page in a version folder', '/1.0/missing', undefined, '1.0'],
    ['a page outside every version folder: none', '/search', undefined, undefined],
    ['a 404 at the root: none', '/missing', undefined, undefined],
    ["another docs plugin's version of the same name: none", '/community/a', { name: '2.0', path: '/community' }, undefined],
  ])('%s', (_name, pathname, routeVersion, expected) => {
    expect(impliedVersion(data, pathname, routeVersion)?.name).toBe(expected);
  });

  it('shows the implied version, else the preferred one, else the latest', () => {
    const v1 = data.versions[2]!;
    expect(versionToShow(data, v1, 'current')?.name).toBe('1.0');
    expect(versionToShow(data, undefined, 'current')?.name).toBe('current');
    expect(versionToShow(data, undefined, 'gone')?.name).toBe('2.0');
    expect(versionToShow(data, undefined, null)?.name).toBe('2.0');
  });
});

describe('switchVersionPath', () => {
  const versionPaths = { current: '/next/guides/a', '2.0': '/guides/a' };
  it.each([
    ['a version with the same doc: that doc', '2.0', versionPaths, '/guides/a'],
    ['a version without it: its main page', '1.0', versionPaths, '/1.0/intro'],
    ['a page without versionPaths (a generated index): the main page', '2.0', undefined, '/'],
  ])('%s', (_name, target, paths, expected) => {
    expect(switchVersionPath(data, '/next/guides/a', data.versions.find((v) => v.name === target)!, paths)).toBe(expected);
  });

  it('still reads lists of docs when global data has them (data made by other tools)', () => {
    const withDocs: DocsGlobalData = {
      path: '/',
      breadcrumbs: true,
      versions: [
        { ...version('2.0', '/', '/', true), mainDocPath: undefined, docs: [{ id: 'intro', path: '/' }, { id: 'Guides/A', path: '/Guides/A' }] },
        { ...version('1.0', '/1.0', '/1.0/intro'), mainDocPath: undefined, docs: [{ id: 'intro', path: '/1.0/intro' }, { id: 'guides/a', path: '/1.0/guides/a' }] },
      ],
    };
    expect(switchVersionPath(withDocs, '/Guides/A', withDocs.versions[1]!)).toBe('/1.0/guides/a');
    expect(mainDocPath(withDocs.versions[0]!)).toBe('/');
  });
});
