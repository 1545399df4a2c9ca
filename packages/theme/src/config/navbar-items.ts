/**
 * PURE: the rules of `themeConfig.navbar.items` no field type can say: each built-in type
 * (Docusaurus's) with the fields it cannot do without, which types a dropdown may hold, and a valid
 * `activeBaseRegex`. Whether a `docId` or `sidebarId` exists is known only once docs are loaded:
 * the docs plugin checks that (plugin-docs navbar-data.ts).
 */

/** Built-in item type → its required string fields. A link has no type (or `default`). */
const REQUIRED = {
  default: [],
  doc: ['docId'],
  docSidebar: ['sidebarId'],
  docsVersion: [],
  docsVersionDropdown: [],
  localeDropdown: [],
  dropdown: [],
  html: ['value'],
  search: [],
} satisfies Record<string, string[]>;

export type NavbarItemType = keyof typeof REQUIRED;

/** The navbar item types the theme renders (Docusaurus's built-in ones). */
export const NAVBAR_ITEM_TYPES = Object.keys(REQUIRED) as NavbarItemType[];

/** Types a dropdown may hold (Docusaurus's rule). */
const IN_DROPDOWN = new Set(['default', 'doc', 'docSidebar', 'html']);

export type NavbarItemIssue = { message: string; path: (string | number)[] };

const isType = (type: string): type is NavbarItemType => Object.hasOwn(REQUIRED, type);

/** PURE: the problems of one item at `path` (all of them, not the first). */
export function navbarItemIssues(item: unknown, path: (string | number)[], inDropdown = false): NavbarItemIssue[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return [{ message: 'a navbar item is an object', path }];
  const fields = item as Record<string, unknown>;
  const type = fields.type === undefined ? 'default' : String(fields.type);
  if (!isType(type)) return [{ message: `unknown navbar item type "${type}" (built-in types: ${NAVBAR_ITEM_TYPES.join(', ')})`, path: [...path, 'type'] }];
  if (inDropdown && !IN_DROPDOWN.has(type)) return [{ message: `a dropdown cannot hold an item of type "${type}" (only links, doc, docSidebar and html)`, path: [...path, 'type'] }];
  const required: readonly string[] = REQUIRED[type];
  const issues: NavbarItemIssue[] = required
    .filter((key) => typeof fields[key] !== 'string' || fields[key] === '')
    .map((key) => ({ message: `a navbar item of type "${type}" needs \`${key}\` (a string)`, path: [...path, key] }));
  if (type === 'default' && typeof fields.to !== 'string' && typeof fields.href !== 'string') {
    issues.push({ message: 'a navbar link needs `to` (a page of the site) or `href` (a URL)', path });
  }
  if (type === 'dropdown') {
    if (!Array.isArray(fields.items)) issues.push({ message: 'a dropdown needs `items` (a list)', path: [...path, 'items'] });
    else fields.items.forEach((inner, index) => issues.push(...navbarItemIssues(inner, [...path, 'items', index], true)));
  }
  if (typeof fields.activeBaseRegex === 'string') {
    try {
      new RegExp(fields.activeBaseRegex);
    } catch {
      issues.push({ message: `\`activeBaseRegex\` is not a valid regular expression: ${fields.activeBaseRegex}`, path: [...path, 'activeBaseRegex'] });
    }
  }
  return issues;
}
