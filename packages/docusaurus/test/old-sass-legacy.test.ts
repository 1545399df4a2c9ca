/**
 * A site on sass 1.32.13, which has only Sass's legacy render() API (docusaurus-plugin-sass 0.2.x
 * asks for ^1.30): Vite 8 drives only sass 1.70's compiler API, so without lifecycle/old-sass.ts
 * its build stops with "sass.initAsyncCompiler is not a function". Adapted, render() compiles
 * every style of the site, each import handed to Vite's importer (partials in folders, a
 * package's partial, url()s rebased), and CSS modules work. Its own file: Vite keeps the first
 * sass it loads for the rest of the process (old-sass.test.ts has 1.63.3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adaptSiteSass } from '../src/lifecycle/old-sass.ts';
import { buildSassSite, cachedSass, expectCompiled, sassSite } from './old-sass-site.ts';

let site = '';
beforeAll(async () => {
  site = sassSite(await cachedSass('1.32.13'));
}, 240_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('a site on sass 1.32.13', () => {
  it("builds with Vite's importer through the package's legacy render()", async () => {
    adaptSiteSass(site);
    expectCompiled(await buildSassSite(site));
  });

  it("an error in a partial names the partial's own path", async () => {
    const broken = sassSite(await cachedSass('1.32.13'));
    writeFileSync(path.join(broken, 'src/css/partials/nested/_deep.scss'), '.deep-rule { width: $missing; }\n');
    adaptSiteSass(broken);
    const error = await buildSassSite(broken).then(() => undefined, (thrown: Error) => thrown);
    rmSync(broken, { recursive: true, force: true });
    expect(error?.message).toContain('Undefined variable');
    expect(error?.message).toContain(path.join(broken, 'src/css/partials/nested/_deep.scss'));
    expect(error?.message).not.toContain('folio-vite-sass');
  });
});
