/**
 * The zod schemas of the config options that add to every page's <head> (`headTags`, `scripts`,
 * `stylesheets`, `themeConfig.metadata`) and of `clientModules`, with the meaning Docusaurus gives
 * them. Names are checked so that a tag can never break out of the head; values are escaped when
 * printed (build/site-head.ts).
 */
import { z } from 'zod';

const ATTRIBUTE_NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;
const TAG_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

/** Elements that have no content and no closing tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** An attribute value: a string, or a boolean (true: the bare attribute, false: left out). */
const attributeValue = z.union([z.string(), z.boolean()], { error: 'expected a string or a boolean' });

/** Attribute maps whose keys are valid HTML attribute names, the bad key named in the error path. */
function attributes() {
  return z.record(z.string(), attributeValue).superRefine((map, ctx) => {
    for (const name of Object.keys(map)) {
      if (!ATTRIBUTE_NAME.test(name)) ctx.addIssue({ code: 'custom', message: `"${name}" is not a valid HTML attribute name`, path: [name] });
    }
  });
}

export const headTagSchema = z
  .strictObject({
    tagName: z.string().regex(TAG_NAME, { error: (issue) => `"${String(issue.input)}" is not a valid HTML tag name` }),
    attributes: attributes().optional(),
    innerHTML: z.string().optional(),
  })
  .refine((tag) => !(tag.innerHTML !== undefined && VOID_ELEMENTS.has(tag.tagName.toLowerCase())), {
    error: (issue) => `<${(issue.input as { tagName: string }).tagName}> has no content: remove innerHTML`,
    path: ['innerHTML'],
  });

/** `'https://x/a.js'` or `{ src, async, defer, ...attributes }`. */
export const scriptSchema = z.union([z.string().min(1), attributes().and(z.looseObject({ src: z.string().min(1) }))], {
  error: 'expected a URL string or an object with a `src` string and attributes',
});

/** `'https://x/a.css'` or `{ href, ...attributes }`. */
export const stylesheetSchema = z.union([z.string().min(1), attributes().and(z.looseObject({ href: z.string().min(1) }))], {
  error: 'expected a URL string or an object with an `href` string and attributes',
});

/** A <meta> tag's attributes: `{ name | property, content, ... }`. */
export const metadataSchema = attributes()
  .and(z.looseObject({ content: z.string() }))
  .refine((meta) => typeof meta.name === 'string' || typeof meta.property === 'string' || typeof meta['http-equiv'] === 'string', {
    error: 'a metadata entry needs a `name` or `property` string',
  });

/** Module paths (relative to the site folder, absolute, or a package's module) imported in the browser before the app renders. */
export const clientModulesSchema = z.array(z.string().min(1));

export type HeadTag = z.output<typeof headTagSchema>;
export type ScriptOption = z.output<typeof scriptSchema>;
export type StylesheetOption = z.output<typeof stylesheetSchema>;
export type MetadataOption = z.output<typeof metadataSchema>;
