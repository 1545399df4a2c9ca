/**
 * PURE: an API operation page read as a reader would search it. Its summary is the method and
 * path before its description ("PATCH /tags/{tagId}"); each parameter and schema field is one
 * readable line, "name (type, required): description. Possible values: …", its nested fields
 * named by their path ("content.url"). The markup is the theme's ApiOperation and ApiSchema.
 */
import type { ChildNode, Element } from 'domhandler';
import { clean, findElement, hasClass, isElement, textOf } from './dom.ts';

/** "PATCH /tags/{tagId}" of an operation page's endpoint box; undefined on other pages. */
export function operationLine(article: Element): string | undefined {
  const operation = findElement(article.children, (element) => hasClass(element, 'api-operation'));
  if (!operation) return undefined;
  const method = findElement(operation.children, (element) => hasClass(element, 'api-method-badge'));
  const path = findElement(operation.children, (element) => hasClass(element, 'api-operation__path'));
  // The badge may abbreviate ("DEL"); its title names the method in full.
  const verb = method ? (method.attribs.title ?? textOf(method)) : '';
  return clean(`${verb} ${path ? textOf(path) : ''}`) || undefined;
}

/** The part of a property's own markup that describes it (not its nested fields). */
function ownParts(property: Element): Element[] {
  const details = property.children.find((child) => hasClass(child, 'api-schema__details'));
  const holder = details && isElement(details) ? details : property;
  const nested = holder.children.find((child) => hasClass(child, 'api-schema__nested'));
  const direct = holder.children.filter((child): child is Element => hasClass(child, 'api-schema__row') || isInfo(child));
  return [...direct, ...(nested && isElement(nested) ? nested.children.filter(isInfo) : [])];
}

function isInfo(node: ChildNode): node is Element {
  return hasClass(node, 'api-schema__description') || hasClass(node, 'api-schema__meta');
}

/** One property as a line of text; `prefix` is the path of the properties it sits in. */
export function propertyLine(property: Element, prefix: string): { name: string; text: string } {
  const parts = ownParts(property);
  const find = (name: string) => findElement(parts, (element) => hasClass(element, name));
  const name = `${prefix}${clean(textOf(find('api-schema__name') ?? property)).split(' ')[0]}`;
  const type = find('api-schema__type');
  const flags = parts.flatMap((part) => collect(part, (element) => hasClass(element, 'api-schema__required') || hasClass(element, 'api-schema__flag')));
  const facts = [type ? textOf(type) : '', ...flags.map(textOf)].map(clean).filter(Boolean).join(', ');
  const info = parts.filter(isInfo).map((part) => (hasClass(part, 'api-schema__meta') ? metaLine(part) : clean(textOf(part))));
  const text = `${name}${facts ? ` (${facts})` : ''}${info.length ? `: ${info.join(' ')}` : ''}`;
  return { name, text };
}

/** "Possible values: "low", "normal"." */
function metaLine(meta: Element): string {
  const label = meta.children.find((child) => hasClass(child, 'api-schema__meta-label'));
  const values = collect(meta, (element) => hasClass(element, 'api-schema__value')).map((value) => clean(textOf(value)));
  return `${label ? clean(textOf(label)) : ''} ${values.join(', ')}.`.trim();
}

function collect(root: Element, test: (element: Element) => boolean): Element[] {
  const out: Element[] = [];
  const visit = (element: Element) => {
    if (test(element)) out.push(element);
    for (const child of element.children) if (child.type === 'tag') visit(child);
  };
  visit(root);
  return out;
}
