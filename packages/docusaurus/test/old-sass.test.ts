/**
 * A site on sass 1.63.3 (answer's, before its upgrade): Vite 8 drives only sass 1.70's compiler
 * API, so without lifecycle/old-sass.ts its build stops with "sass.initAsyncCompiler is not a
 * function". Adapted, the package's own compileStringAsync compiles every style of the site, with
 * Vite's importer (partials in folders, a package's partial, url()s rebased) and CSS modules.
 * sass 1.32.13 (the legacy API only) is old-sass-legacy.test.ts: Vite keeps the first sass it
 * loads for the rest of the process.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rmSync } from 'node:fs';
import { adaptSiteSass } from '../src/lifecycle/old-sass.ts';
import { buildSassSite, cachedSass, expectCompiled, sassSite } from './old-sass-site.ts';

let site = '';
beforeAll(async () => {
  site = sassSite(await cachedSass('1.63.3'));
}, 240_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('a site on sass 1.63.3', () => {
  it("builds with Vite's importer through the package's own compileStringAsync", async () => {
    adaptSiteSass(site);
    expectCompiled(await buildSassSite(site));
  });
});
