/**
 * Tags as the blog and the docs share them: the entries of a tags file (`tags.yml`, read by
 * io/yaml-map.ts, whose errors name the file, the key, the field and its line) and a page's
 * `tags` front matter (keys of the file, inline labels, or inline `{ label, permalink }`). A
 * permalink nobody wrote is Docusaurus's: the label's (or key's) kebab case, and a key written
 * with nothing has Docusaurus's label, the key capitalized (kebab-case.ts). Pure but for reading
 * the file and the inline report.
 */
import { joinPaths } from '../client/paths.ts';
import { FolioError } from '../errors.ts';
import { readYamlMap, type FieldError, type MapFile } from '../io/yaml-map.ts';
import { log } from '../log.ts';
import { capitalize, kebabCase } from './kebab-case.ts';
import { routePathProblem } from './routes.ts';

export type { FieldError, MapFile };

/** `onInlineTags` / `onInlineAuthors`: what to do about an inline entry when a map file exists. */
export type ReportLevel = 'ignore' | 'log' | 'warn' | 'throw';

/** A tag as a keyed file defines it. */
export interface TagEntry {
  label: string;
  /** Site path of the tag's page. */
  permalink: string;
  description: string | null;
}

/** A page's tag: `inline` when the page wrote it itself rather than naming a key of the file. */
export interface PageTag extends TagEntry {
  inline: boolean;
}

/** PURE: a string field, or undefined; anything else is an error naming the field. */
export function stringField(data: Record<string, unknown>, key: string, fail: FieldError): string | undefined {
  const value = data[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw fail(key, `expected a string, got ${Array.isArray(value) ? 'a list' : typeof value}`);
  return value;
}

/**
 * PURE: `permalink` (a field named `field`) under `base`, the route path it makes; one that would not
 * be a clean route path (a `..` segment, a scheme, a backslash...) is an error naming the field.
 */
export function permalinkUnder(base: string, permalink: string, field: string, fail: FieldError): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(permalink)) throw fail(field, `"${permalink}" is a URL; a permalink is a path under ${base}`);
  const joined = joinPaths(base, permalink);
  const problem = routePathProblem(joined);
  if (problem) throw fail(field, `"${permalink}" gives the route "${joined}", and a route path ${problem}`);
  return joined;
}

/** What to do about an inline entry when there is a map file. */
export function reportInline(level: ReportLevel, message: string): void {
  if (level === 'throw') throw new FolioError(message, { hint: 'add it to the file and use its key, or set the option to "warn" or "ignore"' });
  if (level === 'warn') log.warn(message);
  else if (level === 'log') log.info(message);
}

/**
 * PURE: one entry of tags.yml (`null`: all defaults: as Docusaurus, the key capitalized as label,
 * `SQLite` → `Sqlite`, and its kebab case as permalink, `SQLite` → `sq-lite`).
 */
export function createMapTag(key: string, value: unknown, fail: FieldError, tagsPath: string): TagEntry {
  if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) throw fail('', 'expected { label, permalink, description } or nothing');
  const data = (value ?? {}) as Record<string, unknown>;
  const permalink = stringField(data, 'permalink', fail) || tagSegment(key, (why) => fail('', why), 'a `permalink` under its key');
  return {
    label: stringField(data, 'label', fail) || capitalize(key),
    permalink: permalinkUnder(tagsPath, permalink, 'permalink', fail),
    description: stringField(data, 'description', fail) ?? null,
  };
}

/** A tags file (tags.yml) whose permalinks are under `tagsPath`. */
export function readTagsMap(file: string, tagsPath: string, siteDir: string): MapFile<TagEntry> {
  return readYamlMap(file, (key, value, fail) => createMapTag(key, value, fail, tagsPath), siteDir);
}

export interface ResolveTagsArgs {
  tags: unknown;
  map: MapFile<TagEntry>;
  fail: FieldError;
  onInline: ReportLevel;
  tagsPath: string;
  /** The page, as its messages name it. */
  file: string;
  /** Who has the map file, in messages: `the blog`, `the docs`. */
  owner: string;
}

/** PURE (but for its warning): a page's tags, duplicates (same permalink) once. */
export function resolveTags({ tags, map, fail, onInline, tagsPath, file, owner }: ResolveTagsArgs): PageTag[] {
  if (tags === undefined || tags === null) return [];
  if (!Array.isArray(tags)) throw fail('tags', 'expected a list of tags');
  const out = new Map<string, PageTag>();
  tags.forEach((entry, index) => {
    const at = `tags.${index}`;
    let tag: PageTag;
    if (typeof entry === 'string' || typeof entry === 'number') {
      const known = map.entries.get(String(entry));
      if (known) tag = { ...known, inline: false };
      else {
        if (map.exists) reportInline(onInline, `${file}: front matter \`${at}\`: "${entry}" is not a key of ${map.name}`);
        const label = String(entry);
        tag = { label, permalink: joinPaths(tagsPath, tagSegment(label, (why) => fail(at, why), `write it as { label: ${JSON.stringify(label)}, permalink: /a-name }`)), description: null, inline: true };
      }
    } else if (typeof entry === 'object' && entry !== null && typeof (entry as { label?: unknown }).label === 'string') {
      const { label, permalink, description } = entry as Record<string, unknown>;
      if (permalink !== undefined && typeof permalink !== 'string') throw fail(`${at}.permalink`, 'expected a string');
      if (map.exists) reportInline(onInline, `${file}: front matter \`${at}\` is an inline tag; ${owner} has ${map.name}`);
      const segment = (permalink as string | undefined) ?? tagSegment(label as string, (why) => fail(`${at}.label`, why), 'add `permalink: /a-name` to it');
      tag = { label: label as string, permalink: permalinkUnder(tagsPath, segment, `${at}.permalink`, fail), description: typeof description === 'string' ? description : null, inline: true };
    } else {
      throw fail(at, 'expected a tag key, a label, or { label, permalink }');
    }
    if (!out.has(tag.permalink)) out.set(tag.permalink, tag);
  });
  return [...out.values()];
}

/**
 * PURE: the URL segment of a tag written without a permalink (Docusaurus's kebab case). A label
 * with no letter, digit or emoji (`++`) has none: Docusaurus gives such a tag the tags page's own
 * URL, where the two pages overwrite each other; Folio refuses it and says how to name it.
 */
function tagSegment(label: string, fail: (why: string) => Error, instead: string): string {
  const segment = kebabCase(label);
  if (segment === '') throw fail(`the tag "${label}" has no letter, digit or emoji to make its URL of: Docusaurus would give it the tags page's own URL, one page overwriting the other; give it a permalink (${instead})`);
  return segment;
}
