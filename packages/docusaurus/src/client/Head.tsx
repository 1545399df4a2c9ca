/**
 * `@docusaurus/Head`: Docusaurus takes head tags as children (react-helmet's API); Folio's Head
 * takes its fields and the other tags. The fields Folio prints tags for (its og:* beside them) are
 * read from the children: <title>, meta description and keywords, og:image, the canonical link
 * and <html className> (HtmlClassNameProvider's). Every other <meta>, <link>, <base>, <script>,
 * <noscript> and <style> is passed on as it is (react-helmet's precedence: head-tags.ts in the
 * theme), and the other attributes of <html> and <body>; react-helmet's `title`,
 * `htmlAttributes` and `bodyAttributes` props too. Fragments are looked into, as react-helmet does.
 */
import { Children, Fragment, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { Head as FolioHead } from '@folio/theme';

type HeadData = ComponentProps<typeof FolioHead>;
type HeadTag = NonNullable<HeadData['tags']>[number];
type Attributes = Record<string, string | true>;

type TagProps = { children?: ReactNode; dangerouslySetInnerHTML?: { __html?: unknown }; [prop: string]: unknown };

const TAGS = new Set(['base', 'meta', 'link', 'script', 'noscript', 'style']);

/** React's names of attributes whose HTML name is not the lowercase one. */
const HTML_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv', acceptCharset: 'accept-charset' };

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

/**
 * PURE: React props as HTML attributes (`hrefLang` → `hreflang`, `className` → `class`): `true`
 * an attribute without a value (`"true"` for data-* and aria-*), false, null, objects and
 * functions left out, as React renders them.
 */
export function htmlAttributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'dangerouslySetInnerHTML' || prop === 'key' || prop === 'ref') continue;
    if (value === false || value === null || value === undefined || typeof value === 'object' || typeof value === 'function') continue;
    const name = HTML_NAMES[prop] ?? prop.toLowerCase();
    attributes[name] = value === true && !/^(data|aria)-/.test(name) ? true : String(value);
  }
  return attributes;
}

/** A head tag of one child element (its text or dangerouslySetInnerHTML as the content). */
function tagOf(tagName: HeadTag['tagName'], props: TagProps): HeadTag {
  const html = props.dangerouslySetInnerHTML?.__html;
  const content = typeof html === 'string' ? html : textOf(props.children);
  return { tagName, attributes: htmlAttributesOf(props), ...(content ? { content } : {}) };
}

/** What one child gives: a field Folio prints, or else a tag. */
function readChild(data: HeadData, tagName: string, props: TagProps): void {
  const { name, property, content, rel, href } = props as Record<string, unknown>;
  if (tagName === 'title') data.title = textOf(props.children);
  else if (tagName === 'html') {
    const { class: className, ...rest } = htmlAttributesOf(props);
    if (typeof className === 'string' && className) data.htmlClassName = className;
    if (Object.keys(rest).length) data.htmlAttributes = { ...data.htmlAttributes, ...rest };
  } else if (tagName === 'body') {
    const attributes = htmlAttributesOf(props);
    if (Object.keys(attributes).length) data.bodyAttributes = { ...data.bodyAttributes, ...attributes };
  } else if (tagName === 'link' && rel === 'canonical' && typeof href === 'string') data.canonical = href;
  else if (tagName === 'meta' && typeof content === 'string' && name === 'description') data.description = content;
  else if (tagName === 'meta' && typeof content === 'string' && name === 'keywords') data.keywords = content.split(',').map((word) => word.trim()).filter(Boolean);
  else if (tagName === 'meta' && typeof content === 'string' && property === 'og:image') data.image = content;
  else if (TAGS.has(tagName)) (data.tags ??= []).push(tagOf(tagName as HeadTag['tagName'], props));
}

function readChildren(data: HeadData, children: ReactNode): void {
  Children.forEach(children, (child) => {
    if (!isValidElement<TagProps>(child)) return;
    if (child.type === Fragment) readChildren(data, child.props.children);
    else if (typeof child.type === 'string') readChild(data, child.type, child.props);
  });
}

export interface HeadProps {
  children?: ReactNode;
  title?: string;
  htmlAttributes?: Record<string, unknown>;
  bodyAttributes?: Record<string, unknown>;
}

/** PURE: what Docusaurus-style head children (and react-helmet's props) give Folio's Head. */
export function headDataOf(children: ReactNode, props: Omit<HeadProps, 'children'> = {}): HeadData {
  const data: HeadData = {};
  if (typeof props.title === 'string') data.title = props.title;
  if (props.htmlAttributes) readChild(data, 'html', props.htmlAttributes);
  if (props.bodyAttributes) readChild(data, 'body', props.bodyAttributes);
  readChildren(data, children);
  return data;
}

export default function Head({ children, ...props }: HeadProps) {
  return <FolioHead {...headDataOf(children, props)} />;
}
