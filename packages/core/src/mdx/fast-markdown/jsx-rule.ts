/**
 * The markdown-it block rule for JSX elements alone on their lines, the one kind of JSX the fast
 * path takes: `<Name attr… />`, or `<Name attr…>` … `</Name>` around Markdown, each tag on a line
 * of its own from the first column, between blank lines or other such tags. That is how generated
 * pages place their components (the OpenAPI plugin's `<ApiSchema tree='…' />`, `<TabItem>` panels).
 *
 * MDX reads such a line as a flow element whose children are the blocks between its tags, read
 * as a page of their own. Attributes are taken only where their value is certain: a string in
 * quotes (with the few character references `&amp;` `&#39;` `&quot;` `&lt;` `&gt;` `&apos;`), a
 * JSON string, `true`, `false` or an integer in braces, or a bare name (`true`). Anything else on
 * such a line (an expression, a spread, a lowercase tag, a tag beside text) does not match, the
 * line is read as text, and the `<` in it sends the page to MDX.
 */
import { fenceAfter } from './fences.ts';
import { Unsupported, type BlockState } from './tokens.ts';

const NAME = '[A-Z][A-Za-z0-9_]*';
const VALUE = `"[^"\\n]*"|'[^'\\n]*'|\\{(?:"(?:[^"\\\\\\n]|\\\\.)*"|true|false|-?(?:0|[1-9]\\d{0,14}))\\}`;
const ATTRIBUTE = new RegExp(`[ \\t]+([A-Za-z_][\\w-]*)(?:=(${VALUE}))?`, 'gy');
const OPEN = new RegExp(`^<(${NAME})((?:[ \\t]+[A-Za-z_][\\w-]*(?:=(?:${VALUE}))?)*)[ \\t]*(/?)>[ \\t]*$`);
const CLOSE = new RegExp(`^</(${NAME})>[ \\t]*$`);
const KNOWN_REFERENCE = /&(?:amp|#39|quot|lt|gt|apos);/g;
const REFERENCES: Record<string, string> = { '&amp;': '&', '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&apos;': "'" };

/** A JSX tag line: the element's name, its props (name → JavaScript expression) and whether it closes itself. */
export interface JsxTag {
  name: string;
  props: [string, string][];
  selfClosing: boolean;
}

/** PURE: a quoted attribute's value as MDX gives it, or undefined when it holds a reference not listed above. */
function quotedValue(raw: string): string | undefined {
  const text = raw.slice(1, -1);
  if (!text.includes('&')) return text;
  if (/&[#\w]+;/.test(text.replace(KNOWN_REFERENCE, ''))) return undefined;
  return text.replace(KNOWN_REFERENCE, (reference) => REFERENCES[reference]!);
}

/** PURE: a string literal in braces that JSON reads as JavaScript does (not `"\x41"`, nor a raw tab), or undefined. */
function jsonString(literal: string): string | undefined {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return undefined;
  }
}

/** PURE: a prop's name as a key of the props object MDX prints (`data-x` quoted). */
const propKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** PURE: the opening (or self-closing) tag on `line`, or undefined when it is not one this rule takes. */
export function openingTag(line: string): JsxTag | undefined {
  const match = OPEN.exec(line);
  if (!match) return undefined;
  const props: [string, string][] = [];
  ATTRIBUTE.lastIndex = 0;
  const attributes = match[2]!;
  for (let attribute = ATTRIBUTE.exec(attributes); attribute; attribute = ATTRIBUTE.exec(attributes)) {
    const [, name, raw] = attribute;
    // `key` is the JSX runtime's third argument, not a prop.
    if (name === 'key') return undefined;
    let value = 'true';
    if (raw !== undefined && raw.startsWith('{"')) {
      const text = jsonString(raw.slice(1, -1));
      if (text === undefined) return undefined;
      value = JSON.stringify(text);
    } else if (raw !== undefined && raw.startsWith('{')) value = raw.slice(1, -1);
    else if (raw !== undefined) {
      const text = quotedValue(raw);
      if (text === undefined) return undefined;
      value = JSON.stringify(text);
    }
    props.push([propKey(name!), value]);
  }
  return { name: match[1]!, props, selfClosing: match[3] === '/' };
}

/** PURE: the name closed by the tag on `line`, if it is a closing tag alone on its line. */
export const closingName = (line: string): string | undefined => CLOSE.exec(line)?.[1];

/**
 * The block state, with the first line of the element being read (0 at the page's top level).
 * `parentType` is `jsx` inside an element.
 */
type JsxState = BlockState & { folioJsxFrom?: number };

const lineText = (state: BlockState, line: number) => state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
const isBlank = (state: BlockState, line: number) => state.bMarks[line]! + state.tShift[line]! >= state.eMarks[line]!;
/**
 * A line shaped as a tag, its attributes not read (the scans below ask this of many lines, and an
 * API page's attributes are kilobytes of JSON): a line of that shape that openingTag refuses is
 * read as text when the rule reaches it, and sends the page to MDX all the same.
 */
const isTag = (state: BlockState, line: number) => {
  const text = lineText(state, line);
  return text.startsWith('<') && (OPEN.test(text) || CLOSE.test(text));
};
/** The line next to a tag, inside [from, to): blank, another tag, or none. */
const besideTag = (state: BlockState, line: number, from: number, to: number) =>
  line < from || line >= to || isBlank(state, line) || isTag(state, line);

/** The line of the tag closing `name` opened on `startLine`, counting nested elements of that name and skipping fences; -1 if none. */
function closingLine(state: BlockState, name: string, startLine: number, endLine: number): number {
  let depth = 0;
  let fence: string | undefined;
  for (let line = startLine + 1; line < endLine; line++) {
    const text = lineText(state, line);
    const before = fence;
    fence = fenceAfter(text, fence);
    if (before !== undefined || fence !== undefined) continue;
    if (state.sCount[line] !== state.blkIndent || !text.startsWith('<')) continue;
    const opened = OPEN.exec(text);
    if (opened?.[1] === name && opened[3] !== '/') depth++;
    else if (closingName(text) === name && depth-- === 0) return line;
  }
  return -1;
}

/** `<Name …/>`, or `<Name …>` … `</Name>` read as a container (see the header). It does not interrupt a paragraph. */
export function jsxRule(state: JsxState, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.blkIndent !== 0 || state.sCount[startLine] !== 0 || state.src.charCodeAt(state.bMarks[startLine]!) !== 0x3c /* < */) return false;
  const text = lineText(state, startLine);
  const tag = openingTag(text);
  if (!tag) {
    if (closingName(text) !== undefined) throw new Unsupported('a closing tag without its opening');
    return false;
  }
  if (state.parentType !== 'root' && state.parentType !== ('jsx' as typeof state.parentType)) throw new Unsupported('JSX in a container');
  if (silent) return true;
  const first = state.folioJsxFrom ?? 0;
  if (!besideTag(state, startLine - 1, first, endLine)) throw new Unsupported('JSX right after a block');
  const end = tag.selfClosing ? startLine : closingLine(state, tag.name, startLine, endLine);
  if (end < 0) throw new Unsupported(`<${tag.name}> not closed`);
  if (!besideTag(state, end + 1, first, endLine) || (end > startLine && (!besideTag(state, startLine + 1, startLine + 1, end) || !besideTag(state, end - 1, startLine + 1, end)))) {
    throw new Unsupported('JSX right before or after a block');
  }
  const opening = state.push(tag.selfClosing ? 'jsx_element' : 'jsx_open', '', tag.selfClosing ? 0 : 1);
  opening.meta = tag;
  opening.map = [startLine, end + 1];
  opening.block = true;
  if (!tag.selfClosing) {
    const { parentType, lineMax, folioJsxFrom } = state;
    state.parentType = 'jsx' as typeof state.parentType;
    state.lineMax = end;
    state.folioJsxFrom = startLine + 1;
    state.md.block.tokenize(state, startLine + 1, end);
    state.folioJsxFrom = folioJsxFrom;
    state.parentType = parentType;
    state.lineMax = lineMax;
    state.push('jsx_close', '', -1).block = true;
  }
  state.line = end + 1;
  return true;
}
