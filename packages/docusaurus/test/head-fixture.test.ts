/**
 * The CLI on a copy of tests/fixtures/docusaurus-head: Docusaurus's headTags, scripts,
 * stylesheets and themeConfig.metadata reach every page's head in Docusaurus's order, the client
 * module (a default export with onRouteDidUpdate) is in the browser bundle, and none of these keys
 * is reported as ignored.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, runFolio } from '../../core/test/helpers.ts';

afterAll(() => removeTempDirs());

it('puts the config head options on the page and bundles the client module', async () => {
  const site = copySite(path.join(FIXTURES, 'docusaurus-head'), 'docusaurus-head');
  const result = await runFolio(['build', site], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).toBe(0);
  for (const key of ['headTags', 'scripts', 'stylesheets', 'clientModules', 'themeConfig.metadata']) expect(result.stderr).not.toContain(`\`${key}\``);

  const html = readText(site, 'build/index.html');
  const expected = [
    '<meta name="twitter:card" content="summary_large_image">',
    '<meta name="keywords" content="docs, head">',
    '<meta name="twitter:site" content="@head">',
    '<link rel="preconnect" href="https://fonts.example.com">',
    '<script type="application/ld+json">{"@type":"Organization","name":"Head & Co"}</script>',
    '<link rel="stylesheet" href="https://cdn.example.com/katex.min.css">',
    '<script src="https://analytics.example.com/script.js" async data-domain="head.example.com"></script>',
    '<script src="/js/local.js"></script>',
    '<link rel="stylesheet" href="/assets/',
  ];
  const at = expected.map((tag) => html.indexOf(tag));
  expect(at.every((index) => index > -1), html).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);

  const assets = path.join(site, 'build/assets');
  const bundled = readdirSync(assets).filter((file) => file.endsWith('.js') && readText(site, `build/assets/${file}`).includes('lastRoute'));
  expect(bundled).toHaveLength(1);
}, 120_000);
