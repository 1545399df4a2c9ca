/**
 * What the site's own Docusaurus theme can render, for a site on it (classic/): pages of a kind its
 * Docusaurus version never made are not made either.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Whether the classic theme in `classicDir` renders authors pages (Docusaurus 3.5 and later). */
export function hasAuthorsPages(classicDir: string): boolean {
  return existsSync(path.join(classicDir, 'lib', 'theme', 'Blog', 'Pages', 'BlogAuthorsListPage'));
}

/**
 * Whether a blog without a post has its list page (`/blog`, empty): Docusaurus 3.10 made one, older
 * blog plugins made none. Read from the classic theme's version, which the classic preset installs
 * with the blog plugin's; an unreadable version counts as the newest.
 */
export function hasEmptyBlogListPage(classicDir: string): boolean {
  let version = '';
  try {
    version = String(JSON.parse(readFileSync(path.join(classicDir, 'package.json'), 'utf8')).version ?? '');
  } catch {
    return true;
  }
  const [major, minor] = version.split('.').map(Number);
  if (!Number.isInteger(major) || !Number.isInteger(minor)) return true;
  return major! > 3 || (major === 3 && minor! >= 10);
}
