/**
 * The CLI on a copy of tests/fixtures/docusaurus-classic, a site with only a docusaurus.config.js:
 * the docs build at Docusaurus's routes (the generated index of _category_.json included), with
 * the edit URL, and each key Folio does not honour is printed once as a warning naming it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, runFolio } from '../../core/test/helpers.ts';

afterAll(() => removeTempDirs());

it('builds the classic fixture from its docusaurus.config.js and prints what it does not honour', async () => {
  const site = copySite(path.join(FIXTURES, 'docusaurus-classic'), 'docusaurus-classic');
  // --verbose: the notices about options that change nothing a reader sees are listed then only.
  const result = await runFolio(['build', site, '--verbose'], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).toBe(0);

  for (const route of ['', 'getting-started', 'guides/deploy', 'category/guides']) {
    expect(existsSync(path.join(site, 'build', route, 'index.html')), route).toBe(true);
  }
  const deploy = readText(site, 'build/guides/deploy/index.html');
  expect(deploy).toContain('<title>Deploy | Classic Fixture</title>');
  expect(deploy).toContain('href="https://github.com/example/classic-fixture/tree/main/docs/guides/deploy.md"');
  expect(deploy).toContain('Copyright © Example. Built with Docusaurus.');
  // theme.customCss and themeConfig.prism are honoured now: no notice for them (docusaurus-style covers them).
  // The template's docSidebar item links to the sidebar's first doc, active on the sidebar's pages.
  const tutorial = /<a [^>]*class="navbar__item navbar__link([^"]*)"[^>]*>Tutorial<\/a>/.exec(deploy);
  expect(tutorial?.[0]).toContain('href="/"');
  expect(tutorial?.[1]).toBe(' navbar__link--active');

  const warnings = result.stderr.split('\n').filter((line) => line.startsWith('[folio] warning: docusaurus.config.js: '));
  // The preset's blog options map onto @folio/plugin-blog (the fixture has no blog folder): no notice.
  expect(warnings.map((line) => /`([^`]+)`/.exec(line)?.[1])).toEqual([
    'organizationName',
    'projectName',
  ]);
  // Once, although build workers load the config too.
  expect(new Set(warnings).size).toBe(warnings.length);
});
