/**
 * CSS modules as Docusaurus's bundler builds them, for a site on Docusaurus's own theme:
 * - class names are `<local>_<4 characters>` (Docusaurus's `[local]_[contenthash:base64:4]`), because
 *   sites select theme classes by prefix in their custom CSS (`[class^='docItemCol_']`); the four
 *   characters hash the file's path from the site and the class, so two builds name alike anywhere;
 * - a CSS module imported for its side effects only (theme-classic's Heading imports
 *   `./styles.module.css`, whose rules are all `:global`) keeps its CSS: Vite marks CSS modules free
 *   of side effects, and would drop it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';

/** PURE: the scoped name of class `local` of the CSS module at `file` (relative to `root`). */
export function scopedClassName(local: string, file: string, root: string): string {
  const relative = path.relative(root, file.split('?')[0]!).split(path.sep).join('/');
  const hash = createHash('sha256').update(`${relative}\0${local}`).digest('base64url').slice(0, 4);
  return `${local}_${hash}`;
}

export function docusaurusCssModulesPlugin(): VitePlugin {
  let root = process.cwd();
  return {
    name: 'folio:docusaurus-css-modules',
    // After Vite's CSS plugins, which set the module's side effects.
    enforce: 'post',
    config: (config) => {
      root = path.resolve(config.root ?? process.cwd());
      return { css: { modules: { generateScopedName: (local: string, file: string) => scopedClassName(local, file, root) } } };
    },
    transform: {
      filter: { id: /\.module\.(css|scss|sass|less|styl)(\?|$)/ },
      handler(code) {
        return { code, moduleSideEffects: 'no-treeshake' as const };
      },
    },
  };
}
