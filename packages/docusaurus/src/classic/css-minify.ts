/**
 * PURE: which CSS minimizer Docusaurus's production build runs for a site, and with what options
 * (the facts, read in @docusaurus/bundler's lib/minification.js, 3.6 to 3.10, and in
 * css-minimizer-webpack-plugin's lib/utils.js, which calls the minimizers).
 *
 * - Without Docusaurus Faster: css-minimizer-webpack-plugin with two minimizers in turn, cssnano
 *   with `@docusaurus/cssnano-preset` (postcss, `from` the asset's name), then clean-css with the
 *   options below (no source map, `returnPromise`, the input given as `{ [name]: { styles } }`).
 *   The preset's first plugin, postcss-sort-media-queries, gathers every `@media` block at the end
 *   of the file, out of any `@layer` it was in (Tailwind 4's container utility then beats Infima's
 *   unlayered `.container` on Docusaurus); clean-css's level 2 then merges and restructures rules.
 * - With Faster's Lightning CSS minimizer (`lightningCssMinimizer`): Lightning CSS, `minify: true`,
 *   with the targets @docusaurus/faster's `getLightningCssMinimizerOptions()` gives (the site's
 *   browserslist). With Faster's Rspack bundler (`rspackBundler`) Rspack's built-in Lightning CSS
 *   minimizer runs whatever the other flag says, with those targets and `errorRecovery` on (Rspack's
 *   default).
 *
 * The flags are the config's after Docusaurus core's validation: `future.faster` from 3.10
 * (`future.v4` turns every flag on by default there), `future.experimental_faster` before.
 */
import { isRecord } from '../entries.ts';

export type CssMinimizer = { kind: 'cssnano-clean-css' } | { kind: 'lightningcss'; errorRecovery: boolean };

/** The validated config's Faster flags that choose the CSS minimizer. */
interface FasterFlags {
  lightningCssMinimizer: boolean;
  rspackBundler: boolean;
}

/** PURE: the Faster flags of a validated config's `future` (a boolean is every flag, as before validation). */
export function fasterFlags(future: unknown): FasterFlags {
  const future_ = isRecord(future) ? future : {};
  const faster = future_.faster ?? future_.experimental_faster;
  if (typeof faster === 'boolean') return { lightningCssMinimizer: faster, rspackBundler: faster };
  const flags = isRecord(faster) ? faster : {};
  return { lightningCssMinimizer: flags.lightningCssMinimizer === true, rspackBundler: flags.rspackBundler === true };
}

/** PURE: the CSS minimizer of a production build of a site whose validated config has this `future`. */
export function cssMinimizerOf(future: unknown): CssMinimizer {
  const flags = fasterFlags(future);
  if (flags.rspackBundler) return { kind: 'lightningcss', errorRecovery: true };
  if (flags.lightningCssMinimizer) return { kind: 'lightningcss', errorRecovery: false };
  return { kind: 'cssnano-clean-css' };
}

/**
 * The clean-css options Docusaurus gives: no `@import` inlining; of level 1 only the removal of
 * whitespace; every level 2 optimisation, rules restructured, unused at-rules kept.
 */
export const CLEAN_CSS_OPTIONS = {
  inline: false,
  level: {
    1: { all: false, removeWhitespace: true },
    2: { all: true, restructureRules: true, removeUnusedAtRules: false },
  },
} as const;

/** PURE: the options of clean-css's constructor, as css-minimizer-webpack-plugin makes them (no source map: Docusaurus's production build has none). */
export function cleanCssOptions(): Record<string, unknown> {
  return { sourceMap: false, ...CLEAN_CSS_OPTIONS, returnPromise: true };
}

/** PURE: the options of Lightning CSS's `transform` for `file`'s `code`, given the targets Faster computed. */
export function lightningCssOptions(minimizer: Extract<CssMinimizer, { kind: 'lightningcss' }>, targets: unknown, file: string, code: string): Record<string, unknown> {
  return { minify: true, targets, ...(minimizer.errorRecovery ? { errorRecovery: true } : {}), sourceMap: false, filename: file, code: Buffer.from(code) };
}

/** Vite's marker at the end of a CSS asset (removed by its own CSS plugin after ours has run), which is no part of the CSS. */
const VITE_HASH_MARKER = /\/\*\$vite\$:\d+\*\//g;

/** PURE: `css` without Vite's hash marker. */
export function withoutViteMarker(css: string): string {
  return css.replace(VITE_HASH_MARKER, '');
}

/**
 * PURE: `code` with every renamed file's name (a CSS asset's old name → its new one) replaced, as
 * a JavaScript chunk names a CSS file it loads (Vite's preload lists are made later, from the
 * chunks' `importedCss`, which renameInSet changes).
 */
export function renameInCode(code: string, renames: ReadonlyMap<string, string>): string {
  let out = code;
  for (const [from, to] of renames) {
    const base = from.slice(from.lastIndexOf('/') + 1);
    if (out.includes(base)) out = out.split(base).join(to.slice(to.lastIndexOf('/') + 1));
  }
  return out;
}

/** PURE: a set of file names with the renamed ones replaced, in place, keeping the order. */
export function renameInSet(files: Set<string>, renames: ReadonlyMap<string, string>): void {
  if (![...files].some((file) => renames.has(file))) return;
  const names = [...files].map((file) => renames.get(file) ?? file);
  files.clear();
  for (const name of names) files.add(name);
}
