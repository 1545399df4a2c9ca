import { isValidElement, type ReactNode } from 'react';

/** PURE: the text a React node renders (a heading's, to compare with a page's content title). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * PURE: whether a Docusaurus version's MDX loader wraps a page's `# Title` in `<header>` (its remark
 * contentTitle plugin, from 3.5.0: theme-classic's DocItem then styles `header + *`). Before it, the
 * title is a bare `<h1>`, and what follows it keeps its top margin.
 */
export function wrapsContentTitle(docusaurusVersion: string): boolean {
  const [major = 0, minor = 0] = docusaurusVersion.split(/[.-]/).map((part) => Number.parseInt(part, 10));
  return major > 3 || (major === 3 && minor >= 5);
}
