/**
 * A Docusaurus site's package.json scripts run with `docusaurus` replaced by `folio` (the real CLI,
 * child processes, on copies of tests/fixtures/docusaurus-cli):
 *
 * - its tsconfig.json extends `@docusaurus/tsconfig`, which is not installed: the config loads all
 *   the same, with one warning and no colour codes;
 * - Docusaurus's flags Folio cannot honour are accepted, one warning line each;
 * - `--config <file>` loads that file (relative to the site), and a missing one is a clear error;
 * - `write-heading-ids` writes the ids the pages already had (no link changes), once.
 */
import { readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, hasAnsi, readText, removeTempDirs, runFolio, writeText, type CliResult } from './helpers.ts';

const FIXTURE = path.join(FIXTURES, 'docusaurus-cli');
const PAGES = ['index.md', 'guide/index.mdx'];

/** The heading ids of each built page, in order. */
function headingIds(outDir: string): Record<string, string[]> {
  const ids: Record<string, string[]> = {};
  for (const page of ['index.html', 'guide/index.html']) {
    const html = readFileSync(path.join(outDir, page), 'utf8');
    ids[page] = [...html.matchAll(/<h[1-6][^>]*\sid="([^"]+)"/g)].map((match) => match[1]!);
  }
  return ids;
}

let site: string;
let before: Record<string, string[]>;
/** The first build, given Docusaurus's build flags. */
let firstBuild: CliResult;

beforeAll(async () => {
  site = copySite(FIXTURE, 'docusaurus-cli');
  firstBuild = await runFolio(['build', site, '--bundle-analyzer', '--no-minify', '-l', 'en', '--dev']);
  if (firstBuild.code !== 0) throw new Error(`building the fixture failed:\n${describeRun(firstBuild)}`);
  before = headingIds(path.join(site, 'build'));
}, 120_000);

afterAll(() => removeTempDirs());

describe('a Docusaurus site through the folio CLI', () => {
  it('loads the config although its tsconfig extends a package that is not installed, warning once without colour codes', () => {
    const result = firstBuild;
    expect(hasAnsi(result.rawStderr)).toBe(false);
    const tsconfigWarnings = result.stderr.split('\n').filter((line) => line.includes('tsconfig.json'));
    expect(tsconfigWarnings).toEqual([
      `[folio] warning: ${path.join(site, 'tsconfig.json')}: Failed to load tsconfig '@docusaurus/tsconfig': Tsconfig not found; Folio compiles the site's TypeScript without it`,
    ]);
    // The config and a page's TypeScript component both compiled without it, under the one warning.
    expect(readText(site, 'build/widget/index.html')).toContain('<p class="greeting">Hello, <!-- -->reader<!-- -->.</p>');
  });

  it('accepts the build flags it cannot honour with one warning each, and honours --locale', () => {
    const result = firstBuild;
    const warnings = result.stderr.split('\n').filter((line) => /^\[folio\] warning: --/.test(line));
    expect(warnings.map((line) => line.split(' ')[2])).toEqual(['--bundle-analyzer', '--no-minify', '--dev']);
  });

  it('loads the file --config names, relative to the site, and says so when it is missing', async () => {
    const copy = copySite(FIXTURE, 'docusaurus-cli-config');
    renameSync(path.join(copy, 'site.config.ts'), path.join(copy, 'folio.alt.ts'));
    writeText(copy, 'folio.alt.ts', readText(copy, 'folio.alt.ts').replace("title: 'Docusaurus CLI'", "title: 'Other config'"));
    const built = await runFolio(['build', copy, '--config', 'folio.alt.ts'], { cwd: FIXTURES });
    expect(built.code, describeRun(built)).toBe(0);
    expect(readFileSync(path.join(copy, 'build/index.html'), 'utf8')).toContain('Other config');
    const missing = await runFolio(['build', copy, '--config', 'missing.config.ts']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`the config file ${path.join(copy, 'missing.config.ts')} does not exist`);
    const clear = await runFolio(['clear', copy, '--config', 'folio.alt.ts']);
    expect(clear.code, describeRun(clear)).toBe(0);
    expect(readdirSync(copy)).not.toContain('build');
  }, 120_000);

  it('says what to do instead of a Docusaurus command Folio does not have', async () => {
    const result = await runFolio(['swizzle', '@docusaurus/theme-classic', 'Footer']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('`swizzle` is a Docusaurus command Folio does not have');
  });

  it('write-heading-ids writes the ids the pages already had, and nothing on a second run', async () => {
    const first = await runFolio(['write-heading-ids', site]);
    expect(first.code, describeRun(first)).toBe(0);
    expect(first.stdout + first.stderr).not.toMatch(/error/);
    const index = readText(site, 'pages/index.md');
    expect(index).toContain('## Getting started {#getting-started}');
    expect(index).toContain('### Getting started {#getting-started-1}');
    expect(index).toContain('## Install {#setup}');
    expect(index).toContain('> ## Quoted heading\n');
    expect(index).toContain('```md\n## Not a heading\n```');
    expect(readText(site, 'pages/guide/index.mdx')).toContain('## Hello world {#hello-world-1}');

    const rebuilt = await runFolio(['build', site]);
    expect(rebuilt.code, describeRun(rebuilt)).toBe(0);
    expect(headingIds(path.join(site, 'build'))).toEqual(before);

    const texts = PAGES.map((page) => readText(site, `pages/${page}`));
    const again = await runFolio(['write-heading-ids', site, ...PAGES.map((page) => path.join(site, 'pages', page))]);
    expect(again.code, describeRun(again)).toBe(0);
    expect(PAGES.map((page) => readText(site, `pages/${page}`))).toEqual(texts);
  }, 120_000);

  it('write-heading-ids takes files alone, with --maintain-case and --overwrite', async () => {
    const copy = copySite(FIXTURE, 'docusaurus-cli-ids');
    const result = await runFolio(['write-heading-ids', 'pages/guide/index.mdx', '--maintain-case', '--overwrite'], { cwd: copy });
    expect(result.code, describeRun(result)).toBe(0);
    expect(readText(copy, 'pages/guide/index.mdx').split('\n')[0]).toBe('# Guide {#Guide}');
    expect(readText(copy, 'pages/index.md')).toBe(readFileSync(path.join(FIXTURE, 'pages/index.md'), 'utf8'));
  });
});
