/**
 * Tags: `tags.yml` (key → label, permalink, description) and a post's `tags` front matter (keys
 * of the file, inline labels, or inline `{ label, permalink }`). Pure but for reading the file.
 */
import { joinPaths } from '@folio/core';
import type { BlogTag } from './contract.ts';
import { kebabCase } from './paths.ts';
import type { ReportLevel } from './options.ts';
import { permalinkUnder, readYamlMap, reportInline, stringField, type FieldError, type MapFile } from './yaml-map.ts';

/** PURE: one entry of tags.yml (`null`: all defaults: the key as label and permalink). */
export function createMapTag(key: string, value: unknown, fail: FieldError, tagsPath: string): BlogTag {
  if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) throw fail('', 'expected { label, permalink, description } or nothing');
  const data = (value ?? {}) as Record<string, unknown>;
  return {
    label: stringField(data, 'label', fail) ?? key,
    permalink: permalinkUnder(tagsPath, stringField(data, 'permalink', fail) ?? kebabCase(key), 'permalink', fail),
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
        tag = { label: String(entry), permalink: joinPaths(tagsPath, kebabCase(String(entry))), description: null };
      }
    } else if (typeof entry === 'object' && entry !== null && typeof (entry as { label?: unknown }).label === 'string') {
      const { label, permalink, description } = entry as Record<string, unknown>;
      if (permalink !== undefined && typeof permalink !== 'string') throw fail(`${at}.permalink`, 'expected a string');
      if (map.exists) reportInline(onInline, `${file}: front matter \`${at}\` is an inline tag; the blog has ${map.name}`);
      tag = { label: label as string, permalink: permalinkUnder(tagsPath, (permalink as string | undefined) ?? kebabCase(label as string), `${at}.permalink`, fail), description: typeof description === 'string' ? description : null };
    } else {
      throw fail(at, 'expected a tag key, a label, or { label, permalink }');
    }
    if (!out.has(tag.permalink)) out.set(tag.permalink, tag);
  });
  return [...out.values()];
}
