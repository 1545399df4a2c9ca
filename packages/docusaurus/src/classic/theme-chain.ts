/**
 * Whether a Docusaurus site is rendered by Docusaurus's own theme packages, and their folders.
 * A site whose config uses the classic preset or theme, and that has `@docusaurus/theme-classic`
 * installed (as every such site has, `@docusaurus/preset-classic` depending on it), is: its
 * pages then look as they do under Docusaurus because the components are Docusaurus's. A site
 * without it installed keeps Folio's theme.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { nameCandidates, type EntryKind } from '../entries.ts';
import { compareRanks, type Rank, type RankedThemePath } from '../lifecycle-entry.ts';

export type { RankedThemePath } from '../lifecycle-entry.ts';

export interface DocusaurusTheme {
  /** `@theme/*` folders after the site's `src/theme/`, first wins (Docusaurus's getThemePath of each theme). */
  themePaths: string[];
  /** The same folders with their places in Docusaurus's order, which withPluginThemes merges more into. */
  rankedThemePaths?: RankedThemePath[];
  /** The config as the file exports it (Docusaurus's own validation normalises it: site-config.ts). */
  config: Record<string, unknown>;
  configFile: string;
  /** The installed @docusaurus/core's folder. */
  coreDir: string;
  /**
   * The installed @docusaurus/theme-classic's folder, which the theme's own dependencies
   * (theme-common, the content plugins' clients, infima, prism-react-renderer) are resolved from:
   * under pnpm's strict node_modules the site's holds only the site's direct dependencies.
   */
  classicDir: string;
  /** The packages through which the site reaches theme-classic, itself last: `[theme-classic]`, or `[preset-classic, theme-classic]` when only the preset is the site's. */
  classicChain: string[];
  /**
   * Whether the installed core's App renders `@theme/ThemeProvider` between Root and the routes
   * (Docusaurus 3.8 and later). Before 3.8 there is no such component: App renders Root around
   * the routes, and a site's own `src/theme/ThemeProvider` is never rendered.
   */
  rendersThemeProvider: boolean;
  /**
   * The locale the config was loaded for, as Docusaurus's load context gives it to the client:
   * its site URL and base URL (`siteConfig.url` and `baseUrl`) and its direction (Infima's
   * right-to-left stylesheet for 'rtl'). Unset: the config's own URL and base URL, left to right.
   */
  locale?: { url: string; baseUrl: string; direction: 'ltr' | 'rtl' };
}

const THEME_CLASSIC = '@docusaurus/theme-classic';
const CLASSIC_PRESET = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
const CLASSIC_THEME = new Set(['classic', '@docusaurus/theme-classic', 'docusaurus-theme-classic']);

/** PURE: the names a config's `presets` or `themes` list writes (`'classic'`, `['classic', {…}]`). */
export function entryNames(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => (typeof entry === 'string' ? [entry] : Array.isArray(entry) && typeof entry[0] === 'string' ? [entry[0]] : []));
}

/**
 * The real folder of package `name` as Node's lookup from folder `from` finds it: in the
 * node_modules folders of `from` and its parents, not in NODE_PATH's (pnpm's bin shims point it at
 * their hidden hoisting folder, which Vite, resolving what is found here, never looks in).
 */
export function packageDir(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (path.basename(dir) !== 'node_modules' && existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** A theme package's component folder, as its plugin's getThemePath gives it (lib/theme for Docusaurus's). */
function themeFolder(siteDir: string, written: string, kind: EntryKind): string | undefined {
  for (const name of nameCandidates(written, kind)) {
    const dir = packageDir(siteDir, name);
    if (dir && existsSync(path.join(dir, 'lib', 'theme'))) return path.join(dir, 'lib', 'theme');
  }
  return undefined;
}

/**
 * theme-classic's folder as Docusaurus loads it, and the packages through which the site reaches
 * it: the site's own when its config names the theme; for the classic preset, the one the preset
 * depends on (resolved from the preset's real folder, as the preset requires it: under pnpm the
 * site's node_modules has the preset, not the theme).
 */
export function classicThemeDir(siteDir: string, presets: string[], themes: string[]): { dir: string; chain: string[] } | undefined {
  const own = packageDir(siteDir, THEME_CLASSIC);
  if (own && themes.some((name) => CLASSIC_THEME.has(name))) return { dir: own, chain: [THEME_CLASSIC] };
  for (const name of presets.filter((written) => CLASSIC_PRESET.has(written))) {
    for (const candidate of nameCandidates(name, 'preset')) {
      const preset = packageDir(siteDir, candidate);
      const dir = preset && packageDir(preset, THEME_CLASSIC);
      if (dir) return { dir, chain: own === dir ? [THEME_CLASSIC] : [candidate, THEME_CLASSIC] };
    }
  }
  return own ? { dir: own, chain: [THEME_CLASSIC] } : undefined;
}

/** Whether core's client App (`lib/client/App.js` of core's folder) renders `@theme/ThemeProvider`. */
export function coreRendersThemeProvider(coreDir: string): boolean {
  const app = path.join(coreDir, 'lib', 'client', 'App.js');
  return existsSync(app) && /from\s*['"]@theme\/ThemeProvider['"]/.test(readFileSync(app, 'utf8'));
}

export function findDocusaurusTheme(siteDir: string, config: Record<string, unknown>, configFile: string): DocusaurusTheme | undefined {
  const presets = entryNames(config.presets);
  const themes = entryNames(config.themes);
  if (!presets.some((name) => CLASSIC_PRESET.has(name)) && !themes.some((name) => CLASSIC_THEME.has(name))) return undefined;
  const classic = classicThemeDir(siteDir, presets, themes);
  const core = packageDir(siteDir, '@docusaurus/core') ?? (classic && packageDir(classic.dir, '@docusaurus/core'));
  if (!classic || !core) return undefined;
  const ranked = [...classicRanks(presets, themes).map((rank) => ({ dir: path.join(classic.dir, 'lib', 'theme'), rank })), ...ownThemes(siteDir, themes)];
  // Docusaurus core's fallbacks (Root, SiteMetadata, Layout, NotFound, Error, Loading; ThemeProvider from 3.8) come before every theme.
  ranked.push({ dir: path.join(core, 'lib', 'client', 'theme-fallback'), rank: [-1] });
  const chain = rankedChain(ranked);
  return { themePaths: chain.map((entry) => entry.dir), rankedThemePaths: chain, config, configFile, coreDir: core, classicDir: classic.dir, classicChain: classic.chain, rendersThemeProvider: coreRendersThemeProvider(core) };
}

/**
 * Where Docusaurus places theme-classic: among the config's themes when written there, else
 * first of the themes of the classic preset (the presets' themes come after every preset's plugins).
 */
function classicRanks(presets: string[], themes: string[]): Rank[] {
  const own = themes.findIndex((name) => CLASSIC_THEME.has(name));
  if (own !== -1) return [[3, own]];
  const preset = presets.findIndex((name) => CLASSIC_PRESET.has(name));
  return [[1, Math.max(preset, 0), 0]];
}

/**
 * The config's other themes with a `lib/theme` folder, at their places. Those Folio runs through
 * the lifecycle are given again, from their getThemePath, by withPluginThemes (the same folder is
 * kept once).
 */
function ownThemes(siteDir: string, themes: string[]): RankedThemePath[] {
  return themes.flatMap((name, index) => {
    const dir = CLASSIC_THEME.has(name) ? undefined : themeFolder(siteDir, name, 'theme');
    return dir ? [{ dir, rank: [3, index] }] : [];
  });
}

/** PURE: the folders, highest place first (a later theme shadows an earlier one), each once at its highest place. */
export function rankedChain(entries: RankedThemePath[]): RankedThemePath[] {
  const sorted = [...entries].sort((a, b) => compareRanks(b.rank, a.rank));
  const seen = new Set<string>();
  return sorted.filter((entry) => !seen.has(entry.dir) && seen.add(entry.dir));
}

/**
 * The theme with the folders the lifecycle's plugins and themes bring (their getThemePath) placed
 * in its chain as Docusaurus places them: a theme written after the classic preset or theme
 * shadows its components, and `@theme-init/` names the first theme that gave a component.
 */
export function withPluginThemes(theme: DocusaurusTheme, pluginThemes: RankedThemePath[]): DocusaurusTheme {
  if (!pluginThemes.length) return theme;
  const chain = rankedChain([...(theme.rankedThemePaths ?? theme.themePaths.map((dir, index, all) => ({ dir, rank: [all.length - index] }))), ...pluginThemes]);
  return { ...theme, themePaths: chain.map((entry) => entry.dir), rankedThemePaths: chain };
}

/** Docusaurus 2's theme components, which Docusaurus 3 no longer renders (DocRoot, DocVersionRoot and DocsRoot replaced DocPage). */
const V2_NAMES = ['DocPage'];

/** One notice per v2 name the site still overrides: ignored, as Docusaurus 3 ignores it. */
export function v2OverrideNotices(siteDir: string): string[] {
  return V2_NAMES.filter((name) => existsSync(path.join(siteDir, 'src', 'theme', name)) || ['.js', '.jsx', '.ts', '.tsx'].some((ext) => existsSync(path.join(siteDir, 'src', 'theme', name + ext)))).map(
    (name) => `src/theme/${name}: a Docusaurus 2 theme component that Docusaurus 3 no longer renders (DocRoot, DocVersionRoot and DocsRoot replaced it); ignored, as Docusaurus 3 ignores it`,
  );
}

