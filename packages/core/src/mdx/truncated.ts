/**
 * PURE: a Markdown module imported with `?truncated=true` (Docusaurus's blog lists import each
 * post so, a Docusaurus blog plugin run through the lifecycle among them): the source up to the
 * first truncate marker, as Docusaurus's blog loader cuts it, with its default marker.
 */

/** Docusaurus's default `truncateMarker`: `<!-- truncate -->` or `{/* truncate *\/}`. */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** Whether a module id's query asks for the truncated source (`truncated` set to anything but empty). */
export function wantsTruncated(query: string): boolean {
  return Boolean(new URLSearchParams(query).get('truncated'));
}

/** The source before the first marker (all of it without one). */
export function truncatedSource(source: string, marker: RegExp = TRUNCATE_MARKER): string {
  return source.split(marker, 1)[0]!;
}
