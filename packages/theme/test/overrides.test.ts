/** The closed list of overridable components: complete, resolvable, and enforced. */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOverrideList, resolveThemeComponent } from '../../core/src/vite/theme-resolve.ts';
import { OVERRIDABLE_COMPONENTS } from '../src/overrides.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const themeDir = path.join(repo, 'packages/theme');
const cli = path.join(repo, 'packages/core/bin/folio.mjs');
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the override list', () => {
  it('names every component folder of the theme, and nothing else', () => {
    const folders = readdirSync(path.join(themeDir, 'src/components'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...OVERRIDABLE_COMPONENTS].sort()).toEqual(folders);
  });

  it('is what core reads from the theme', () => {
    expect(loadOverrideList(themeDir)).toEqual([...OVERRIDABLE_COMPONENTS]);
  });

  it.each([...OVERRIDABLE_COMPONENTS])('@theme/%s resolves to the theme package', (name) => {
    const file = resolveThemeComponent(name, { siteDir: path.join(repo, 'tests/fixtures/basic'), themeDir });
    expect(file).toBe(path.join(themeDir, 'src/components', name, 'index.tsx'));
  });

  it('prefers the site override for @theme/ and the package for @theme-original/', () => {
    const siteDir = path.join(repo, 'tests/fixtures/override');
    expect(resolveThemeComponent('Footer', { siteDir, themeDir })).toBe(path.join(siteDir, 'src/theme/Footer.tsx'));
    expect(resolveThemeComponent('Footer', { siteDir, themeDir, kind: 'original' })).toBe(path.join(themeDir, 'src/components/Footer/index.tsx'));
  });
});

describe('overriding in a build', () => {
  it('renders the site overrides, one wrapping the original', () => {
    const out = mkdtempSync(path.join(repo, 'tests/.tmp/out-override-'));
    temps.push(out);
    execFileSync(process.execPath, [cli, 'build', path.join(repo, 'tests/fixtures/override'), '--out-dir', out], { env: { ...process.env, FOLIO_QUIET: '1' }, stdio: 'pipe' });
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<div class="custom-footer-banner">Wrapped by the site</div>');
    expect(html).toContain('Original footer text.');
    expect(html).toContain('<aside class="my-admonition my-admonition--tip">');
  });

  it('refuses an override of a name that is not on the list, suggesting the closest', () => {
    const site = mkdtempSync(path.join(repo, 'tests/.tmp/override-typo-'));
    temps.push(site);
    cpSync(path.join(repo, 'tests/fixtures/override'), site, { recursive: true, filter: (src) => !src.includes('/build') });
    writeFileSync(path.join(site, 'src/theme/Fotter.tsx'), 'export default function Fotter() { return null; }\n');
    const result = spawnSync(process.execPath, [cli, 'build', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('src/theme/Fotter.tsx overrides "Fotter", which is not a theme component that can be overridden');
    expect(result.stderr).toContain('did you mean Footer');
  });
});
