/**
 * PURE: rewrite the lines of Markdown source that lie outside fenced code blocks, keeping every
 * line where it was (so positions in errors still match the file). The pre-parse rewrites
 * (admonition titles, heading ids) share it.
 */
export function mapLinesOutsideFences(source: string, rewrite: (line: string) => string): string {
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const opening = /^\s*(`{3,}|~{3,})/.exec(line);
      if (opening) {
        if (!fence) fence = opening[1]!;
        else if (line.trim().startsWith(fence)) fence = undefined;
        return line;
      }
      return fence ? line : rewrite(line);
    })
    .join('\n');
}
