/** The markdown-it block rule for admonitions (`:::note[title]` … `:::`), read as remark-directive reads them. */
import { ADMONITION_TYPES } from '../remark-admonitions.ts';
import { fenceAfter } from './fences.ts';
import { Unsupported, type BlockState } from './tokens.ts';

const KNOWN_ADMONITIONS = new Set<string>(ADMONITION_TYPES);
const ADMONITION_OPEN = /^(:{3,})([a-z]+)(?:\[([^[\]`*_\\&<>{}~!]*)\])?[ \t]*$/;
const ANY_OPEN = /^(:{3,})[a-z]/;
const CLOSE = /^(:{3,})[ \t]*$/;

/** `:::type[title]` … `:::` (nesting by colon count), as the MDX pipeline's remark-directive reads it. */
export function admonitionRule(state: BlockState, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const open = ADMONITION_OPEN.exec(state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]));
  if (!open || !KNOWN_ADMONITIONS.has(open[2]!)) return false;
  if (silent) return true;
  // remark-directive takes an indented fence's indentation off the lines inside; this rule does not.
  if (state.sCount[startLine]! > state.blkIndent) throw new Unsupported('indented admonition');
  const size = open[1]!.length;
  const nested: number[] = [];
  let fence: string | undefined;
  let line = startLine;
  let closed = false;
  while (++line < endLine) {
    const start = state.bMarks[line]! + state.tShift[line]!;
    const end = state.eMarks[line]!;
    if (start < end && state.sCount[line]! < state.blkIndent) break;
    const text = state.src.slice(start, end);
    const before = fence;
    fence = fenceAfter(text, fence);
    if (before !== undefined || fence !== undefined) continue;
    if (state.sCount[line]! - state.blkIndent >= 4) continue;
    const inner = ANY_OPEN.exec(text);
    if (inner) {
      nested.push(inner[1]!.length);
      continue;
    }
    const close = CLOSE.exec(text);
    if (!close) continue;
    if (nested.length > 0) {
      if (close[1]!.length >= nested.at(-1)!) nested.pop();
      continue;
    }
    if (close[1]!.length >= size) {
      closed = true;
      break;
    }
  }
  const parentType = state.parentType;
  const lineMax = state.lineMax;
  state.parentType = 'admonition' as typeof state.parentType;
  state.lineMax = line;
  const opening = state.push('admonition_open', 'div', 1);
  opening.info = open[2]!;
  opening.meta = { title: open[3] };
  opening.map = [startLine, line];
  opening.block = true;
  state.md.block.tokenize(state, startLine + 1, line);
  const closing = state.push('admonition_close', 'div', -1);
  closing.block = true;
  state.parentType = parentType;
  state.lineMax = lineMax;
  state.line = line + (closed ? 1 : 0);
  return true;
}
