/**
 * Tags: `tags.yml` (key → label, permalink, description) and a post's `tags` front matter (keys
 * of the file, inline labels, or inline `{ label, permalink }`). Pure but for reading the file.
 * A permalink nobody wrote is Docusaurus's: the label's (or key's) kebab case (paths.ts), and a
 * key written with nothing has Docusaurus's label, the key capitalized.
 */
import { joinPaths } from '@folio/core';
import type { BlogTag } from './contract.ts';
import { capitalize, kebabCase } from './paths.ts';
import type { ReportLevel } from './options.ts';
import { permalinkUnder, readYamlMap, reportInline, stringField, type FieldError, type MapFile } from './yaml-map.ts';

/**
 * PURE: one entry of tags.yml (`null`: all defaults: as Docusaurus, the key capitalized as label,
 * `SQLite` → `Sqlite`, and its kebab case as permalink, `SQLite` → `sq-lite`).
 */
export function createMapTag(key: string, value: unknown, fail: FieldError, tagsPath: string): BlogTag {
  if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) throw fail('', 'expected { label, permalink, description } or nothing');
  const data = (value ?? {}) as Record<string, unknown>;
  const permalink = stringField(data, 'permalink', fail) || tagSegment(key, (why) => fail('', why), 'a `permalink` under its key');
  return {
    label: stringField(data, 'label', fail) || capitalize(key),
    permalink: permalinkUnder(tagsPath, permalink, 'permalink', fail),
    description: stringField(data, 'description', fail) ?? null,
  };
}

export function readTagsMap(file: string, tagsPath: string, siteDir: string): MapFile<BlogTag> {
  return readYamlMap(file, (key, value, fail) => createMapTag(key, value, fail, tagsPath), siteDir);
}

export interface ResolveTagsArgs {
  tags: unknown;
  map: MapFile<BlogTag>;
  fail: FieldError;
  onInline: ReportLevel;
  tagsPath: string;
  file: string;
}

/** PURE (but for its warning): a post's tags, duplicates (same permalink) once. */
export function resolveTags({ tags, map, fail, onInline, tagsPath, file }: ResolveTagsArgs): BlogTag[] {
  if (tags === undefined || tags === null) return [];
  if (!Array.isArray(tags)) throw fail('tags', 'expected a list of tags');
  const out = new Map<string, BlogTag>();
  tags.forEach((entry, index) => {
    const at = `tags.${index}`;
    let tag: BlogTag;
    if (typeof entry === 'string' || typeof entry === 'number') {
      const known = map.entries.get(String(entry));
      if (known) tag = known;
      else {
        if (map.exists) reportInline(onInline, `${file}: front matter \`${at}\`: "${entry}" is not a key of ${map.name}`);
        const label = String(entry);
        tag = { label, permalink: joinPaths(tagsPath, tagSegment(label, (why) => fail(at, why), `write it as { label: ${JSON.stringify(label)}, permalink: /a-name }`)), description: null };
      }
    } else if (typeof entry === 'object' && entry !== null && typeof (entry as { label?: unknown }).label === 'string') {
      const { label, permalink, description } = entry as Record<string, unknown>;
      if (permalink !== undefined && typeof permalink !== 'string') throw fail(`${at}.permalink`, 'expected a string');
      if (map.exists) reportInline(onInline, `${file}: front matter \`${at}\` is an inline tag; the blog has ${map.name}`);
      const segment = (permalink as string | undefined) ?? tagSegment(label as string, (why) => fail(`${at}.label`, why), 'add `permalink: /a-name` to it');
      tag = { label: label as string, permalink: permalinkUnder(tagsPath, segment, `${at}.permalink`, fail), description: typeof description === 'string' ? description : null };
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
