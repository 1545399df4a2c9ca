/**
 * PURE: parse a code fence's metastring (`title="x" {1,3-5} showLineNumbers`) and the magic
 * comments (`// highlight-next-line`, `# highlight-start` … `# highlight-end`) Docusaurus authors use.
 */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlight: Set<number>;
  /** Start number when line numbers are shown, else undefined. */
  lineNumbersStart?: number;
}

export function parseRange(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) continue;
    const start = Number(match[1]);
    const end = match[2] === undefined ? start : Number(match[2]);
    for (let line = Math.min(start, end); line <= Math.max(start, end); line++) lines.add(line);
  }
  return lines;
}

export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  const result: CodeMeta = { highlight: new Set() };
  if (!meta) return result;
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const withoutTitle = title ? meta.replace(title[0], '') : meta;
  const range = /\{([\d,\s-]+)\}/.exec(withoutTitle);
  if (range) result.highlight = parseRange(range[1]!);
  const numbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(withoutTitle);
  if (numbers) result.lineNumbersStart = numbers[1] === undefined ? 1 : Number(numbers[1]);
  return result;
}

const COMMENT_FORMS = [
  /^\s*\/\/\s*(highlight-next-line|highlight-start|highlight-end)\s*$/,
  /^\s*#\s*(highlight-next-line|highlight-start|highlight-end)\s*$/,
  /^\s*<!--\s*(highlight-next-line|highlight-start|highlight-end)\s*-->\s*$/,
  /^\s*\/\*\s*(highlight-next-line|highlight-start|highlight-end)\s*\*\/\s*$/,
  /^\s*--\s*(highlight-next-line|highlight-start|highlight-end)\s*$/,
];

/** Remove magic-comment lines; return the remaining code and the lines they highlight (1-based). */
export function applyMagicComments(code: string): { code: string; highlight: Set<number> } {
  const highlight = new Set<number>();
  const kept: string[] = [];
  let nextLine = false;
  let block = false;
  for (const line of code.split('\n')) {
    const directive = COMMENT_FORMS.map((form) => form.exec(line)?.[1]).find(Boolean);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') block = true;
    else if (directive === 'highlight-end') block = false;
    else {
      kept.push(line);
      if (nextLine || block) highlight.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlight };
}
