/**
 * `@theme/TOCInline`: the page's table of contents inside its text (`<TOCInline toc={toc} />`,
 * `toc` being the heading list every MDX page exports), nested by level, limited to
 * `minHeadingLevel` (default 2) to `maxHeadingLevel` (default 3), as Docusaurus's component is.
 * Folio's `toc` holds the levels of the page's table of contents (markdown.toc, front matter), so
 * deeper levels need those settings too; its values are the headings' text.
 */
import type { ReactNode } from 'react';

export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

interface TocNode extends TocEntry {
  children: TocNode[];
}

/** PURE: the entries within the levels, each under the nearest entry of a lower level before it. */
export function nestToc(toc: readonly TocEntry[], min = 2, max = 3): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const entry of toc) {
    if (entry.level < min || entry.level > max) continue;
    const node: TocNode = { ...entry, children: [] };
    while (open.length && open.at(-1)!.level >= entry.level) open.pop();
    (open.length ? open.at(-1)!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}

function List({ nodes }: { nodes: TocNode[] }): ReactNode {
  if (nodes.length === 0) return null;
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`}>{node.value}</a>
          <List nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  return (
    <div className={`tableOfContentsInline${className ? ` ${className}` : ''}`}>
      <List nodes={nestToc(toc, minHeadingLevel, maxHeadingLevel)} />
    </div>
  );
}
