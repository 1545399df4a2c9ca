/**
 * The Karakeep site for a spec file: build/ of the repository (scripts/test.sh builds it), or the
 * folder KARAKEEP_BUILD names (a build made with --out-dir), served with `folio serve` from
 * beforeAll to afterAll on the port given (plus the worker index).
 */
import { test, type Page } from '@playwright/test';
import { ROOT, startCli, type RunningCli } from './helpers';

/** The served build folder. */
export const KARAKEEP_BUILD = process.env.KARAKEEP_BUILD;

/** Serve the site for the calling spec file; `url()` is its address once beforeAll has run. */
export function serveKarakeep(basePort: number): { url: () => string } {
  let server: RunningCli | undefined;
  let base = '';
  test.beforeAll(async ({}, info) => {
    const port = basePort + info.workerIndex;
    server = await startCli('serve', ROOT, port, 30_000, KARAKEEP_BUILD ? ['--dir', KARAKEEP_BUILD] : []);
    base = `http://127.0.0.1:${port}`;
  });
  test.afterAll(async () => server?.stop());
  return { url: () => base };
}

/** Hydrated once the navbar's brand link carries React's fiber (content links may be raw HTML). */
export function waitForKarakeep(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const brand = document.querySelector('#__folio .navbar__brand');
    return !!brand && Object.keys(brand).some((key) => key.startsWith('__reactFiber$'));
  });
}
