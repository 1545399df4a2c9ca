/**
 * PURE: which files of the pages folder are pages, what kind, and at which path. Docusaurus's
 * rules: `foo.js` → `/foo`, `foo/index.md` → `/foo/`, `index.tsx` → `/`; files and folders whose
 * name starts with `_`, tests and `__tests__` folders are no pages (the default `exclude`).
 */
import { joinPaths } from '@folio/core';

/** Docusaurus's default `include`: every component and Markdown file. */
export const DEFAULT_INCLUDE: readonly string[] = ['**/*.{js,jsx,ts,tsx,md,mdx}'];

/** Docusaurus's default `exclude`; a site's own `exclude` replaces it, as in Docusaurus. */
export const DEFAULT_EXCLUDE: readonly string[] = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

export type PageKind = 'component' | 'markdown';

const EXTENSION = /\.(js|jsx|ts|tsx|md|mdx)$/;

/** A React component page or a Markdown page, by extension; undefined for any other file. */
export function pageKind(relativePath: string): PageKind | undefined {
  const ext = EXTENSION.exec(relativePath)?.[1];
  if (!ext || relativePath.endsWith('.d.ts')) return undefined;
  return ext === 'md' || ext === 'mdx' ? 'markdown' : 'component';
}

/**
 * The route path of a page file (relative to the pages folder, `/`-separated) under
 * `routeBasePath`: the extension dropped, an `index` file standing for its folder.
 */
export function pagePermalink(relativePath: string, routeBasePath: string): string {
  const withoutExt = relativePath.replace(EXTENSION, '');
  const segments = withoutExt.split('/');
  if (segments.at(-1) === 'index') return joinPaths(routeBasePath, ...segments.slice(0, -1), '/');
  return joinPaths(routeBasePath, withoutExt);
}
