/**
 * `folio migrate` on copies of the Docusaurus fixtures in the system's temporary folder (their
 * node_modules links to the repository's): the written site.config.ts builds the same routes and
 * the same HTML as the docusaurus.config.* it came from; an existing site.config.* is kept unless
 * --force; `--openapi` swaps the generated API pages for Folio's OpenAPI plugin.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeRun, FIXTURES, hashTree, readText, REPO_ROOT, runFolio } from '../../core/test/helpers.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of `fixture` under os.tmpdir(), its node_modules the repository's packages (and `extra` folders). */
function tempSite(fixture: string, extra: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'folio-migrate-'));
  made.push(root);
  const site = path.join(root, 'site');
  cpSync(path.join(FIXTURES, fixture), site, { recursive: true, filter: (src) => !/[\\/](node_modules|build)$/.test(src) });
  const modules = path.join(site, 'node_modules');
  mkdirSync(modules);
  // Not .cache: the site's bundled config goes there, where the site's own packages must be found.
  for (const name of readdirSync(path.join(REPO_ROOT, 'node_modules')).filter((entry) => entry !== '.cache')) symlinkSync(path.join(REPO_ROOT, 'node_modules', name), path.join(modules, name));
  for (const [name, from] of Object.entries(extra)) cpSync(from, path.join(modules, name), { recursive: true });
  return site;
}

async function folio(args: string[]) {
  const result = await runFolio(args, { timeoutMs: 120_000 });
  return { ...result, output: result.stdout + result.stderr, described: describeRun(result) };
}

/** Builds before and after `folio migrate` give the same files. */
async function expectSameBuild(site: string): Promise<string> {
  const before = await folio(['build', site, '--out-dir', path.join(site, '..', 'before')]);
  expect(before.code, before.described).toBe(0);
  const migrated = await folio(['migrate', site]);
  expect(migrated.code, migrated.described).toBe(0);
  const after = await folio(['build', site, '--out-dir', path.join(site, '..', 'after')]);
  expect(after.code, after.described).toBe(0);
  expect(hashTree(path.join(site, '..', 'after'))).toEqual(hashTree(path.join(site, '..', 'before')));
  return migrated.output;
}

it('writes site.config.ts for the classic fixture: same routes and HTML, notices as comments, no overwrite without --force', async () => {
  const site = tempSite('docusaurus-classic');
  const output = await expectSameBuild(site);
  const written = readText(site, 'site.config.ts');
  expect(written).toContain("import { defineConfig } from '@folio/core';");
  expect(written).toContain("import { docs } from '@folio/plugin-docs';");
  expect(written).toContain("import { docusaurusCompat } from '@folio/docusaurus';");
  // The preset's blog is Folio's blog plugin now, written as such.
  expect(written).toContain("import { blog } from '@folio/plugin-blog';");
  expect(written).toContain("customCss: ['src/css/custom.css']");
  expect(written).toContain("sidebarPath: 'sidebars.js'");
  // Each notice is a comment of the file and a warning of the run.
  for (const key of ['organizationName', 'projectName']) {
    expect(written).toContain(`// - \`${key}\``);
    expect(output).toContain(`docusaurus.config.js: \`${key}\``);
  }
  expect(output).toContain('docusaurus.config.js is no longer read: delete it');
  expect(existsSync(path.join(site, 'docusaurus.config.js'))).toBe(true);
  expect(readdirSync(site).filter((name) => name.endsWith('.tmp'))).toEqual([]);

  writeFileSync(path.join(site, 'site.config.ts'), '// mine\n');
  const refused = await folio(['migrate', site]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('site.config.ts exists already; folio migrate does not replace it');
  expect(refused.stderr).toContain('--force');
  expect(refused.stderr).not.toMatch(/\n\s+at /);
  expect(readText(site, 'site.config.ts')).toBe('// mine\n');
  const forced = await folio(['migrate', site, '--force']);
  expect(forced.code, forced.described).toBe(0);
  expect(readText(site, 'site.config.ts')).toBe(written);
}, 240_000);

it('keeps functions by importing the old config and names prism themes (the edges fixture as a Docusaurus site)', async () => {
  const site = tempSite('docusaurus-edges', { 'prism-react-renderer': path.join(FIXTURES, 'migrate/prism-react-renderer') });
  rmSync(path.join(site, 'site.config.ts'));
  cpSync(path.join(FIXTURES, 'migrate/docusaurus.config.js'), path.join(site, 'docusaurus.config.js'));
  const output = await expectSameBuild(site);
  const written = readText(site, 'site.config.ts');
  expect(written).toContain("import { themes } from 'prism-react-renderer';");
  expect(written).toContain('prism: { theme: themes.github, darkTheme: themes.dracula }');
  expect(written).toContain("import docusaurusConfig from './docusaurus.config.js';");
  expect(written).toContain('const docusaurus = await docusaurusConfig();');
  expect(written).toContain('sidebarItemsGenerator: docusaurus.presets[0][1].docs.sidebarItemsGenerator');
  expect(output).toContain('docusaurus.config.js stays: site.config.ts takes plugins[0].sidebarItemsGenerator from it');
}, 240_000);

it('--openapi replaces the generated API pages with the OpenAPI plugin and removes only generated files', async () => {
  const site = tempSite('docusaurus-openapi');
  cpSync(path.join(FIXTURES, 'migrate/plant-shop.yaml'), path.join(site, 'plant-shop.yaml'));
  writeFileSync(path.join(site, 'docs/api/notes.md'), '---\ntitle: Notes\n---\n\nWritten by hand.\n');
  const result = await folio(['migrate', site, '--openapi']);
  expect(result.code, result.described).toBe(0);
  const removed = ['plants.tag.mdx', 'delete-a-plant.api.mdx', 'sidebar.ts', 'create-a-plant.api.mdx', 'list-plants.api.mdx', 'plant-shop-api.info.mdx'];
  for (const name of removed) {
    expect(result.output, name).toContain(`  docs/api/${name}`);
    expect(existsSync(path.join(site, 'docs/api', name)), name).toBe(false);
  }
  expect(result.output).toMatch(/left in place \(not generated\):\n.*docs\/api\/notes\.md/);
  expect(readText(site, 'docs/api/notes.md')).toContain('Written by hand.');
  expect(readText(site, 'sidebars.ts')).toContain("const apiSidebar = [{ type: 'source', name: 'openapi' }];");
  const written = readText(site, 'site.config.ts');
  expect(written).toContain("import { openapi } from '@folio/plugin-openapi';");
  expect(written).toContain("sources: [openapi({ spec: 'plant-shop.yaml', folder: 'api' })]");
  expect(written).not.toContain('openapiDocs');

  const build = await folio(['build', site]);
  expect(build.code, build.described).toBe(0);
  const routes = readdirSync(path.join(site, 'build/api'));
  expect(routes.length).toBeGreaterThanOrEqual(3);
  expect(readText(site, 'build/api/notes/index.html')).toContain('Written by hand.');
}, 240_000);

it('fails with one message when the site has no Docusaurus config, or the spec --openapi needs is missing', async () => {
  const plain = tempSite('basic');
  const none = await folio(['migrate', plain]);
  expect(none.code).toBe(1);
  expect(none.stderr).toContain('no Docusaurus config to migrate');
  expect(none.stderr).not.toMatch(/\n\s+at /);

  const site = tempSite('docusaurus-openapi');
  const missing = await folio(['migrate', site, '--openapi']);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('the spec plant-shop.yaml');
  expect(existsSync(path.join(site, 'site.config.ts'))).toBe(false);
  expect(existsSync(path.join(site, 'docs/api/sidebar.ts'))).toBe(true);
}, 120_000);
