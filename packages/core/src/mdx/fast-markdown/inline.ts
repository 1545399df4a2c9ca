/** Inline tokens to elements: text, breaks, code spans, emphasis, links and images (with remark-links' markers). */
import { markDefinitionUrl, markUrl } from '../remark-links.ts';
import type { LinkPosition } from './rules.ts';
import { Unsupported, type Token } from './tokens.ts';
import { element, type Child, type Element } from './tree.ts';

/** Text that MDX or GFM read differently from CommonMark (see ../fast-markdown.ts). */
const RISKY_TEXT = /[<>{}~]|::|\[\^|:\/\/|www\.|@|mailto:|xmpp:/i;

function checkText(text: string): string {
  if (RISKY_TEXT.test(text)) throw new Unsupported('text');
  return text;
}

/**
 * Links and images are marked as remark-links marks them for MDX; `line` is -1 for those written by
 * reference, which it leaves alone (they are not link or image nodes there) unless their definition
 * names a Markdown file: MDX marks that definition with its own line, so such a page goes to MDX.
 */
function linkTarget(url: string, line: number, isImage: boolean): string {
  if (line >= 0) return markUrl(url, line, isImage);
  if (markDefinitionUrl(url, 0) !== url) throw new Unsupported('reference to a Markdown file');
  return url;
}

function positionOf(token: Token): LinkPosition {
  const position = token.meta as LinkPosition | null;
  if (!position) throw new Unsupported('link without position');
  return position;
}

/**
 * A code span's text. markdown-it takes a space off both ends of one made of spaces only
 * (CommonMark does not): from " " it cannot be told whether there were one or three.
 */
function codeSpanText(token: Token): string {
  if (token.content !== '' && token.content.trim() === '') throw new Unsupported('code span of spaces');
  return token.content;
}

/** The line a link or image starts on (1-based), or -1 when it is written by reference. */
function linkLine(token: Token, line: number): number {
  const position = positionOf(token);
  return position.reference ? -1 : line + position.lineOffset;
}

/**
 * A link's or image's title prop. micromark drops the spaces and tabs that start a line of an
 * inline link's title (markdown-it keeps them; a definition's title it reads as micromark does).
 */
function titleProp(token: Token, lineEnding: string): [string, string][] {
  let title = token.attrGet('title');
  if (!title) return [];
  if (!positionOf(token).reference) title = title.replace(/\n[ \t]+/g, '\n');
  if (lineEnding !== '\n' && title.includes('\n')) throw new Unsupported('title over two lines in a page with \\r\\n');
  return [['title', JSON.stringify(title)]];
}

/**
 * An image's alt as mdast has it (the text of its description): a hard break gives nothing, an
 * image its own alt, a code span its text as written (markdown-it turns its line ends into spaces,
 * so one over two lines goes to MDX). A link in a description goes to MDX (see below).
 */
function altText(tokens: Token[], multiline: boolean, lineEnding: string): string {
  let text = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'text_special':
        text += token.content;
        break;
      case 'softbreak':
        text += lineEnding;
        break;
      case 'code_inline':
        if (multiline) throw new Unsupported('code span in a description over two lines');
        text += codeSpanText(token);
        break;
      case 'image':
        text += altText(token.children ?? [], multiline, lineEnding);
        break;
      case 'hardbreak':
      case 'em_open':
      case 'em_close':
      case 'strong_open':
      case 'strong_close':
      case 's_open':
      case 's_close':
        break;
      default:
        // link_open too: markdown-it reads an image's description on its own, so a link in it does
        // not stop a link around the image, where CommonMark (micromark) allows no link in a link.
        throw new Unsupported(token.type);
    }
  }
  return text;
}

/**
 * Inline tokens → children. `line` is the 1-based line the inline content starts on; `lineEnding`
 * the page's (a soft break keeps it in MDX's text).
 */
export function inlineChildren(tokens: Token[], line: number, lineEnding: string): Child[] {
  const root = element('#inline');
  const stack: Element[] = [root];
  const top = () => stack[stack.length - 1]!;
  const open = (el: Element) => {
    top().children.push(el);
    stack.push(el);
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        top().children.push(checkText(token.content));
        break;
      case 'softbreak':
        top().children.push(lineEnding);
        break;
      case 'hardbreak':
        top().children.push(element('br'), '\n');
        break;
      case 'code_inline':
        top().children.push({ tag: 'code', props: [], children: [codeSpanText(token)] });
        break;
      case 'em_open':
        open(element('em'));
        break;
      case 'strong_open':
        open(element('strong'));
        break;
      case 's_open':
        open(element('del'));
        break;
      case 'link_open': {
        const href = linkTarget(token.attrGet('href') ?? '', linkLine(token, line), false);
        open(element('a', [['href', JSON.stringify(href)], ...titleProp(token, lineEnding)]));
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        stack.pop();
        break;
      case 'image': {
        const alt = checkText(altText(token.children ?? [], positionOf(token).multiline, lineEnding));
        const src = linkTarget(token.attrGet('src') ?? '', linkLine(token, line), true);
        top().children.push(element('img', [['src', JSON.stringify(src)], ['alt', JSON.stringify(alt)], ...titleProp(token, lineEnding)]));
        break;
      }
      default:
        throw new Unsupported(token.type);
    }
  }
  if (stack.length !== 1) throw new Unsupported('unbalanced inline tokens');
  if (tokens.some((token) => token.type === 'hardbreak')) trimAfterBreaks(root.children);
  return root.children;
}

/**
 * mdast-util-to-hast takes the spaces and tabs off the start of what follows a hard break: a text,
 * or the first text of an element (`a\` then `[ b](u)` links "b").
 */
function trimAfterBreaks(children: Child[]): void {
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    if (typeof child !== 'object') continue;
    trimAfterBreaks(child.children);
    if (child.tag !== 'br' || children[index + 1] !== '\n') continue;
    const next = children[index + 2];
    if (typeof next === 'string') children[index + 2] = next.replace(/^[ \t]+/, '');
    else if (next && typeof next.children[0] === 'string') next.children[0] = next.children[0].replace(/^[ \t]+/, '');
  }
}
