/**
 * `@theme/ThemeProvider` in the app shell, by the installed Docusaurus 3 minor: core's App renders
 * it between Root and the routes from 3.8 (theme-classic's, or core's identity fallback); 3.0–3.7
 * have no such component and render Root around the routes. A fake site of each (core's client
 * App and theme folders as the real packages lay them out), the shell's import resolved as Vite
 * resolves it (this plugin's hook first, then, when it declines, the theme chain).
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreRendersThemeProvider, findDocusaurusTheme } from './theme-chain.ts';
import { classicVitePlugin } from './vite-classic.ts';
import NoThemeProvider from './client/NoThemeProvider.tsx';

const APP_SHELL = fileURLToPath(new URL('./client/AppShell.tsx', import.meta.url));
const NO_THEME_PROVIDER = fileURLToPath(new URL('./client/NoThemeProvider.tsx', import.meta.url));
const ALTERNATE_PAGE_UTILS = fileURLToPath(new URL('./client/useAlternatePageUtils.ts', import.meta.url));

/** core's client App of each version: what it imports from the theme. */
const APP_36 = "import Root from '@theme/Root';\nimport SiteMetadata from '@theme/SiteMetadata';\n";
const APP_38 = "import Root from '@theme/Root';\nimport ThemeProvider from '@theme/ThemeProvider';\nimport SiteMetadata from '@theme/SiteMetadata';\n";

let root = '';

function write(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** A site on Docusaurus `version`, the classic preset installed flat (npm), with `extra` files of its own. */
function site(name: string, version: string, app: string, extra: Record<string, string> = {}): string {
  const dir = path.join(root, name);
  const fallback = ['Root', 'SiteMetadata', 'Layout', ...(app.includes('ThemeProvider') ? ['ThemeProvider'] : [])];
  write(dir, {
    'package.json': JSON.stringify({ name, dependencies: { '@docusaurus/core': version, '@docusaurus/preset-classic': version } }),
    'node_modules/@docusaurus/core/package.json': JSON.stringify({ name: '@docusaurus/core', version }),
    'node_modules/@docusaurus/core/lib/client/App.js': app,
    ...Object.fromEntries(fallback.map((component) => [`node_modules/@docusaurus/core/lib/client/theme-fallback/${component}/index.js`, ''])),
    'node_modules/@docusaurus/preset-classic/package.json': JSON.stringify({ name: '@docusaurus/preset-classic', version }),
    'node_modules/@docusaurus/theme-classic/package.json': JSON.stringify({ name: '@docusaurus/theme-classic', version }),
    'node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js': '',
    ...extra,
  });
  return dir;
}

beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'folio-theme-provider-')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What this plugin's resolveId hook gives `id` imported by `importer` (null: left to the theme chain). */
function resolveFromPlugin(dir: string, id: string, importer: string): unknown {
  const theme = findDocusaurusTheme(dir, { presets: ['classic'] }, path.join(dir, 'docusaurus.config.js'))!;
  const resolveId = classicVitePlugin(theme).resolveId as { handler: (this: unknown, id: string, importer?: string) => unknown };
  return resolveId.handler.call({}, id, importer);
}

describe('ThemeProvider in the app shell, by Docusaurus minor', () => {
  it.each<[string, string, string, boolean]>([
    ['3.6.1 (LogicAppsUX)', '3.6.1', APP_36, false],
    ['3.1.1 (answer)', '3.1.1', APP_36, false],
    ['3.8.0', '3.8.0', APP_38, true],
    ['3.10.2', '3.10.2', APP_38, true],
  ])("%s: core's App renders one: %s", (name, version, app, renders) => {
    const dir = site(`site-${version}`, version, app);
    expect(coreRendersThemeProvider(path.join(dir, 'node_modules/@docusaurus/core'))).toBe(renders);
    expect(findDocusaurusTheme(dir, { presets: ['classic'] }, path.join(dir, 'docusaurus.config.js'))?.rendersThemeProvider).toBe(renders);
    // Before 3.8 the shell renders its children in its place; from 3.8 the theme chain gives it.
    expect(resolveFromPlugin(dir, '@theme/ThemeProvider', APP_SHELL)).toBe(renders ? null : NO_THEME_PROVIDER);
  });

  it("a 3.6 site's own src/theme/ThemeProvider is not rendered, as Docusaurus 3.6 renders none", () => {
    const dir = site('own-36', '3.6.1', APP_36, { 'src/theme/ThemeProvider.js': 'export default function ThemeProvider({ children }) { return children; }\n' });
    expect(resolveFromPlugin(dir, '@theme/ThemeProvider', APP_SHELL)).toBe(NO_THEME_PROVIDER);
  });

  it("another module's import of it is left to the theme chain (Docusaurus has none to give before 3.8)", () => {
    const dir = site('other-36', '3.6.1', APP_36);
    expect(resolveFromPlugin(dir, '@theme/ThemeProvider', path.join(dir, 'src/theme/Root.js'))).toBeNull();
  });

  it('the stand-in renders its children unchanged', () => {
    expect(renderToStaticMarkup(createElement(NoThemeProvider, null, createElement('main', { id: 'x' }, 'page')))).toBe('<main id="x">page</main>');
  });
});

describe("theme-common's useAlternatePageUtils, whatever the version, is Folio's (its links from a site path)", () => {
  it.each<[string, string, string | null]>([
    ['internal.js of 3.1.1 (answer)', 'node_modules/@docusaurus/theme-common/lib/internal.js', ALTERNATE_PAGE_UTILS],
    ['a pnpm layout', 'node_modules/.pnpm/@docusaurus+theme-common@3.4.0/node_modules/@docusaurus/theme-common/lib/internal.js', ALTERNATE_PAGE_UTILS],
    ["a site's own module of that name", 'src/utils/index.js', null],
  ])('imported by %s', (_name, importer, expected) => {
    const dir = site('alternate-31', '3.1.1', APP_36);
    expect(resolveFromPlugin(dir, './utils/useAlternatePageUtils', path.join(dir, importer))).toBe(expected);
    expect(resolveFromPlugin(dir, './useAlternatePageUtils.js', path.join(dir, importer))).toBe(expected);
  });
});
