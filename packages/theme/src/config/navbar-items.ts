/**
 * PURE: the rules of `themeConfig.navbar.items` no field type can say: the type an item without
 * one has (Docusaurus's inference, which the Docusaurus adapter writes out; a site.config.* is
 * asked to write it), each built-in type (Docusaurus's) with the fields it cannot do without, which
 * types a dropdown may hold, and a valid `activeBaseRegex`. Whether a `docId` or
 * `sidebarId` exists is known only once docs are loaded: the docs plugin checks that (plugin-docs
 * navbar-data.ts).
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

/** Types a dropdown may hold (Docusaurus's rule: theme-classic's dropdown sub-item schema). */
const IN_DROPDOWN = new Set(['default', 'doc', 'docSidebar', 'docsVersion', 'html']);
const IN_DROPDOWN_TEXT = 'links, doc, docSidebar, docsVersion and html items';

export type NavbarItemIssue = { message: string; path: (string | number)[] };

const isType = (type: string): type is NavbarItemType => Object.hasOwn(REQUIRED, type);

/**
 * PURE: the type an item renders as. Docusaurus infers one type only: an item without `type` (or
 * with `default`) that has `items` is a `dropdown` (theme-classic's NavbarItem, and its config
 * schema for a list of `items`); any other item without a type is a link. Fields of other types
 * (`html`, `value`, `docId`, `sidebarId`) infer nothing: `{ html }` is a link whose label is HTML.
 */
export function navbarItemType(item: Record<string, unknown>): string {
  const type = item.type === undefined ? 'default' : String(item.type);
  return type === 'default' && item.items !== undefined ? 'dropdown' : type;
}

/** PURE: the problems of one item at `path` (all of them, not the first). */
export function navbarItemIssues(item: unknown, path: (string | number)[], inDropdown = false): NavbarItemIssue[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return [{ message: 'a navbar item is an object', path }];
  const fields = item as Record<string, unknown>;
  const type = navbarItemType(fields);
  if (!isType(type)) return [{ message: `unknown navbar item type "${type}" (built-in types: ${NAVBAR_ITEM_TYPES.join(', ')})`, path: [...path, 'type'] }];
  if (inDropdown && !IN_DROPDOWN.has(type)) return [dropdownHolds(type, fields, path)];
  const required: readonly string[] = REQUIRED[type];
  const issues: NavbarItemIssue[] = required
    .filter((key) => typeof fields[key] !== 'string' || fields[key] === '')
    .map((key) => ({ message: `a navbar item of type "${type}" needs \`${key}\` (a string)`, path: [...path, key] }));
  if (type === 'default' && typeof fields.to !== 'string' && typeof fields.href !== 'string') {
    issues.push({ message: 'a navbar link needs `to` (a page of the site) or `href` (a URL)', path });
  }
  if (type === 'dropdown' && fields.type !== 'dropdown') issues.push(untypedDropdown(path));
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

/**
 * A dropdown written without `type` in Folio's own site config. Docusaurus infers the type from
 * `items`, and so does Folio for a docusaurus.config.* (the adapter writes it out); Folio's theme
 * and the docs plugin's navbar data read the written type, so a site.config.* names it.
 */
function untypedDropdown(path: (string | number)[]): NavbarItemIssue {
  return { message: "an item with `items` is a dropdown: write `type: 'dropdown'` (Docusaurus infers it from `items`, and Folio does for a docusaurus.config.*; a site.config.* names it)", path: [...path, 'type'] };
}

/**
 * Why a dropdown cannot hold an item of `type` (dropdown, docsVersionDropdown, localeDropdown,
 * search: each opens a menu of its own), worded as Docusaurus words it: a nested dropdown.
 */
function dropdownHolds(type: string, fields: Record<string, unknown>, path: (string | number)[]): NavbarItemIssue {
  const inferred = fields.type === undefined || fields.type === 'default';
  const what = inferred ? 'an item with `items` is a dropdown' : `an item of type "${type}" is a menu of its own`;
  return { message: `nested dropdowns are not allowed: ${what}; a dropdown holds only ${IN_DROPDOWN_TEXT}`, path: inferred ? [...path, 'items'] : [...path, 'type'] };
}
