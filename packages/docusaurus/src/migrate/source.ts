/**
 * PURE: a config value as readable TypeScript source. Plain data is written out; a `Code` value is
 * written as the expression it holds (a plugin call, `themes.github`); anything else (a function, a
 * class instance) is asked of `refer`, which gives an expression reaching it or undefined. What
 * neither can write is listed in `unwritable` by where it is, so the caller stops naming it.
 */

const CODE = Symbol('code');

export interface Code {
  [CODE]: string;
}

export const code = (text: string): Code => ({ [CODE]: text });

export interface SourceContext {
  /** An expression for a value that is not data, or undefined. `at` is its key path in the config. */
  refer(value: object, at: string): string | undefined;
  unwritable: string[];
}

const WIDTH = 100;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function toSource(value: unknown, ctx: SourceContext, at = '', indent = ''): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      ctx.unwritable.push(`${at} (a symbol)`);
      return 'undefined';
  }
  if (isCode(value)) return value[CODE];
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return list(value.map((item, index) => toSource(item, ctx, `${at}[${index}]`, indent + '  ')), '[', ']', indent);
  if (isPlain(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return list(entries.map(([key, item]) => `${propertyKey(key)}: ${toSource(item, ctx, at ? `${at}.${key}` : key, indent + '  ')}`), '{', '}', indent, true);
  }
  const reference = ctx.refer(value, at);
  if (reference !== undefined) return reference;
  ctx.unwritable.push(`${at} (${typeof value === 'function' ? 'a function' : `a ${value.constructor?.name ?? 'non-plain'} object`})`);
  return 'undefined';
}

/** On one line when it fits, else one item a line. */
function list(items: string[], open: string, close: string, indent: string, spaced = false): string {
  if (!items.length) return `${open}${close}`;
  const pad = spaced ? ' ' : '';
  const line = `${open}${pad}${items.join(', ')}${pad}${close}`;
  if (!line.includes('\n') && indent.length + line.length <= WIDTH) return line;
  return `${open}\n${items.map((item) => `${indent}  ${item},`).join('\n')}\n${indent}${close}`;
}

/**
 * A single-quoted string literal holding exactly `text`: JSON's escapes (backslashes, control
 * characters, lone surrogates), `'` escaped instead of `"`, and U+2028/U+2029 escaped for tools
 * older than ES2019.
 */
export function quote(text: string): string {
  const json = JSON.stringify(text).slice(1, -1);
  return `'${json.replace(/\\(.)|'|[\u2028\u2029]/g, (whole, escaped: string | undefined) => (escaped === '"' ? '"' : escaped !== undefined ? whole : whole === "'" ? "\\'" : `\\u${whole.charCodeAt(0).toString(16)}`))}'`;
}

/**
 * An object literal's key for the own property `key`. `__proto__` is written computed: as a plain
 * or quoted key it would set the object's prototype instead of a property.
 */
export function propertyKey(key: string): string {
  if (key === '__proto__') return `[${quote(key)}]`;
  return IDENTIFIER.test(key) ? key : quote(key);
}

/** `text` as the body of a `//` comment: line breaks (which would end it and start code) become spaces. */
export function commentText(text: string): string {
  return text.replace(/\r\n|[\r\n\u2028\u2029]/g, ' ');
}

function isCode(value: object): value is Code {
  return CODE in value;
}

export function isPlain(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Every function and non-plain object inside a config, with the expression reaching it from `root`. */
export function referencesIn(value: unknown, root: string): Map<object, string> {
  const found = new Map<object, string>();
  const seen = new Set<object>();
  const walk = (item: unknown, expression: string): void => {
    if (item === null || (typeof item !== 'object' && typeof item !== 'function') || seen.has(item)) return;
    seen.add(item);
    if (typeof item === 'function' || (!Array.isArray(item) && !isPlain(item))) {
      found.set(item, expression);
      return;
    }
    if (Array.isArray(item)) item.forEach((child, index) => walk(child, `${expression}[${index}]`));
    else for (const [key, child] of Object.entries(item)) walk(child, IDENTIFIER.test(key) ? `${expression}.${key}` : `${expression}[${quote(key)}]`);
  };
  walk(value, root);
  return found;
}
