/**
 * What the site's own Docusaurus theme can render, for a site on it (classic/): pages of a kind its
 * Docusaurus version never made are not made either.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Whether the classic theme in `classicDir` renders authors pages (Docusaurus 3.5 and later). */
export function hasAuthorsPages(classicDir: string): boolean {
  return existsSync(path.join(classicDir, 'lib', 'theme', 'Blog', 'Pages', 'BlogAuthorsListPage'));
}
