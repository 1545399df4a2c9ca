/**
 * Docusaurus themes and third-party presets run through Docusaurus's lifecycle
 * (packages/docusaurus/src/lifecycle/presets.ts, map-plugins.ts, classic/theme-chain.ts):
 * tests/fixtures/docusaurus-themes, laid out beside @docusaurus/preset-classic
 * (tests/docusaurus-theme-site.ts), has a local theme in `themes` (options validated with Joi, a
 * component of its own, the classic theme's Footer wrapped through `@theme-init/`) and a local
 * preset after the classic one returning a plugin (a route, options) and a theme (that route's
 * component, a component the config's theme shadows). The site's src/theme wraps the config
 * theme's component through `@theme-original/`. The components resolve in Docusaurus's order:
 * src/theme, then the config's themes, then the presets' themes (the later preset over the classic one).
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-themes');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-themes-${process.pid}`);
const out = path.join(siteDir, 'build');
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8').replace(/<!-- -->/g, '');

let result: { stdout: string; stderr: string };

beforeAll(async () => {
  await layOutSite(FIXTURE, siteDir);
  result = await run(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a theme and a third-party preset run through the lifecycle', () => {
  it('skips neither, and says nothing of them', () => {
    expect(result.stderr).not.toMatch(/`(themes\[0\]|presets\[1\])[^`]*`/);
  });

  it("gives the theme its validated options (its schema's default added) and its own component", () => {
    expect(page('docs/intro')).toContain('<span class="theme-badge">Theme option! on Themes</span>');
  });

  it("shadows the classic theme's component with the theme's, which wraps it through @theme-init", () => {
    const html = page('docs/intro');
    expect(html).toContain('<p class="theme-footer-note">A note from the local theme</p>');
    // The classic Footer is still rendered inside it.
    expect(html).toMatch(/theme-footer-note[\s\S]*<footer class="theme-layout-footer footer/);
  });

  it("resolves @theme/ in Docusaurus's order: src/theme over the config's theme over the preset's theme", () => {
    const shared = '<span class="site-shared"><span class="shared-config-theme">config theme over <span class="shared-preset-theme">preset theme</span></span></span>';
    expect(page('docs/intro')).toContain(shared);
    expect(page('preset-page')).toContain(shared);
  });

  it("adds the route of the preset's plugin, with the preset's options, rendered by the preset's theme", () => {
    const html = page('preset-page');
    expect(html).toContain('<h1>Preset page</h1>');
    expect(html).toContain('<p class="preset-label">Preset option</p>');
    // @generated/globalData in Docusaurus's shape, plugin name → id → data.
    expect(html).toContain('<p class="generated-label">Preset option</p>');
  });
});
