/**
 * Two cold builds on different days give byte-identical output. The second build runs with the
 * clock two days and eleven hours ahead and in another time zone (a preload replaces `Date`), in
 * another folder, with no cache: any date, time or random id in the output would show as a
 * difference. The sites are the OpenAPI fixture (docs, two versions, generated API pages) and the
 * blog fixture (lists, feeds, reading times), with the search index and the machine-readable files
 * (llms.txt, Markdown twins, _headers, sitemap, feeds).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, hashTree, makeTempDir, removeTempDirs, replaceIn, runFolio } from '../packages/core/test/helpers.ts';

afterAll(() => removeTempDirs());

const SHIFT_CLOCK = `
const shift = (2 * 24 + 11) * 3600 * 1000;
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args) { if (args.length === 0) super(RealDate.now() + shift); else super(...args); }
  static now() { return RealDate.now() + shift; }
}
globalThis.Date = ShiftedDate;
`;

/** The two sites: each with what writes extra files switched on, and files its output must hold. */
const SITES = [
  {
    // The OpenAPI fixture (docs, two versions, generated API pages) with search, headers, robots, redirects.
    fixture: 'openapi',
    prepare(site: string) {
      replaceIn(site, 'site.config.ts', "onBrokenLinks: 'throw',", "onBrokenLinks: 'throw',\n  headers: { csp: true },\n  robots: { disallow: ['/next/'] },\n  redirects: [{ from: '/old/*', to: '/:splat' }],");
      replaceIn(site, 'site.config.ts', "import { openapi } from '@folio/plugin-openapi';", "import { openapi } from '@folio/plugin-openapi';\nimport { search } from '@folio/search';");
      replaceIn(site, 'site.config.ts', '  ],\n  themeConfig', '    search(),\n  ],\n  themeConfig');
    },
    files: ['index.html', 'llms.txt', 'sitemap.xml', '_headers', 'robots.txt', '_redirects', 'api/create-a-new-bookmark.md'],
  },
  {
    // The blog fixture (lists with excerpt modules, tags, authors, archive, the three feeds, reading times) with search.
    fixture: 'blog',
    prepare() {},
    files: ['blog/index.html', 'blog/page/2/index.html', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'blog/archive/index.html', 'llms.txt', 'sitemap.xml'],
  },
];

describe('determinism', () => {
  it.each(SITES)('two cold builds of the $fixture fixture on different days, in different folders and time zones, are byte-identical', async ({ fixture, prepare, files }) => {
    const copy = (label: string) => {
      const site = copySite(path.join(FIXTURES, fixture), `${label}-${fixture}`);
      prepare(site);
      return site;
    };
    const today = copy('determinism-today');
    const later = copy('determinism-later');
    const preload = path.join(makeTempDir('determinism-clock'), 'shift-clock.mjs');
    writeFileSync(preload, SHIFT_CLOCK);

    const first = await runFolio(['build', today], { timeoutMs: 120_000, env: { TZ: 'UTC' } });
    expect(first.code, describeRun(first)).toBe(0);
    const second = await runFolio(['build', later], { timeoutMs: 120_000, env: { TZ: 'Pacific/Kiritimati', NODE_OPTIONS: `--import ${preload}` } });
    expect(second.code, describeRun(second)).toBe(0);

    const a = hashTree(path.join(today, 'build'));
    const b = hashTree(path.join(later, 'build'));
    for (const file of files) expect(Object.keys(a), file).toContain(file);
    expect(Object.keys(a).some((file) => file.startsWith('search-index/'))).toBe(true);
    expect(b).toEqual(a);
  }, 240_000);
});
