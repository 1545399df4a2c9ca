/** PURE: the names a new site gets from its folder when the user gives none. */
import { builtinModules } from 'node:module';

export const DEFAULT_FOLDER = 'my-site';

/** Names npm refuses for any package. */
const RESERVED = new Set(['node_modules', 'favicon.ico']);
const MAX_LENGTH = 214;

/** Core modules reached only as `node:<name>`, which Node 20's builtinModules leaves out. */
const PREFIXED_ONLY = ['sea', 'sqlite', 'test', 'test/reporters'];

/** Whether npm refuses `name` for a new package because Node.js has a core module of that name. */
export function isCoreModuleName(name: string): boolean {
  return builtinModules.includes(name) || builtinModules.includes(`node:${name}`) || PREFIXED_ONLY.includes(name);
}

export interface PackageName {
  name: string;
  /** Why `name` differs from the folder's name, when it does: npm's rules it had to follow. */
  reasons: string[];
}

/**
 * The package name of a site in the folder `folderName`, valid for a new npm package by npm's own
 * rules: lower case; only a-z, 0-9, `-`, `.` and `_` (URL-safe, and none of `~'!()*`); not
 * starting with `.` or `_`; at most 214 characters; not `node_modules`, `favicon.ico` or the name
 * of a Node.js core module. A folder name breaking a rule is changed, and the rule named.
 */
export function packageName(folderName: string): PackageName {
  const reasons: string[] = [];
  const because = (broken: boolean, reason: string) => broken && !reasons.includes(reason) && reasons.push(reason);
  because(folderName !== folderName.toLowerCase(), 'lower case');
  const plain = folderName.normalize('NFKD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  because(/[^a-z0-9._-]/.test(plain) || plain !== folderName.toLowerCase(), "only a-z, 0-9, '-', '.' and '_'");
  const allowed = plain.replace(/[^a-z0-9._-]+/g, '-');
  because(/^[._]/.test(allowed), "no '.' or '_' first");
  let name = allowed.replace(/^[._-]+|-+$/g, '');
  because(name.length > MAX_LENGTH, `at most ${MAX_LENGTH} characters`);
  name = name.slice(0, MAX_LENGTH).replace(/-+$/, '');
  if (!name) {
    because(true, 'at least one letter or digit');
    name = 'folio-site';
  }
  if (RESERVED.has(name) || isCoreModuleName(name)) {
    because(true, RESERVED.has(name) ? `not "${name}", which npm reserves` : `not "${name}", a Node.js core module`);
    name = `${name}-site`;
  }
  return { name, reasons: name === folderName ? [] : reasons };
}

/** An npm package name from a folder name (see packageName). */
export function packageNameFor(folderName: string): string {
  return packageName(folderName).name;
}

/** A title from a folder name: `my-site` → `My Site`. */
export function titleFor(folderName: string): string {
  const words = folderName.split(/[-_\s.]+/).filter(Boolean);
  return words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : 'My Site';
}
