/**
 * `@theme/*` resolution with plugins' theme folders (Plugin.themePaths, Docusaurus's getThemePath)
 * and route components (Plugin.routeComponents): the order site → plugin components → theme
 * folders (first wins) → the theme package; `@theme-original/` skips the site, `@theme-init/`
 * takes the first theme that made the component (the last folder having it).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pluginRouteComponents, pluginThemePaths, resolveThemeComponent, themeImport } from '../src/vite/theme-resolve.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-theme-paths-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(relative: string): string {
  const target = path.join(root, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, 'export default () => null;\n');
  return target;
}

const siteDir = path.join(root, 'site');
const themeDir = path.join(root, 'theme-package');
const upper = path.join(root, 'upper', 'lib', 'theme');
const lower = path.join(root, 'lower', 'lib', 'theme');
const files = {
  siteFooter: file('site/src/theme/Footer/index.js'),
  siteOwn: file('site/src/theme/Widgets/Badge.jsx'),
  pluginSearch: file('plugin/SearchBar.tsx'),
  upperFooter: file('upper/lib/theme/Footer/index.js'),
  upperSearch: file('upper/lib/theme/SearchBar.js'),
  lowerFooter: file('lower/lib/theme/Footer/index.js'),
  lowerIcon: file('lower/lib/theme/Icon/DarkMode/index.js'),
  packageLayout: file('theme-package/src/components/Layout/index.tsx'),
  packageFooter: file('theme-package/src/components/Footer/index.tsx'),
};
const options = { siteDir, themeDir, pluginComponents: { SearchBar: files.pluginSearch }, themePaths: [upper, lower] };

describe('resolveThemeComponent with theme folders', () => {
  it.each<[string, 'original' | 'init' | undefined, string | undefined]>([
    ['Footer', undefined, files.siteFooter],
    ['Footer', 'original', files.upperFooter],
    ['Footer', 'init', files.lowerFooter],
    ['SearchBar', undefined, files.pluginSearch],
    ['Icon/DarkMode', undefined, files.lowerIcon],
    ['Icon/DarkMode', 'init', files.lowerIcon],
    ['Layout', undefined, files.packageLayout],
    ['Layout', 'init', files.packageLayout],
    ['Widgets/Badge', undefined, files.siteOwn],
    ['Missing', undefined, undefined],
    ['../site/src/theme/Footer', undefined, undefined],
  ])('%s (%s)', (name, kind, expected) => {
    expect(resolveThemeComponent(name, { ...options, kind })).toBe(expected);
  });

  it('without theme folders, the theme package follows the plugin components', () => {
    expect(resolveThemeComponent('Footer', { siteDir: root, themeDir })).toBe(files.packageFooter);
  });
});

describe('the plugin hooks', () => {
  it('theme folders in the plugins\' order; route components merged, later plugins winning', () => {
    expect(pluginThemePaths([{ themePaths: ['/a'] }, {}, { themePaths: ['/b', '/c'] }])).toEqual(['/a', '/b', '/c']);
    expect(pluginRouteComponents([{ routeComponents: { DocItem: '/x' } }, { routeComponents: { DocItem: '/y', MDXPage: '/z' } }])).toEqual({ DocItem: '/y', MDXPage: '/z' });
  });

  it.each<[string, ReturnType<typeof themeImport>]>([
    ['@theme/Footer', { name: 'Footer', kind: undefined }],
    ['@theme-original/DocItem/Layout', { name: 'DocItem/Layout', kind: 'original' }],
    ['@theme-init/Icon/DarkMode', { name: 'Icon/DarkMode', kind: 'init' }],
    ['@themes/Footer', undefined],
    ['@theme/', undefined],
  ])('themeImport(%s)', (id, expected) => {
    expect(themeImport(id)).toEqual(expected);
  });
});
