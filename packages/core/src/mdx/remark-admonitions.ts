/**
 * Admonitions: `:::note`, `:::tip`, `:::info`, `:::warning`, `:::danger`, `:::caution`, with an
 * optional title (`:::tip[My title]` or the older `:::tip My title`), nesting by colon count and
 * any Markdown inside. Each becomes an `<Admonition type title>` element the theme renders.
 * Text and leaf directives (`a:b` in prose, `::x` lines) are put back as the text they were, as
 * Docusaurus does, so prose such as "10:30" survives.
 */
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { mapLinesOutsideFences } from './source-lines.ts';

/** Docusaurus's keywords: its five types, caution, and the legacy aliases the theme's Admonition maps. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'secondary', 'important', 'success'] as const;
const KNOWN = new Set<string>(ADMONITION_TYPES);

/**
 * PURE: rewrite `:::tip My title` as `:::tip[My title]` outside code fences. Runs on the source
 * before parsing and keeps every line where it was.
 */
export function normalizeAdmonitionTitles(source: string): string {
  return mapLinesOutsideFences(source, (line) =>
    line.replace(/^(\s*:{3,})([a-z]+)[ \t]+([^\s[{].*?)\s*$/, (whole, colons: string, name: string, title: string) =>
      KNOWN.has(name) ? `${colons}${name}[${title}]` : whole,
    ),
  );
}

function labelOf(node: ContainerDirective): { title?: string; children: RootContent[] } {
  const [first, ...rest] = node.children;
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    return { title: toString(first as Paragraph), children: rest as RootContent[] };
  }
  return { children: node.children as RootContent[] };
}

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        const directive = node as TextDirective | LeafDirective;
        const { start, end } = directive.position ?? {};
        const original =
          start?.offset !== undefined && end?.offset !== undefined
            ? String(file.value).slice(start.offset, end.offset)
            : `${node.type === 'leafDirective' ? '::' : ':'}${directive.name}`;
        const replacement: RootContent =
          node.type === 'leafDirective'
            ? { type: 'paragraph', children: [{ type: 'text', value: original }] }
            : { type: 'text', value: original };
        parent.children.splice(index, 1, replacement as never);
        return SKIP;
      }
      if (node.type !== 'containerDirective') return;
      const directive = node as ContainerDirective;
      if (!KNOWN.has(directive.name)) {
        file.fail(
          `unknown admonition type \`${directive.name}\`; use one of ${ADMONITION_TYPES.join(', ')}`,
          directive,
          'folio:admonitions',
        );
      }
      const { title, children } = labelOf(directive);
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'type', value: directive.name },
          ...(title === undefined ? [] : [{ type: 'mdxJsxAttribute' as const, name: 'title', value: title }]),
        ],
        children: children as MdxJsxFlowElement['children'],
        position: directive.position,
      };
      parent.children.splice(index, 1, element as never);
      return index; // visit the new element's children (nested admonitions)
    });
  };
}
