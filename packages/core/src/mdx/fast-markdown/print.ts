/** PURE: the page's tree printed as the JavaScript module @mdx-js/mdx would print for it. */
import type { Child, Element } from './tree.ts';

/** Print children as a JSX-runtime call's `children` value, merging adjacent text as mdast does. */
function printChildren(children: Child[], used: Set<string>): string | undefined {
  const printed: string[] = [];
  let text = '';
  for (const child of children) {
    if (typeof child === 'string') {
      text += child;
      continue;
    }
    if (text !== '') printed.push(JSON.stringify(text));
    text = '';
    printed.push(printElement(child, used));
  }
  if (text !== '') printed.push(JSON.stringify(text));
  if (printed.length === 0) return undefined;
  return printed.length === 1 ? printed[0] : `[${printed.join(', ')}]`;
}

function printElement(el: Element, used: Set<string>): string {
  const first = el.tag.charCodeAt(0);
  const isComponent = first >= 0x41 && first <= 0x5a; // A-Z
  used.add(el.tag);
  const tag = isComponent ? el.tag : `_components.${el.tag}`;
  const children = printChildren(el.children, used);
  const props = el.props.map(([name, value]) => `${name}: ${value}`);
  if (children !== undefined) props.push(`children: ${children}`);
  const many = children !== undefined && children.startsWith('[');
  return `${many ? '_jsxs' : '_jsx'}(${tag}, {${props.join(', ')}})`;
}

/** The page module, shaped as @mdx-js/mdx prints it (components overridable through props.components). */
export function printModule(children: Child[]): string {
  const used = new Set<string>();
  const body = printChildren(children, used);
  const intrinsic = [...used].filter((tag) => !/^[A-Z]/.test(tag)).sort();
  const components = [...used].filter((tag) => /^[A-Z]/.test(tag)).sort();
  const defaults = intrinsic.map((tag) => `${tag}: ${JSON.stringify(tag)}`);
  const lines = [
    'import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";',
    'function _createMdxContent(props) {',
    `  const _components = {${[...defaults, '...props.components'].join(', ')}}${components.length ? `, {${components.join(', ')}} = _components` : ''};`,
    ...components.map((name) => `  if (!${name}) _missingMdxReference(${JSON.stringify(name)}, true);`),
    `  return ${body === undefined ? '_jsx(_Fragment, {})' : `${body.startsWith('[') ? '_jsxs' : '_jsx'}(_Fragment, {children: ${body}})`};`,
    '}',
    'export default function MDXContent(props = {}) {',
    '  const {wrapper: MDXLayout} = props.components || ({});',
    '  return MDXLayout ? _jsx(MDXLayout, {...props, children: _jsx(_createMdxContent, {...props})}) : _createMdxContent(props);',
    '}',
    'function _missingMdxReference(id, component) {',
    '  throw new Error("Expected " + (component ? "component" : "object") + " `" + id + "` to be defined: you likely forgot to import, pass, or provide it.");',
    '}',
  ];
  return lines.join('\n');
}
