/**
 * A Docusaurus plugin's `injectHtmlTags({ content })` as Folio's `htmlTags` hook: `headTags` into
 * the head, `preBodyTags` at the start of the body, `postBodyTags` after them (Folio has one place
 * in the body; the tags keep their order). A tag is an object (`tagName`, `attributes`,
 * `innerHTML`) or a string of one element's HTML, read into the same shape.
 */
import { FolioError, type PluginHtmlTags } from '@folio/core';
import type { PluginInstance } from './instantiate.ts';

type HeadTag = NonNullable<PluginHtmlTags['headTags']>[number];

const ELEMENT = /^\s*<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(?:\/>|>([\s\S]*?)<\/\1\s*>|>)\s*$/;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** PURE: one tag as an object; a string of one element's HTML is read into one. */
export function readTag(tag: unknown, where: string): HeadTag {
  if (typeof tag === 'object' && tag !== null && typeof (tag as { tagName?: unknown }).tagName === 'string') {
    const { tagName, attributes, innerHTML } = tag as { tagName: string; attributes?: Record<string, string | boolean>; innerHTML?: string };
    return { tagName, ...(attributes ? { attributes } : {}), ...(innerHTML !== undefined ? { innerHTML } : {}) };
  }
  const match = typeof tag === 'string' ? ELEMENT.exec(tag) : null;
  if (!match) throw new FolioError(`${where}: a tag must be { tagName, attributes, innerHTML } or one element's HTML; got ${JSON.stringify(tag)}`);
  const attributes: Record<string, string | boolean> = {};
  for (const [, name, double, single, bare] of match[2]!.matchAll(ATTRIBUTE)) attributes[name!] = double ?? single ?? bare ?? true;
  return { tagName: match[1]!, ...(Object.keys(attributes).length ? { attributes } : {}), ...(match[3] ? { innerHTML: match[3] } : {}) };
}

const list = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** The plugin's tags, its loaded content handed to it (none before it loaded). */
export function injectedTags(instance: PluginInstance, content: unknown): PluginHtmlTags | undefined {
  const fn = instance.hooks.injectHtmlTags;
  if (typeof fn !== 'function') return undefined;
  const given = (fn.call(instance.hooks, { content }) ?? {}) as Record<string, unknown>;
  const where = `the Docusaurus plugin "${instance.name}" (\`${instance.where}\`), injectHtmlTags()`;
  return {
    headTags: list(given.headTags).map((tag) => readTag(tag, `${where}.headTags`)),
    bodyTags: [...list(given.preBodyTags).map((tag) => readTag(tag, `${where}.preBodyTags`)), ...list(given.postBodyTags).map((tag) => readTag(tag, `${where}.postBodyTags`))],
  };
}
