/**
 * The options of a spec whose site is a fixture rendered by Docusaurus's own theme: the fixture laid
 * out beside @docusaurus/preset-classic (tests/docusaurus-theme-site.ts, installed from npm on first
 * use) in a folder of this worker and process, for reader-server's build and `folio serve`.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { layOutSite } from '../tests/docusaurus-theme-site';
import { TMP_DIR } from './helpers';
import type { test } from './reader-server';

type Options = Parameters<typeof test.use>[0];

export function docusaurusThemeSite(fixture: string, name: string): Options {
  return {
    readerSiteDir: [
      async ({}, use, workerInfo) => {
        const siteDir = path.join(TMP_DIR, `${name}-w${workerInfo.workerIndex}-${process.pid}`);
        await use(await layOutSite(fixture, siteDir));
        rmSync(siteDir, { recursive: true, force: true });
      },
      // The first run on a machine installs Docusaurus from npm.
      { scope: 'worker', timeout: 300_000 },
    ],
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
  };
}
