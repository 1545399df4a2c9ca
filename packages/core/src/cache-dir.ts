import path from 'node:path';

/** Where a site keeps compiled pages and Vite's cache; `folio clear` removes it. */
export function cacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'folio');
}
