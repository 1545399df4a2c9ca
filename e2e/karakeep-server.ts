/**
 * The Karakeep build the reader specs of the real site read: build/ of the repository (made by
 * scripts/test.sh), or the folder KARAKEEP_BUILD_DIR names (a build made with --out-dir), served
 * with `folio serve` for the tests of the calling spec file.
 */
import path from 'node:path';
import { test } from '@playwright/test';
import { ROOT, startCli, type RunningCli } from './helpers';

export const KARAKEEP_BUILD = process.env.KARAKEEP_BUILD_DIR ?? path.join(ROOT, 'build');

/** Serve the build on `portBase + workerIndex` from beforeAll to afterAll; `url` is its address once started. */
export function serveKarakeep(portBase: number): { readonly url: string } {
  let server: RunningCli | undefined;
  let url = '';
  test.beforeAll(async ({}, info) => {
    const port = portBase + info.workerIndex;
    server = await startCli('serve', ROOT, port, 30_000, ['--dir', KARAKEEP_BUILD]);
    url = `http://127.0.0.1:${port}`;
  });
  test.afterAll(async () => server?.stop());
  return {
    get url() {
      return url;
    },
  };
}
