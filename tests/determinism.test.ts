/**
 * Two cold builds of one site on two different machines give byte-identical output. The second
 * build varies everything a machine can: the clock two days and eleven hours ahead (a preload
 * replaces `Date`), the time zone (Los Angeles against UTC), the locale (LANG and LC_ALL Turkish,
 * which Node's ICU reads), the umask (077 against the default), Windows line endings in every
 * text source, and a copy of the site written file by file in reverse order; it runs in another
 * folder with no cache. Any of these in the output would show as a difference. The sites are the
 * OpenAPI fixture (docs, two versions, generated API pages) and the blog fixture (lists, feeds,
 * reading times, a post dated without a zone half an hour before midnight), with the search index
 * and the machine-readable files (llms.txt, Markdown twins, _headers, sitemap, feeds).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, hashTree, makeTempDir, removeTempDirs, replaceIn, runFolio } from '../packages/core/test/helpers.ts';

afterAll(() => removeTempDirs());

const OTHER_MACHINE = `
process.umask(0o077);
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
    prepare(site: string) {
      // Without a zone, so UTC: in Los Angeles, read as local time, it would move to the next day.
      replaceIn(site, 'blog/2024-01-15-launch.md', 'title: We launched\n', 'title: We launched\ndate: 2024-01-15T23:30:00\n');
    },
    files: ['blog/index.html', 'blog/page/2/index.html', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'blog/archive/index.html', 'llms.txt', 'sitemap.xml'],
    check(build: string) {
      expect(readFileSync(path.join(build, 'blog/atom.xml'), 'utf8')).toContain('<published>2024-01-15T23:30:00.000Z</published>');
    },
  },
];

/** Text sources, whose line endings the other machine's copy has as Windows writes them. */
const TEXT_SOURCE = /\.(?:md|mdx|ya?ml|json|[cm]?[jt]sx?|css)$/;

/** The files of a site, relative, `/`-separated, as copySite copies them (no build, node_modules). */
function siteFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (!prefix && (entry.name === 'build' || entry.name === 'node_modules')) return [];
    return entry.isDirectory() ? siteFiles(dir, relative) : [relative];
  });
}

/** A copy of the site written file by file in reverse order, every text source (but static files, published as they are) with CRLF endings. */
function otherMachineCopy(from: string, label: string): string {
  const dir = makeTempDir(label);
  for (const file of siteFiles(from).sort().reverse()) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    if (TEXT_SOURCE.test(file) && !file.startsWith('static/')) {
      writeFileSync(path.join(dir, file), readFileSync(path.join(from, file), 'utf8').replace(/\r?\n/g, '\r\n'));
    } else copyFileSync(path.join(from, file), path.join(dir, file));
  }
  return dir;
}

describe('determinism', () => {
  it.each(SITES)('two cold builds of the $fixture fixture on different machines (clock, zone, locale, umask, line endings, file order, folder) are byte-identical', async ({ fixture, prepare, files, check }) => {
    const today = copySite(path.join(FIXTURES, fixture), `determinism-today-${fixture}`);
    prepare(today);
    const later = otherMachineCopy(today, `determinism-later-${fixture}`);
    expect(readFileSync(path.join(later, 'site.config.ts'), 'utf8')).toContain('\r\n');
    const preload = path.join(makeTempDir('determinism-clock'), 'other-machine.mjs');
    writeFileSync(preload, OTHER_MACHINE);

    const first = await runFolio(['build', today], { timeoutMs: 120_000, env: { TZ: 'UTC', LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' } });
    expect(first.code, describeRun(first)).toBe(0);
    const otherMachine = { TZ: 'America/Los_Angeles', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8', NODE_OPTIONS: `--import ${preload}` };
    const second = await runFolio(['build', later], { timeoutMs: 120_000, env: otherMachine });
    expect(second.code, describeRun(second)).toBe(0);

    const a = hashTree(path.join(today, 'build'));
    const b = hashTree(path.join(later, 'build'));
    for (const file of files) expect(Object.keys(a), file).toContain(file);
    expect(Object.keys(a).some((file) => file.startsWith('search-index/'))).toBe(true);
    expect(b).toEqual(a);
    check?.(path.join(today, 'build'));
  }, 240_000);
});
