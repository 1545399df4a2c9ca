import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PostBuildContext, ResolvedRoute } from '@folio/core';
import { clientRedirects, collectClientRedirects, readClientRedirectsOptions, redirectFile, redirectPage, withTrailingSlash, type ClientRedirectsOptions } from './client-redirects.ts';

const PAGES = ['/404.html', '/', '/intro', '/guides/', '/guides/setup', '/legacy.html'];

describe('collectClientRedirects', () => {
  it.each<[string, ClientRedirectsOptions, boolean | undefined, Array<{ from: string; to: string }>]>([
    ['a redirect with one `from`', { redirects: [{ from: '/old', to: '/intro' }] }, undefined, [{ from: '/old', to: '/intro' }]],
    ['a redirect with several', { redirects: [{ from: ['/a', '/b/'], to: '/intro' }] }, undefined, [{ from: '/a', to: '/intro' }, { from: '/b/', to: '/intro' }]],
    ['a URL as `to`', { redirects: [{ from: '/gh', to: 'https://github.com/x' }] }, undefined, [{ from: '/gh', to: 'https://github.com/x' }]],
    [
      'createRedirects, called with every page path',
      { createRedirects: (p) => (p.startsWith('/guides/') ? p.replace('/guides/', '/docs/') : undefined) },
      undefined,
      [{ from: '/docs/', to: '/guides/' }, { from: '/docs/setup', to: '/guides/setup' }],
    ],
    [
      'fromExtensions: /page.html to /page, not for the home page or a page with the extension',
      { fromExtensions: ['html'] },
      undefined,
      [{ from: '/intro.html', to: '/intro' }, { from: '/guides.html/', to: '/guides/' }, { from: '/guides/setup.html', to: '/guides/setup' }],
    ],
    ['toExtensions: /legacy to /legacy.html', { toExtensions: ['html'] }, undefined, [{ from: '/404', to: '/404.html' }, { from: '/legacy', to: '/legacy.html' }]],
    ['a `from` that is a page is left out', { redirects: [{ from: '/intro', to: '/guides/' }] }, undefined, []],
    ['the first of two redirects from one path is kept', { redirects: [{ from: '/old', to: '/intro' }, { from: '/old', to: '/guides/' }] }, undefined, [{ from: '/old', to: '/intro' }]],
  ])('%s', (_name, options, trailingSlash, expected) => {
    expect(collectClientRedirects(options, PAGES, trailingSlash).redirects).toEqual(expected);
  });

  it.each<[string, string[], boolean, string, string]>([
    ['given the trailing slash the site puts', ['/', '/guides/setup/'], true, '/guides/setup', '/guides/setup/'],
    ['without it, query and hash kept', ['/', '/guides'], false, '/guides/?tab=a#x', '/guides?tab=a#x'],
  ])('`to` %s', (_name, pages, trailingSlash, to, expected) => {
    expect(collectClientRedirects({ redirects: [{ from: '/old', to }] }, pages, trailingSlash).redirects).toEqual([{ from: '/old', to: expected }]);
  });

  it('says what it leaves out', () => {
    const { leftOut } = collectClientRedirects({ redirects: [{ from: '/intro', to: '/guides/' }, { from: '/old', to: '/intro' }, { from: '/old', to: '/guides/' }] }, PAGES, undefined);
    expect(leftOut).toEqual(['/old is redirected twice, to /intro and to /guides/: the first is kept', '/intro is a page; its redirect to /guides/ is left out']);
  });

  it.each<[string, ClientRedirectsOptions, boolean | undefined, RegExp]>([
    ['a `to` that is no page', { redirects: [{ from: '/old', to: '/gone' }] }, undefined, /redirects to paths that are no page:\n- \/gone$/],
    ['a `to` whose page has the other trailing slash', { redirects: [{ from: '/old', to: '/guides' }] }, undefined, /- \/guides$/],
    ['a `to` without the trailing slash the page has, under trailingSlash false', { redirects: [{ from: '/old', to: '/guides/' }] }, false, /- \/guides \(the page is \/guides\/: trailingSlash is false\)/],
    ['a `from` with a query', { redirects: [{ from: '/old?x=1', to: '/intro' }] }, undefined, /the redirect .* is invalid/],
    ['a `from` that is not a path', { redirects: [{ from: 'old', to: '/intro' }] }, undefined, /the redirect .* is invalid/],
    ['an extension with a dot', { fromExtensions: ['.html'] }, undefined, /`client redirects.fromExtensions`: the extension ".html" is not a plain name/],
  ])('refuses %s', (_name, options, trailingSlash, message) => {
    expect(() => collectClientRedirects(options, PAGES, trailingSlash)).toThrow(message);
  });
});

describe('withTrailingSlash', () => {
  it.each<[string, boolean | undefined, string]>([
    ['/a', undefined, '/a'],
    ['/a', true, '/a/'],
    ['/a/', false, '/a'],
    ['/', false, '/'],
    ['/a?x#y', true, '/a/?x#y'],
    ['#top', true, '#top'],
  ])('%s with trailingSlash %s is %s', (to, trailingSlash, expected) => {
    expect(withTrailingSlash(to, trailingSlash)).toBe(expected);
  });
});

describe('redirectFile', () => {
  it.each<[string, boolean | undefined, string]>([
    ['/old', undefined, 'old/index.html'],
    ['/old/', true, 'old/index.html'],
    ['/a/b', false, 'a/b/index.html'],
    ['/page.html', false, 'page.html.html'],
    ['/page.html', undefined, 'page.html/index.html'],
  ])('%s (trailingSlash %s) is written to %s', (from, trailingSlash, expected) => {
    expect(redirectFile(from, trailingSlash)).toBe(expected);
  });
});

describe('redirectPage', () => {
  it('sends the browser on, keeping the query and hash of the address it was asked for', () => {
    const html = redirectPage('/docs/intro/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro/">');
    expect(html).toContain('<link rel="canonical" href="/docs/intro/" />');
    expect(html).toContain('window.location.href = "/docs/intro/" + window.location.search + window.location.hash;');
  });

  it('keeps the query and hash of `to` instead, escaped for the attribute and the script', () => {
    const html = redirectPage("/a?x=1&y='2'#é");
    expect(html).toContain('content="0; url=/a?x=1&amp;y=\'2\'#%C3%A9"');
    expect(html).toContain('window.location.href = "/a?x=1&y=\'2\'#%C3%A9";');
  });
});

describe('readClientRedirectsOptions', () => {
  it('keeps the options, refuses a wrong type and notices a key it does not know', () => {
    const notices: string[] = [];
    const create = () => undefined;
    expect(readClientRedirectsOptions({ id: 'x', redirects: [{ from: '/a', to: '/b' }], createRedirects: create, other: 1 }, 'plugins[0][1]', notices)).toEqual({
      where: 'plugins[0][1]',
      redirects: [{ from: '/a', to: '/b' }],
      createRedirects: create,
    });
    expect(notices).toEqual(['`plugins[0][1].other`: not an option of @docusaurus/plugin-client-redirects; ignored']);
    expect(() => readClientRedirectsOptions({ createRedirects: 'x' }, 'p', [])).toThrow('`p.createRedirects`: must be a function');
  });
});

describe('clientRedirects (postBuild)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes a page per redirect under the output, with baseUrl in `to`', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'folio-redirects-'));
    dirs.push(outDir);
    const routes = ['/docs/', '/docs/intro/', '*'].map((p) => ({ path: p, component: '@theme/X', plugin: 'docs', catchAll: p === '*' }) as ResolvedRoute);
    const ctx = { siteDir: outDir, outDir, routes, config: { baseUrl: '/docs/', trailingSlash: true } } as unknown as PostBuildContext;
    await clientRedirects([{ redirects: [{ from: '/old', to: '/intro' }], createRedirects: (p) => (p === '/intro/' ? '/start' : undefined) }]).postBuild!(ctx);
    expect(readdirSync(outDir).sort()).toEqual(['old', 'start']);
    expect(readFileSync(path.join(outDir, 'old/index.html'), 'utf8')).toContain('url=/docs/intro/"');
    expect(readFileSync(path.join(outDir, 'start/index.html'), 'utf8')).toContain('url=/docs/intro/"');
    await expect(Promise.resolve().then(() => clientRedirects([{ redirects: [{ from: '/old', to: '/intro' }] }]).postBuild!(ctx))).rejects.toThrow(/would overwrite old\/index\.html/);
  });
});
