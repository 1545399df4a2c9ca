/** PURE: fenced code as the fast path's container rules skip it while they look for their closing line. */
const FENCE = /^(`{3,}|~{3,})/;

/**
 * The fence open after a line (its opening run of backticks or tildes), given the one open before
 * it (undefined: none): the line opens a fence, closes the open one (same character, at least as
 * long, nothing after it), or leaves things as they were.
 */
export function fenceAfter(text: string, open: string | undefined): string | undefined {
  const mark = FENCE.exec(text)?.[1];
  if (open === undefined) return mark;
  return mark && mark[0] === open[0] && mark.length >= open.length && text.slice(mark.length).trim() === '' ? undefined : open;
}
