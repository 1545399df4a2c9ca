/**
 * Pages docusaurus-plugin-openapi-docs generated, on a site where Docusaurus's own theme is
 * installed (tests/docusaurus-theme-site.ts lays tests/fixtures/docusaurus-openapi out beside it),
 * so that Folio renders them with Docusaurus's theme: the request samples Folio adds from each
 * page's `api` front matter import their components, as Docusaurus's MDX components have none of
 * them (the build failed with "Expected component `ApiSamples` to be defined", found on Karakeep's
 * docs with plugin-openapi-docs 5.2). The second build adds a theme of the site's whose Tabs is
 * CommonJS, as docusaurus-theme-openapi-docs ships its Tabs: Folio's components that import
 * `@theme/Tabs` (its theme's ApiSamples, the adapter's StatusCodes) get its default export as
 * Docusaurus would (they got the exports object, and React refused it: "Element type is invalid …
 * got: object"; core's vite/cjs-theme-default.ts).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-theme-openapi-${process.pid}`);
const build = () => run(process.execPath, [path.join(ROOT, 'packages/core/bin/folio.mjs'), 'build', siteDir], { cwd: ROOT, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 });
const samplesOf = () => {
  const html = readFileSync(path.join(siteDir, 'build/api/create-a-plant/index.html'), 'utf8');
  return html.slice(html.indexOf('id="request-samples"'));
};

/** A theme of the site's own, in CommonJS as Babel writes it, whose Tabs and TabItem (as docusaurus-theme-openapi-docs ships them) mark what they render. */
const CJS_THEME = `module.exports = function cjsTabsTheme() {
  return { name: 'cjs-tabs-theme', getThemePath: () => require('path').join(__dirname, 'theme') };
};
`;
const CJS_TABS = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = Tabs;
const React = require("react");
function Tabs(props) {
  return React.createElement("div", { className: "cjs-tabs", "data-group": props.groupId }, props.children);
}
`;
const CJS_TAB_ITEM = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = TabItem;
const React = require("react");
function TabItem(props) {
  return React.createElement("div", { role: "tabpanel", "data-value": props.value }, props.children);
}
`;

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

it("builds the API pages on Docusaurus's theme, each ending in its request samples as the theme's tabs", async () => {
  await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-openapi'), siteDir);
  await build();
  const samples = samplesOf();
  expect(samples).toMatch(/^id="request-samples"[^>]*>Request samples/);
  // Docusaurus's Tabs (Infima's `tabs` list) inside Folio's samples box, one tab per language, the code highlighted.
  expect(samples).toMatch(/<div class="api-samples"><div class="theme-tabs-container tabs-container/);
  expect([...samples.slice(0, samples.indexOf('</ul>')).matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual(['curl', 'JavaScript', 'Python']);
  expect(samples).toMatch(/class="prism-code language-bash/);

  for (const dir of ['Tabs', 'TabItem']) mkdirSync(path.join(siteDir, 'cjs-theme/theme', dir), { recursive: true });
  writeFileSync(path.join(siteDir, 'cjs-theme/index.js'), CJS_THEME);
  writeFileSync(path.join(siteDir, 'cjs-theme/theme/Tabs/index.js'), CJS_TABS);
  writeFileSync(path.join(siteDir, 'cjs-theme/theme/TabItem/index.js'), CJS_TAB_ITEM);
  const config = path.join(siteDir, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace("themes: ['docusaurus-theme-openapi-docs']", "themes: ['docusaurus-theme-openapi-docs', './cjs-theme']"));
  await build();
  expect(samplesOf()).toMatch(/<div class="api-samples"><div class="cjs-tabs" data-group="api-samples"><div role="tabpanel" data-value="curl">/);
}, 600_000);
