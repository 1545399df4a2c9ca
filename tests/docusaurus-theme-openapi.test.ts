/**
 * Pages docusaurus-plugin-openapi-docs generated, on a site where Docusaurus's own theme is
 * installed (tests/docusaurus-theme-site.ts lays tests/fixtures/docusaurus-openapi out beside it),
 * so that Folio renders them with Docusaurus's theme: the request samples Folio adds from each
 * page's `api` front matter import their components, as Docusaurus's MDX components have none of
 * them (the build failed with "Expected component `ApiSamples` to be defined", found on Karakeep's
 * docs with plugin-openapi-docs 5.2).
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-theme-openapi-${process.pid}`);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

it("builds the API pages on Docusaurus's theme, each ending in its request samples as the theme's tabs", async () => {
  await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-openapi'), siteDir);
  await run(process.execPath, [path.join(ROOT, 'packages/core/bin/folio.mjs'), 'build', siteDir], { cwd: ROOT, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 });
  const html = readFileSync(path.join(siteDir, 'build/api/create-a-plant/index.html'), 'utf8');
  const samples = html.slice(html.indexOf('id="request-samples"'));
  expect(samples).toMatch(/^id="request-samples"[^>]*>Request samples/);
  // Docusaurus's Tabs (Infima's `tabs` list) inside Folio's samples box, one tab per language, the code highlighted.
  expect(samples).toMatch(/<div class="api-samples"><div class="theme-tabs-container tabs-container/);
  expect([...samples.slice(0, samples.indexOf('</ul>')).matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual(['curl', 'JavaScript', 'Python']);
  expect(samples).toMatch(/class="prism-code language-bash/);
}, 600_000);
