/** `rel` with the tokens a new tab needs, each token once (a caller may pass some of them already). */
export function newTabRel(rel: string | undefined): string {
  return [...new Set([...(rel ?? '').split(/\s+/), 'noopener', 'noreferrer'].filter(Boolean))].join(' ');
}
