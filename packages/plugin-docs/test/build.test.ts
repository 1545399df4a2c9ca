/**
 * Builds of small docs sites with the real CLI, each on its own copy under tests/.tmp/:
 * a site without versions.json serves its docs at the route base path, and `lastVersion: 'current'`
 * serves the current docs at the root with the released version under its configured path.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, once, readText, removeTempDirs, runFolio, writeText } from '../../core/test/helpers.ts';

afterAll(() => removeTempDirs());

function dropdown(html: string): Array<[label: string, href: string]> {
  return [...html.matchAll(/<a class="dropdown__link[^"]*"[^>]*?href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2]!, m[1]!]);
}
const banner = (html: string) => /<div class="version-banner version-banner--(\w+)"/.exec(html)?.[1];
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
/** Every built page, as route-like paths (`docs/guides/index.html` → `/docs/guides`). */
function pages(outDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html') {
        out.push(`/${path.relative(outDir, dir).split(path.sep).join('/')}`);
      }
    }
  };
  walk(outDir);
  return out.sort();
}
/** `href`s of the docs sidebar of a page. */
function sidebarLinks(html: string): string[] {
  const nav = /<nav class="menu doc-sidebar"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
}

describe('a site without versions.json', () => {
  let site = '';
  const build = once(async () => {
    site = copySite(path.join(FIXTURES, 'unversioned'), 'docs-unversioned');
    return runFolio(['build', site]);
  });
  const page = (file: string) => readText(site, path.join('build', file));

  it('builds', async () => {
    const result = await build();
    expect(result.code, describeRun(result)).toBe(0);
  });

  it('serves its docs at the route base path /docs, with no /next', async () => {
    await build();
    expect(pages(path.join(site, 'build'))).toEqual(['/', '/docs', '/docs/Getting-Started/install', '/docs/guides', '/docs/guides/deploy']);
  });

  it.each<[string, string]>([
    ['docs/index.html', 'The only version of these docs.'],
    ['docs/Getting-Started/install/index.html', 'Install it.'],
    ['docs/guides/index.html', 'Every guide.'],
    ['docs/guides/deploy/index.html', 'Ship it.'],
  ])('%s: the current version, without banner or version badge', async (file, content) => {
    await build();
    const html = page(file);
    expect(text(html)).toContain(content);
    expect(html).toContain('class="folio-main docs-wrapper docs-version-current"');
    expect(banner(html)).toBeUndefined();
    expect(html).not.toContain('version-badge');
  });

  it('the sidebar links every doc under /docs', async () => {
    await build();
    expect(sidebarLinks(page('docs/guides/deploy/index.html'))).toEqual(['/docs/guides/', '/docs/guides/deploy', '/docs/']);
  });

  it('the version dropdown lists the one version', async () => {
    await build();
    expect(dropdown(page('docs/guides/index.html'))).toEqual([['Next', '/docs/guides/']]);
  });

  it('a draft doc is left out of the build, sidebars included', async () => {
    const draftSite = copySite(path.join(FIXTURES, 'unversioned'), 'docs-unversioned-draft');
    writeText(draftSite, 'docs/wip.md', '---\ndraft: true\n---\n\n# Work in progress\n\nNot built.\n');
    const result = await runFolio(['build', draftSite]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(existsSync(path.join(draftSite, 'build/docs/wip'))).toBe(false);
    expect(sidebarLinks(readText(draftSite, 'build/docs/index.html'))).not.toContain('/docs/wip');
  });
});

describe("lastVersion: 'current'", () => {
  let site = '';
  const build = once(async () => {
    site = copySite(path.join(FIXTURES, 'custom-last-version'), 'docs-custom-last-version');
    return runFolio(['build', site]);
  });
  const page = (file: string) => readText(site, path.join('build', file));

  it('builds', async () => {
    const result = await build();
    expect(result.code, describeRun(result)).toBe(0);
  });

  it('serves current at the root and 1.0.0 at its configured path /v1', async () => {
    await build();
    expect(pages(path.join(site, 'build'))).toEqual(['/', '/new', '/v1', '/v1/old']);
  });

  it.each<[string, string, string, string | undefined]>([
    ['index.html', 'docs-version-current', 'The current docs, served at the root.', undefined],
    ['new/index.html', 'docs-version-current', 'Only in the current docs.', undefined],
    ['v1/index.html', 'docs-version-1.0.0', 'The 1.0.x docs.', 'unmaintained'],
    ['v1/old/index.html', 'docs-version-1.0.0', 'Only in 1.0.x.', 'unmaintained'],
  ])('%s is %s (banner %s)', async (file, versionClass, content, expectedBanner) => {
    await build();
    const html = page(file);
    expect(html).toContain(`class="folio-main docs-wrapper ${versionClass}"`);
    expect(text(html)).toContain(content);
    expect(banner(html)).toBe(expectedBanner);
  });

  it('the 1.0.x banner sends readers to the current docs, labelled Next', async () => {
    await build();
    expect(text(page('v1/old/index.html'))).toContain(
      'This is documentation for Custom Last Version 1.0.x, which is no longer actively maintained.For up-to-date documentation, see the latest version (Next).',
    );
    expect(page('v1/old/index.html')).toContain('<a href="/">latest version</a>');
  });

  it.each<[string, Array<[string, string]>]>([
    ['index.html', [['Next', '/'], ['1.0.x', '/v1/']]],
    ['new/index.html', [['Next', '/new'], ['1.0.x', '/v1/']]],
    ['v1/old/index.html', [['Next', '/'], ['1.0.x', '/v1/old']]],
  ])('the version dropdown of %s', async (file, expected) => {
    await build();
    expect(dropdown(page(file))).toEqual(expected);
  });

  it('both pages carry the version badge with the configured label', async () => {
    await build();
    expect(text(page('index.html'))).toContain('Version: Next');
    expect(text(page('v1/index.html'))).toContain('Version: 1.0.x');
  });

  it('the sitemap lists the pages of both versions (each its own canonical URL, as in Docusaurus)', async () => {
    await build();
    const locs = [...readFileSync(path.join(site, 'build/sitemap.xml'), 'utf8').matchAll(/<loc>https:\/\/custom-last\.example\.com([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(['/', '/new', '/v1/', '/v1/old']);
  });
});

// Docusaurus resolves a Markdown link that does not start with ./ or ../ from the docs folder (and
// the site folder) before the page's own folder.
describe('Markdown links written from the docs folder', () => {
  let site = '';
  const build = once(async () => {
    site = copySite(path.join(FIXTURES, 'unversioned'), 'docs-link-roots');
    writeText(site, 'docs/02-guides/links.md', '# Links\n\n[install](01-Getting-Started/01-install.md) [deploy](deploy.md) [guides](./index.md) [intro](/intro.md)\n');
    return runFolio(['build', site, '--out-dir', 'out']);
  });

  it('resolve from the docs folder, then the page folder; ./ only from the page folder; / from the docs folder', async () => {
    const result = await build();
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stderr).not.toMatch(/points to no page/);
    const html = readText(site, 'out/docs/guides/links/index.html');
    const hrefs = [...html.matchAll(/<a href="([^"]*)"[^>]*>(install|deploy|guides|intro)</g)].map((m) => [m[2], m[1]]);
    expect(hrefs).toEqual([
      ['install', '/docs/Getting-Started/install'],
      ['deploy', '/docs/guides/deploy'],
      ['guides', '/docs/guides/'], // an index doc's URL keeps its slash, as Docusaurus gives it
      ['intro', '/docs/'], // so does the docs root's
    ]);
  });
});

