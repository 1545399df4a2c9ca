/**
 * The shape of `themeConfig.navbar.items`, checked when the config loads: each built-in type
 * (Docusaurus's) with the fields it cannot do without. Whether a `docId` or `sidebarId` exists is
 * known only once docs are loaded: the docs plugin checks that (plugin-docs navbar-data.ts).
 */
import { z } from 'zod';
import { unsafeUrlReason } from '../client/safe-url.ts';

/** Built-in item type → its required string fields. A link has no type (or `default`). */
const REQUIRED: Record<string, string[]> = {
  default: [],
  doc: ['docId'],
  docSidebar: ['sidebarId'],
  docsVersion: [],
  docsVersionDropdown: [],
  localeDropdown: [],
  dropdown: [],
  html: ['value'],
  search: [],
};

/** Types a dropdown may hold (Docusaurus's rule). */
const IN_DROPDOWN = new Set(['default', 'doc', 'docSidebar', 'html']);

type Issue = { message: string; path: (string | number)[] };

/** PURE: the problems of one item at `path` (all of them, not the first). */
export function navbarItemIssues(item: unknown, path: (string | number)[], inDropdown = false): Issue[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return [{ message: 'a navbar item is an object', path }];
  const fields = item as Record<string, unknown>;
  const type = fields.type === undefined ? 'default' : String(fields.type);
  const required = REQUIRED[type];
  if (!required) return [{ message: `unknown navbar item type "${type}" (built-in types: ${Object.keys(REQUIRED).join(', ')})`, path: [...path, 'type'] }];
  if (inDropdown && !IN_DROPDOWN.has(type)) return [{ message: `a dropdown cannot hold an item of type "${type}" (only links, doc, docSidebar and html)`, path: [...path, 'type'] }];
  const issues: Issue[] = required
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

/**
 * themeConfig: any keys; `navbar.items`, when given, a list of valid items; `image` (the social
 * card every page's og:image and twitter:image name) an http(s) URL or a site path.
 */
export const themeConfigSchema = z.record(z.string(), z.unknown()).superRefine((themeConfig, ctx) => {
  if (typeof themeConfig.image === 'string') {
    const reason = unsafeUrlReason(themeConfig.image);
    if (reason) ctx.addIssue({ code: 'custom', message: `the social card image ${reason}`, path: ['image'] });
  }
  const items = (themeConfig.navbar as { items?: unknown } | undefined)?.items;
  if (items === undefined) return;
  if (!Array.isArray(items)) {
    ctx.addIssue({ code: 'custom', message: 'expected a list of navbar items', path: ['navbar', 'items'] });
    return;
  }
  items.forEach((item, index) => {
    for (const issue of navbarItemIssues(item, ['navbar', 'items', index])) ctx.addIssue({ code: 'custom', ...issue });
  });
});
