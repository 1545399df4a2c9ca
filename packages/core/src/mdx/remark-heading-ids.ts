/**
 * Custom heading ids: `## Install {#setup}` gives the heading the id `setup`. MDX would read
 * `{#setup}` as a JavaScript expression, so the source is escaped first (as Docusaurus does) and
 * this plugin then moves the id from the heading's text to its `id` attribute; rehype-slug keeps
 * ids that are already set.
 */
import type { Heading, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { mapLinesOutsideFences } from './source-lines.ts';

const ESCAPED_ID = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/;
const TEXT_ID = /\s*\{#([\w-]+)\}\s*$/;

/** PURE: escape `{#id}` at the end of ATX headings, outside code fences. Keeps every line. */
export function escapeHeadingIds(source: string): string {
  return mapLinesOutsideFences(source, (line) => line.replace(ESCAPED_ID, (_whole, heading: string, id: string) => `${heading} \\{#${id}\\}`));
}

export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading: Heading) => {
      const last = heading.children.at(-1);
      if (last?.type !== 'text') return;
      const match = TEXT_ID.exec((last as Text).value);
      if (!match) return;
      (last as Text).value = (last as Text).value.slice(0, match.index);
      if ((last as Text).value === '') heading.children.pop();
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id: match[1] } };
    });
  };
}
