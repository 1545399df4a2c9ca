/**
 * Sites whose locales share one bundle, in the browser. Modules must run in the order they run
 * in a bundle of one locale: the runtime's modules first. Entered from a page component first, an
 * import cycle runs the wrong side first: on a real two-locale site on Docusaurus 3.4, theme-common's
 * `isDocsPluginEnabled = !!useAllDocsData` ran before the docs plugin's client defined it, and every
 * page crashed in the browser while its HTML was right. A cycle of the site's own modules, one
 * side a client module and the other a page's import, stands for it (tests/fixtures/i18n-site:
 * en, fr and ar; en and fr share a bundle).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, type RunningCli } from './helpers';
import { waitForHydration } from './browser';
import { buildInto, expect, serveDir, test } from './reader-server';

const CYCLE_PORT = 4799;

test.describe('an import cycle of the site, one side run by the runtime, the other imported by a page', () => {
  test.describe.configure({ mode: 'serial' }); // one build and one server on one port
  let server: RunningCli | undefined;
  // The bundler takes the dynamically imported modules in the order of their paths: the site's
  // page must sort before the theme's runtime (ROOT/packages/theme), as a site's own pages do
  // before node_modules/. ROOT/bench/.work is ignored by git, as tests/.tmp is.
  const siteDir = path.join(ROOT, 'bench/.work', `e2e-i18n-cycle-${process.pid}`);
  const outDir = path.join(siteDir, 'build');

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'tests/fixtures/i18n-site'), siteDir, { recursive: true, filter: (source) => !/[\\/](node_modules|build)$/.test(source) });
    mkdirSync(path.join(siteDir, 'src/cycle'), { recursive: true });
    // flag.js reads reader.js's export as it runs: right only when reader.js ran first, as it does
    // when flag.js is entered first (from the client module, which the runtime imports).
    writeFileSync(path.join(siteDir, 'src/cycle/flag.js'), "import { reader } from './reader.js';\nexport const enabled = typeof reader === 'function';\n");
    writeFileSync(path.join(siteDir, 'src/cycle/reader.js'), "import { enabled } from './flag.js';\nexport const reader = () => enabled;\n");
    writeFileSync(path.join(siteDir, 'src/cycle/client.js'), "import { enabled } from './flag.js';\nexport function onRouteDidUpdate() {\n  globalThis.__cycleEnabled = enabled;\n}\n");
    writeFileSync(
      path.join(siteDir, 'docs/cycle.mdx'),
      "import { useEffect, useState } from 'react';\nimport { reader } from '../src/cycle/reader.js';\n\nexport const Flag = () => {\n  const [value, setValue] = useState('server');\n  useEffect(() => setValue(String(reader())), []);\n  return <span id=\"cycle-flag\">{value}</span>;\n};\n\n# Cycle\n\n<Flag />\n",
    );
    const config = path.join(siteDir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("  plugins: [", "  clientModules: ['./src/cycle/client.js'],\n  plugins: ["));
    await buildInto(siteDir, outDir);
    server = await serveDir(siteDir, outDir, CYCLE_PORT);
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  for (const prefix of ['/', '/fr/']) {
    test(`${prefix}: the page reads the cycle as a bundle of one locale runs it`, async ({ page }) => {
      await page.goto(`http://127.0.0.1:${CYCLE_PORT}${prefix}docs/cycle`);
      await waitForHydration(page);
      await expect(page.locator('#cycle-flag')).toHaveText('true');
    });
  }
});
