/**
 * Issue 30: a Docusaurus site's notices are said once per change of its config, and only those
 * about the built site by default. A copy of tests/fixtures/docusaurus-classic with the options of
 * the create-docusaurus template Folio does not honour (and one a reader sees) is built by the CLI:
 * the first build names the one about the built site and counts the rest; a second build of the
 * same config names none; `--verbose` names them all; an edited config names them again. Piped
 * output has no live progress (nothing rewritten in place).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, removeTempDirs, runFolio, type CliResult } from '../packages/core/test/helpers.ts';

/** The notice lines of a run: one warning per option. */
const notices = (result: CliResult) => result.stderr.split('\n').filter((line) => line.startsWith('[folio] warning: docusaurus.config.js: '));
const optionsOf = (result: CliResult) => notices(result).map((line) => /`([^`]+)`/.exec(line)?.[1]).sort();

/** The template's five (docusaurus.config.js of create-docusaurus 3.10's classic template), and a navbar key Folio's navbar does not read. */
const TEMPLATE_OPTIONS = `
  future: { v4: true },
  organizationName: 'facebook',
  projectName: 'docusaurus',
`;
const BLOG = `blog: { showReadingTime: true, feedOptions: { type: ['rss', 'atom'], xslt: true }, onInlineTags: 'warn', onInlineAuthors: 'warn', onUntruncatedBlogPosts: 'warn' },`;

let site = '';
const build = (...flags: string[]) => runFolio(['build', site, ...flags], { timeoutMs: 120_000, env: { FOLIO_QUIET: undefined } });
const runs: Record<string, CliResult> = {};

beforeAll(async () => {
  site = copySite(path.join(FIXTURES, 'docusaurus-classic'), 'quiet-notices');
  const file = path.join(site, 'docusaurus.config.js');
  const config = readFileSync(file, 'utf8')
    .replace("  organizationName: 'example',\n  projectName: 'classic-fixture',\n", TEMPLATE_OPTIONS)
    .replace('blog: { showReadingTime: true },', BLOG)
    .replace("style: 'dark',", "style: 'dark',\n      extra: 'not read',");
  expect(config).toContain('xslt: true');
  expect(config).toContain("extra: 'not read'");
  writeFileSync(file, config);
  runs.first = await build();
  runs.second = await build();
  runs.verbose = await build('--verbose');
  runs.afterVerbose = await build();
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n// edited\n`);
  runs.edited = await build();
}, 600_000);

afterAll(() => removeTempDirs());

describe('notices about docusaurus.config.js', () => {
  it('every build succeeds', () => {
    for (const [name, result] of Object.entries(runs)) expect(result.code, `${name}: ${describeRun(result)}`).toBe(0);
  });

  it('the first build names only what the built site lacks, with what to do, and counts the rest', () => {
    expect(optionsOf(runs.first!)).toEqual(['presets[0].blog.feedOptions.xslt', 'themeConfig.footer.extra']);
    expect(notices(runs.first!)[1]).toMatch(/`presets\[0\]\.blog\.feedOptions\.xslt`: .*; ignored \(browsers show the feeds as plain XML, .*remove `xslt`/);
    expect(notices(runs.first!)[0]).toMatch(/not read by Folio's footer; ignored \(to have it, override .* in src\/theme\//);
    expect(runs.first!.stdout).toContain('[folio] docusaurus.config.js: 3 more notices about options with no effect on the built site: `folio build --verbose` lists them');
  });

  it('a second build of the same config names none, and says so in one line', () => {
    expect(notices(runs.second!)).toEqual([]);
    expect(runs.second!.stderr).not.toMatch(/docusaurus\.config\.js/);
    expect(runs.second!.stdout.split('\n').filter((line) => line.includes('docusaurus.config.js'))).toEqual(['[folio] 5 notices about docusaurus.config.js, unchanged: `folio build --verbose` lists them']);
  });

  it('--verbose names every one, each once, and the next build is quiet again', () => {
    expect(optionsOf(runs.verbose!)).toEqual([
      'future',
      'organizationName',
      'presets[0].blog.feedOptions.xslt',
      'projectName',
      'themeConfig.footer.extra',
    ]);
    expect(new Set(notices(runs.verbose!)).size).toBe(notices(runs.verbose!).length);
    expect(notices(runs.verbose!).filter((line) => line.includes('(no effect on the built site'))).toHaveLength(3);
    expect(notices(runs.afterVerbose!)).toEqual([]);
  });

  it('an edited config names them again', () => {
    expect(optionsOf(runs.edited!)).toEqual(['presets[0].blog.feedOptions.xslt', 'themeConfig.footer.extra']);
  });

  it('piped output is plain lines: no live progress rewritten in place', () => {
    for (const result of Object.values(runs)) {
      expect(result.stdout).not.toMatch(/\r|\x1b/);
      expect(result.rawStderr).not.toMatch(/\r|\x1b\[2K/);
    }
  });
});
