/**
 * @docusaurus/theme-mermaid on Docusaurus's theme: its Mermaid component (found through the theme
 * chain, theme-chain.ts) loads mermaid with code that reads `__DOCUSAURUS_MERMAID_LAYOUT_ELK_ENABLED__`,
 * a constant its plugin's configureWebpack defines: whether the optional @mermaid-js/layout-elk
 * resolves from the theme's folder, for the client (false for the server, which never draws).
 * Themes do not run through the lifecycle (lifecycle/), so the constant is defined here, with the
 * client's value everywhere: the server never calls the loader that reads it. The dev server
 * pre-bundles only what it is told of: mermaid, as theme-mermaid imports it (its dependencies
 * include CommonJS ones, which the browser cannot load as they are).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageDir, type DocusaurusTheme } from './theme-chain.ts';

const THEME_MERMAID = '@docusaurus/theme-mermaid';

/** The folder of theme-mermaid when the site's themes include it (a `…/lib/theme` of the chain). */
function themeMermaidDir(theme: Pick<DocusaurusTheme, 'themePaths'>): string | undefined {
  for (const dir of theme.themePaths) {
    const pkg = path.dirname(path.dirname(dir));
    try {
      if ((JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { name?: string }).name === THEME_MERMAID) return pkg;
    } catch {
      // not a package folder (core's theme-fallback)
    }
  }
  return undefined;
}

/** Vite's `define` for theme-mermaid's constant; empty when the site does not use the theme. */
export function themeMermaidDefine(theme: Pick<DocusaurusTheme, 'themePaths'>): Record<string, string> {
  const dir = themeMermaidDir(theme);
  if (!dir) return {};
  return { __DOCUSAURUS_MERMAID_LAYOUT_ELK_ENABLED__: JSON.stringify(packageDir(dir, '@mermaid-js/layout-elk') !== undefined) };
}

/** The dev server's pre-bundled dependencies for theme-mermaid: mermaid, as the theme reaches it. */
export function themeMermaidOptimizeDeps(theme: Pick<DocusaurusTheme, 'themePaths'>): string[] {
  return themeMermaidDir(theme) ? [`${THEME_MERMAID} > mermaid`] : [];
}
