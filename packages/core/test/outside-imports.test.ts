/**
 * Docs kept outside the site folder (`path: '../docs'`, as Redux's and Jest's Docusaurus sites
 * keep them) import packages installed in the site: they resolve from the site's node_modules.
 */
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeRun, makeTempDir, readText, removeTempDirs, runFolio, writeText } from './helpers.ts';

afterAll(removeTempDirs);

it('a page outside the site imports a package only the site has installed', async () => {
  const root = makeTempDir('outside-imports');
  const site = path.join(root, 'site');
  writeText(root, 'docs/index.mdx', "import Widget from 'outside-widget';\n\n# Outside\n\n<Widget />\n");
  writeText(site, 'node_modules/outside-widget/package.json', '{ "name": "outside-widget", "type": "module", "main": "index.js" }\n');
  writeText(site, 'node_modules/outside-widget/index.js', "import { createElement } from 'react';\nexport default () => createElement('b', null, 'widget from the site');\n");
  writeText(
    site,
    'site.config.ts',
    [
      "import { defineConfig } from '@folio/core';",
      "import { docs } from '@folio/plugin-docs';",
      "export default defineConfig({ title: 'T', url: 'https://t.example', allowedOutsidePaths: ['../docs'], plugins: [docs({ path: '../docs', routeBasePath: '/' })] });",
      '',
    ].join('\n'),
  );
  const result = await runFolio(['build', site]);
  expect(result.code, describeRun(result)).toBe(0);
  expect(readText(site, 'build/index.html')).toContain('<b>widget from the site</b>');
});
