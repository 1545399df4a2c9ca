import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../log.ts';
import { folderHolding, laterNestedFolders, withoutNestedRoutes } from './nested-locales.ts';

const sep = (folder: string) => folder.split('/').join(path.sep);

describe('laterNestedFolders', () => {
  it.each([
    ['the default locale first: every later locale is inside it', [['en', ''], ['fr', 'fr'], ['ar', 'ar']], 0, [{ folder: 'fr', locale: 'fr' }, { folder: 'ar', locale: 'ar' }]],
    ['a locale of its own folder: none inside', [['en', ''], ['fr', 'fr'], ['ar', 'ar']], 1, []],
    ['the last locale: none after it', [['en', ''], ['fr', 'fr']], 1, []],
    ['one locale built at the root alone: none', [['fr', '']], 0, []],
    ['a folder inside another locale\'s, built after it', [['en', ''], ['pt', 'pt'], ['pt-br', sep('pt/br')]], 1, [{ folder: 'pt/br', locale: 'pt-br' }]],
    ['a folder whose name only starts like another\'s: not inside', [['en', ''], ['pt', 'pt'], ['ptx', 'ptx']], 1, []],
    ['a folder inside, built before: not emptied after', [['pt-br', sep('pt/br')], ['pt', 'pt']], 1, []],
  ] as const)('%s', (_name, locales, index, expected) => {
    expect(laterNestedFolders(locales.map(([name, outPath]) => ({ name, outPath })), index)).toEqual(expected);
  });
});

describe('folderHolding', () => {
  const folders = [{ folder: 'zh-cn', locale: 'zh-cn' }, { folder: 'ko', locale: 'ko' }];
  it.each([
    ['zh-cn/faq/index.html', 'zh-cn'],
    ['zh-cn/index.html', 'zh-cn'],
    ['zh-cn.html', undefined],
    ['zh-cnx/index.html', undefined],
    ['faq/index.html', undefined],
    ['ko/zh-cn/faq/index.html', 'ko'],
  ])('%s → %s', (file, expected) => {
    expect(folderHolding(file, folders)).toBe(expected);
  });
});

describe('withoutNestedRoutes', () => {
  afterEach(() => vi.restoreAllMocks());
  const later = [{ folder: 'zh-cn', locale: 'zh-cn' }];
  const routes = [
    { path: '/docs/intro', source: path.resolve('docs/intro.md') },
    { path: '/zh-cn/faq', source: path.resolve('src/pages/zh-cn/faq.js') },
    { path: '/zh-cn', source: path.resolve('src/pages/zh-cn.js') },
    { path: '/zh-cnx' },
    { path: '*', catchAll: true },
  ];

  it('leaves out the routes written into a later locale\'s folder, one warning each naming the file', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const kept = withoutNestedRoutes(routes, { name: 'en', outPath: '', baseUrl: '/', trailingSlash: undefined }, later);
    expect(kept.map((route) => route.path)).toEqual(['/docs/intro', '/zh-cnx', '*']);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      `${path.join('src', 'pages', 'zh-cn', 'faq.js')}: the en page /zh-cn/faq would be written into the zh-cn locale's folder, which that locale's pages replace: left out (as docusaurus build leaves it)`,
      `${path.join('src', 'pages', 'zh-cn.js')}: the en page /zh-cn would be written into the zh-cn locale's folder, which that locale's pages replace: left out (as docusaurus build leaves it)`,
    ]);
  });

  it('keeps a page written beside the folder (trailingSlash false: `zh-cn.html`)', () => {
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    const kept = withoutNestedRoutes(routes, { name: 'en', outPath: '', baseUrl: '/', trailingSlash: false }, later);
    expect(kept.map((route) => route.path)).toEqual(['/docs/intro', '/zh-cn', '/zh-cnx', '*']);
  });

  it('reads route paths under the site\'s base URL', () => {
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    const based = [{ path: '/site/zh-cn/faq' }, { path: '/site/faq' }];
    expect(withoutNestedRoutes(based, { name: 'en', outPath: '', baseUrl: '/site/', trailingSlash: undefined }, later).map((route) => route.path)).toEqual(['/site/faq']);
  });

  it('keeps every route when no locale is built inside this one', () => {
    expect(withoutNestedRoutes(routes, { name: 'en', outPath: '', baseUrl: '/', trailingSlash: undefined }, [])).toBe(routes);
  });
});
