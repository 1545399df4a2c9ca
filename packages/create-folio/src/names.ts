/** PURE: the names a new site gets from its folder when the user gives none. */

export const DEFAULT_FOLDER = 'my-site';

/** An npm package name from a folder name: lower case, URL-safe (accents dropped), not starting with `.` or `_`. */
export function packageNameFor(folderName: string): string {
  const name = folderName
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '')
    .slice(0, 214);
  return name || 'folio-site';
}

/** A title from a folder name: `my-site` → `My Site`. */
export function titleFor(folderName: string): string {
  const words = folderName.split(/[-_\s.]+/).filter(Boolean);
  return words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : 'My Site';
}
