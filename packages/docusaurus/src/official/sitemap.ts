/**
 * @docusaurus/plugin-sitemap's options (also the classic preset's `sitemap`) as Folio's `sitemap`
 * config (core's build/sitemap.ts): checked as Docusaurus 3.10's schema checks them, with its
 * defaults (`changefreq: 'weekly'`, `priority: 0.5`, no `lastmod`), so the file is the one
 * `docusaurus build` writes. `false` (the preset's) writes none. PURE.
 */
import { FolioError } from '@folio/core';
import { isRecord } from '../entries.ts';

const CHANGE_FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];
const LASTMOD = ['date', 'datetime'];

/** Folio's `sitemap` option (core's schema checks it again). */
export interface FolioSitemap {
  filename: string;
  lastmod: string | null;
  changefreq: string | null;
  priority: number | null;
  ignorePatterns: string[];
  createSitemapItems?: (...args: never[]) => unknown;
}

/** Docusaurus's defaults (plugin-sitemap's DEFAULT_OPTIONS). */
const DEFAULTS: FolioSitemap = { filename: 'sitemap.xml', lastmod: null, changefreq: 'weekly', priority: 0.5, ignorePatterns: [] };

/** What a key Docusaurus refuses by name says. */
const REMOVED: Record<string, string> = {
  cacheTime: 'deprecated in Docusaurus; remove it',
  trailingSlash: "use the site's `trailingSlash` instead, which the sitemap follows",
};

/** The sitemap options at `at` (their path in the config), or false for none. */
export function mapSitemapOptions(options: unknown, at: string): FolioSitemap | false {
  if (options === false) return false;
  if (options === undefined || options === null) return { ...DEFAULTS };
  if (!isRecord(options)) throw new FolioError(`\`${at}\`: expected an object of sitemap options or false, got ${typeof options}`);
  const out: FolioSitemap = { ...DEFAULTS };
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const where = `${at}.${key}`;
    if (REMOVED[key]) throw new FolioError(`\`${where}\`: ${REMOVED[key]}`);
    if (key === 'filename') out.filename = string(value, where);
    else if (key === 'lastmod') out.lastmod = oneOf(value, LASTMOD, where);
    else if (key === 'changefreq') out.changefreq = oneOf(value, CHANGE_FREQUENCIES, where);
    else if (key === 'priority') out.priority = priority(value, where);
    else if (key === 'ignorePatterns') out.ignorePatterns = patterns(value, where);
    // The function itself: `folio migrate` finds it in the config by identity.
    else if (key === 'createSitemapItems') out.createSitemapItems = fn(value, where);
    else throw new FolioError(`\`${where}\`: not an option of @docusaurus/plugin-sitemap (it takes changefreq, priority, lastmod, ignorePatterns, filename, createSitemapItems)`, { hint: 'remove it, or check its spelling' });
  }
  return out;
}

function string(value: unknown, at: string): string {
  if (typeof value === 'string' && value !== '') return value;
  throw new FolioError(`\`${at}\`: expected a file name such as "sitemap.xml", got ${JSON.stringify(value)}`);
}

function oneOf(value: unknown, allowed: string[], at: string): string | null {
  if (value === null || (typeof value === 'string' && allowed.includes(value))) return value;
  throw new FolioError(`\`${at}\`: expected one of ${allowed.map((item) => `'${item}'`).join(', ')} or null, got ${JSON.stringify(value)}`);
}

function priority(value: unknown, at: string): number | null {
  if (value === null || (typeof value === 'number' && value >= 0 && value <= 1)) return value;
  throw new FolioError(`\`${at}\`: expected a number from 0 to 1, or null, got ${JSON.stringify(value)}`);
}

function patterns(value: unknown, at: string): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  throw new FolioError(`\`${at}\`: expected a list of glob strings, such as ['/tags/**']`);
}

function fn(value: unknown, at: string): (...args: never[]) => unknown {
  if (typeof value === 'function') return value as (...args: never[]) => unknown;
  throw new FolioError(`\`${at}\`: expected a function (({ defaultCreateSitemapItems, ...params }) => items), got ${typeof value}`);
}
