import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_ROUTES_FILE, missingRoutes, writeLocaleRoutes, type BuiltLocaleRoutes } from './locale-routes.ts';
import { LOCALE_ROUTES_FILE as CLIENT_FILE } from '../../../theme/src/runtime/locale-urls.ts';

describe('missingRoutes', () => {
  it.each([
    ['a page it has is no entry', ['/', '/docs/a'], ['/docs/a'], {}],
    ['its parent', ['/', '/docs', '/docs/a'], ['/docs/a/b'], { '/docs/a/b': '/docs/a' }],
    ['a grandparent', ['/', '/docs'], ['/docs/a/b'], { '/docs/a/b': '/docs' }],
    ['the home page, when nothing closer exists', ['/', '/blog'], ['/docs/a/b'], { '/docs/a/b': '/' }],
    ['no entry when not even the home page exists', ['/docs'], ['/guides/x'], {}],
    ['a path of two locales once', ['/'], ['/x', '/x'], { '/x': '/' }],
    ['sorted whatever the order given', ['/', '/b'], ['/b/2', '/a/1', '/b/1'], { '/a/1': '/', '/b/1': '/b', '/b/2': '/b' }],
  ])('%s', (_, own, others, expected) => {
    const has = new Set(own);
    const found = missingRoutes(others, (sitePath) => has.has(sitePath));
    expect(found).toEqual(expected);
    expect(Object.keys(found)).toEqual(Object.keys(expected));
  });
});

describe('writeLocaleRoutes', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const locale = (outPath: string, baseUrl: string, keys: string[]): BuiltLocaleRoutes => ({ outPath, ctx: { config: { baseUrl } }, routeKeys: new Set(keys) });
  const read = (file: string) => readFileSync(path.join(dir, file, LOCALE_ROUTES_FILE), 'utf8');

  it("writes each locale's missing pages under its folder, from the others' routes, the same bytes whatever the order", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'folio-locale-routes-'));
    // fr has a redirect page where en has a route: it is no missing page.
    mkdirSync(path.join(dir, 'fr/old'), { recursive: true });
    writeFileSync(path.join(dir, 'fr/old/index.html'), '<meta http-equiv="refresh">');
    const en = ['/', '/docs/guide', '/docs/guide/equinox', '/old', '/blog/2024/post'];
    const fr = ['/fr', '/fr/docs/guide', '/fr/docs/equinoxe'];
    writeLocaleRoutes([locale('', '/', en), locale('fr', '/fr/', fr), locale('ar', '/ar/', ['/ar', ...en.slice(1).map((p) => `/ar${p}`)])], dir);
    expect(JSON.parse(read('fr'))).toEqual({ '/blog/2024/post': '/', '/docs/guide/equinox': '/docs/guide' });
    expect(JSON.parse(read(''))).toEqual({ '/docs/equinoxe': '/' });
    expect(JSON.parse(read('ar'))).toEqual({ '/docs/equinoxe': '/' });
    const first = read('fr');
    writeLocaleRoutes([locale('ar', '/ar/', []), locale('fr', '/fr/', [...fr].reverse()), locale('', '/', [...en].reverse())], dir);
    expect(read('fr')).toBe(first);
  });

  it('writes nothing for one locale', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'folio-locale-routes-'));
    writeLocaleRoutes([locale('', '/', ['/', '/a'])], dir);
    expect(existsSync(path.join(dir, LOCALE_ROUTES_FILE))).toBe(false);
  });

  it('names the file the theme fetches', () => {
    expect(LOCALE_ROUTES_FILE).toBe(CLIENT_FILE);
  });
});
