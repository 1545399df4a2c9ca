/**
 * The locales of a Docusaurus site bundled once beside a Docusaurus plugin with content hooks, in
 * the browser (tests/fixtures/docusaurus-i18n-versioned, en, fr and ja, with a plugin added to a
 * copy): its contentLoaded writes a data file into .docusaurus under the same path in every locale,
 * with the locale's own bytes, and adds a route; the locales still share one bundle, in which the
 * file is a module of each locale (core's vite/locale-writes-plugin.ts). Each locale's page of that
 * route hydrates on the shared bundle, shows its own locale's data, reacts to a click, and a
 * client-side move to it from a docs page stays in the locale.
 */
import { readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, TMP_DIR } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { layOutSite } from '../tests/docusaurus-theme-site';
import { expect, serveReaderSite, test } from './reader-server';

const PLUGIN = `module.exports = (context) => ({
  name: 'tide-tables',
  async contentLoaded({ actions }) {
    const data = await actions.createData('tides.json', JSON.stringify({ high: '06:42', low: '12:55', port: { en: 'Harbour', fr: 'Port', ja: '港' }[context.i18n.currentLocale] }));
    actions.addRoute({ path: context.baseUrl + 'tides', component: '@site/src/tide/Tides.js', modules: { tides: data }, exact: true });
  },
});
`;

const PAGE = `import React, { useState } from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Tides({ tides }) {
  const { i18n } = useDocusaurusContext();
  const [checks, setChecks] = useState(0);
  return (
    <Layout title="Tides">
      <main className="container">
        <h1>Tides</h1>
        <p id="tide-data">{tides.port}: high {tides.high}, low {tides.low}</p>
        <p id="tide-locale">{i18n.currentLocale}</p>
        <button id="tide-check" type="button" onClick={() => setChecks(checks + 1)}>checked {checks}</button>
      </main>
    </Layout>
  );
}
`;

test.use({
  readerSiteDir: [
    async ({}, use, workerInfo) => {
      const siteDir = path.join(TMP_DIR, `docusaurus-i18n-content-plugin-w${workerInfo.workerIndex}-${process.pid}`);
      await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-i18n-versioned'), siteDir);
      renameSync(path.join(siteDir, 'docusaurus.config.js'), path.join(siteDir, 'docusaurus.fixture.js'));
      mkdirSync(path.join(siteDir, 'src/tide'), { recursive: true });
      writeFileSync(path.join(siteDir, 'src/tide/plugin.js'), PLUGIN);
      writeFileSync(path.join(siteDir, 'src/tide/Tides.js'), PAGE);
      writeFileSync(path.join(siteDir, 'docusaurus.config.js'), "const fixture = require('./docusaurus.fixture.js');\nmodule.exports = { ...fixture, plugins: [...(fixture.plugins ?? []), './src/tide/plugin.js'] };\n");
      await use(siteDir);
      rmSync(siteDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  viewport: { width: 1280, height: 800 },
  colorScheme: 'light',
});
serveReaderSite();

for (const [locale, prefix, port] of [['en', '/', 'Harbour'], ['fr', '/fr/', 'Port'], ['ja', '/ja/', '港']] as const) {
  test(`${locale}: the plugin's route hydrates on the one bundle of every locale, with the data it wrote for the locale, and its locale`, async ({ page, readerBuild }) => {
    const problems = collectProblems(page);
    // Shared: each locale's pages load its entry from the site's one assets folder.
    const html = readFileSync(path.join(readerBuild, prefix, 'tides/index.html'), 'utf8');
    expect(/<script type="module" src="([^"]+)"/.exec(html)?.[1]).toMatch(new RegExp(`^/assets/locale-${locale}-`));
    await page.goto(`${prefix}docs/intro`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    // A client-side move to the plugin's route (the navbar has no link to it: push the URL the router reads).
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${prefix}tides`);
    await expect(page.locator('#tide-data')).toHaveText(`${port}: high 06:42, low 12:55`);
    await expect(page.locator('#tide-locale')).toHaveText(locale);
    await page.locator('#tide-check').click();
    await expect(page.locator('#tide-check')).toHaveText('checked 1');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.goto(`${prefix}tides`);
    await waitForHydration(page);
    await expect(page.locator('#tide-locale')).toHaveText(locale);
    await expect(page.locator('#tide-data')).toHaveText(`${port}: high 06:42, low 12:55`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(problems).toEqual([]);
  });
}
