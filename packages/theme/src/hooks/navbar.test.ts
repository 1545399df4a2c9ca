import { describe, expect, it, vi } from 'vitest';

// navbar.ts reads global data through the theme runtime; these pure functions do not need it.
vi.mock('../runtime/site', () => ({ useGlobalData: () => undefined }));
import { docsDataKey, isNavbarLinkActive, linkedDoc, sidebarLink, versionCandidates } from './navbar.ts';
import type { DocsGlobalData, GlobalVersion } from '@folio/plugin-docs/contract';

describe('isNavbarLinkActive', () => {
  it.each<[string, Parameters<typeof isNavbarLinkActive>[0], string, string, boolean]>([
    ['to itself', { to: '/blog' }, '/blog', '/', true],
    ['below to', { to: '/blog' }, '/blog/2024/post', '/', true],
    ['trailing slash', { to: '/blog/' }, '/blog', '/', true],
    ['a longer name', { to: '/blog' }, '/blogger', '/', false],
    ['elsewhere', { to: '/blog' }, '/docs/intro', '/', false],
    ['an external href', { to: undefined }, '/blog', '/', false],
    ['activeBasePath', { to: '/docs/intro', activeBasePath: '/docs' }, '/docs/guide', '/', true],
    ['activeBasePath elsewhere', { to: '/docs/intro', activeBasePath: '/docs' }, '/api', '/', false],
    ['activeBasePath under baseUrl', { to: '/x', activeBasePath: '/docs' }, '/docs/a', '/site/', true],
    ['activeBaseRegex', { to: '/x', activeBaseRegex: 'docs/(next|v8)' }, '/docs/next/a', '/', true],
    ['activeBaseRegex no match', { to: '/x', activeBaseRegex: 'docs/(next|v8)' }, '/docs/v7/a', '/', false],
    ['activeBaseRegex sees baseUrl', { to: '/x', activeBaseRegex: '^/site/a' }, '/a', '/site/', true],
  ])('%s', (_name, item, pathname, baseUrl, expected) => {
    expect(isNavbarLinkActive(item, pathname, baseUrl)).toBe(expected);
  });
});

const version = (name: string, isLast: boolean, extra: Partial<GlobalVersion> = {}): GlobalVersion => ({
  name,
  label: name,
  path: isLast ? '/docs' : `/docs/${name}`,
  isLast,
  mainDocId: 'intro',
  draftIds: [],
  ...extra,
});

describe('docs items', () => {
  const next = version('current', false, { linkedDocs: [{ id: 'api', path: '/docs/next/api', sidebar: 'api' }], sidebars: { guide: { link: { path: '/docs/next/intro', label: 'Intro' } } } });
  const latest = version('2.0', true, { linkedDocs: [], sidebars: { guide: { link: { path: '/docs/intro', label: 'Intro' } }, api: {} } });
  const data: DocsGlobalData = { path: '/docs', breadcrumbs: true, versions: [next, latest] };

  it.each<[string, GlobalVersion | undefined, string | null, string[]]>([
    ['the page version first', next, null, ['current', '2.0']],
    ['else the latest', undefined, null, ['2.0', 'current']],
    ['else the preferred one', undefined, 'current', ['current', '2.0']],
  ])('versionCandidates: %s', (_name, active, preferred, names) => {
    expect(versionCandidates(data, active, preferred).map((v) => v.name)).toEqual(names);
  });

  it('finds a doc or a sidebar link in the first version that has it', () => {
    expect(linkedDoc([latest, next], 'api')?.path).toBe('/docs/next/api');
    expect(linkedDoc([latest], 'api')).toBeUndefined();
    expect(sidebarLink([latest, next], 'guide')?.path).toBe('/docs/intro');
    expect(sidebarLink([latest], 'api')).toBeUndefined();
  });

  it('names plugin instances as the global data does', () => {
    expect([docsDataKey(undefined), docsDataKey('default'), docsDataKey('community')]).toEqual(['docs', 'docs', 'docs-community']);
  });
});
