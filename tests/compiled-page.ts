/**
 * A compiled page module run and rendered in a test, as tests/fast-markdown.test.ts and
 * tests/fast-markdown-differential.test.ts compare the fast path's with MDX's.
 */
import { createElement, Fragment } from 'react';
import * as runtime from 'react/jsx-runtime';

export interface PageModule {
  default: (props: { components?: Record<string, unknown> }) => unknown;
  title: string;
  contentTitle: string;
  toc: unknown;
}

/** Evaluate a compiled page (its only import is react/jsx-runtime). */
export function evaluate(code: string): PageModule {
  const body = code
    .replace(/^import \{([^}]*)\} from "react\/jsx-runtime";$/m, (_whole, names: string) => `const {${names.replaceAll(' as ', ': ')}} = runtime;`)
    .replace(/^export default function MDXContent/m, 'exports.default = MDXContent; function MDXContent')
    .replace(/^export const (\w+) = /gm, 'exports.$1 = ');
  if (/^import /m.test(body)) throw new Error(`unexpected import in:\n${body.slice(0, 400)}`);
  const exports = {} as PageModule;
  new Function('runtime', 'exports', body)(runtime, exports);
  return exports;
}

const components = {
  Admonition: ({ children, ...props }: { children?: unknown }) => createElement('aside', { 'data-props': JSON.stringify(props) }, children as never),
  Details: ({ children }: { children?: unknown }) => createElement(Fragment, null, children as never),
  pre: (props: Record<string, unknown>) => createElement('pre', { 'data-props': JSON.stringify(props) }),
};

/** The components to render `code` with: those above, and any other it names (`<ApiSchema tree='…' />`) as an element showing its name and props. */
export function componentsFor(code: string): Record<string, unknown> {
  const named = [...code.matchAll(/_missingMdxReference\("(\w+)", true\)/g)].map((match) => match[1]!);
  const shown = (name: string) => ({ children, ...props }: { children?: unknown }) =>
    createElement(`x-${name.toLowerCase()}`, { 'data-props': JSON.stringify(props) }, children as never);
  return { ...Object.fromEntries(named.map((name) => [name, shown(name)])), ...components };
}
