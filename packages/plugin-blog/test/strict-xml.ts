/**
 * A small, strict XML 1.0 reader for tests of the feeds: it throws on anything a conforming parser
 * refuses (a bare `<` or `&`, an unknown entity, a character XML cannot hold, mismatched or
 * unclosed tags, a repeated attribute, text outside the root) and returns the tree with entities
 * and CDATA read, so tests compare what a feed reader sees instead of grepping the bytes.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: Array<XmlElement | string>;
}

const NAME = /[A-Za-z_:][\w:.-]*/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NOT_XML_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function decode(text: string, at: number): string {
  if (text.includes('<')) throw new Error(`bare < at ${at}`);
  return text.replace(/&([^;]*);|&/g, (whole, ref: string | undefined) => {
    if (ref === undefined) throw new Error(`bare & at ${at}`);
    if (ref in PREDEFINED) return PREDEFINED[ref]!;
    const code = /^#x[\da-f]+$/i.test(ref) ? parseInt(ref.slice(2), 16) : /^#\d+$/.test(ref) ? Number(ref.slice(1)) : Number.NaN;
    if (Number.isNaN(code)) throw new Error(`unknown entity ${whole} at ${at}`);
    const char = String.fromCodePoint(code);
    if (NOT_XML_CHAR.test(char)) throw new Error(`reference to a character XML cannot hold (${whole})`);
    return char;
  });
}

export function parseXml(xml: string): XmlElement {
  const bad = NOT_XML_CHAR.exec(xml);
  if (bad) throw new Error(`character U+${bad[0].charCodeAt(0).toString(16)} XML cannot hold at ${bad.index}`);
  let i = 0;
  const name = () => {
    NAME.lastIndex = i;
    const match = NAME.exec(xml);
    if (!match) throw new Error(`expected a name at ${i}`);
    i += match[0].length;
    return match[0];
  };
  const space = () => {
    while (/\s/.test(xml[i] ?? '')) i++;
  };
  if (xml.startsWith('<?xml')) i = xml.indexOf('?>') + 2;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (i < xml.length) {
    if (xml.startsWith('<![CDATA[', i)) {
      const end = xml.indexOf(']]>', i);
      if (end < 0 || !stack.length) throw new Error(`bad CDATA at ${i}`);
      stack.at(-1)!.children.push(xml.slice(i + 9, end));
      i = end + 3;
    } else if (xml.startsWith('</', i)) {
      i += 2;
      const closing = name();
      space();
      if (xml[i++] !== '>' || stack.pop()?.name !== closing) throw new Error(`mismatched </${closing}> at ${i}`);
    } else if (xml[i] === '<') {
      i++;
      const element: XmlElement = { name: name(), attributes: {}, children: [] };
      for (space(); xml[i] !== '>' && xml[i] !== '/'; space()) {
        const attribute = name();
        space();
        const quote = xml[i + 1];
        if (xml[i] !== '=' || (quote !== '"' && quote !== "'")) throw new Error(`bad attribute ${attribute} at ${i}`);
        const end = xml.indexOf(quote, i + 2);
        if (end < 0 || attribute in element.attributes) throw new Error(`bad or repeated attribute ${attribute}`);
        element.attributes[attribute] = decode(xml.slice(i + 2, end), i).replace(/[\t\n]/g, ' ');
        i = end + 1;
      }
      if (stack.length) stack.at(-1)!.children.push(element);
      else if (root) throw new Error('a second root element');
      else root = element;
      if (xml[i] === '/') {
        if (xml[++i] !== '>') throw new Error(`bad empty tag at ${i}`);
      } else stack.push(element);
      i++;
    } else {
      const end = xml.indexOf('<', i) < 0 ? xml.length : xml.indexOf('<', i);
      const text = decode(xml.slice(i, end), i);
      if (stack.length) stack.at(-1)!.children.push(text);
      else if (text.trim()) throw new Error(`text outside the root at ${i}`);
      i = end;
    }
  }
  if (!root || stack.length) throw new Error('unclosed elements');
  return root;
}

/** The elements named `name` anywhere under `element`, in document order. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const child of element.children) {
    if (typeof child === 'string') continue;
    if (child.name === name) out.push(child);
    out.push(...findAll(child, name));
  }
  return out;
}

/** The text of an element (its text and CDATA children joined). */
export function textOf(element: XmlElement | undefined): string | undefined {
  return element?.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}
