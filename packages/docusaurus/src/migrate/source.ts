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
    return list(entries.map(([key, item]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${toSource(item, ctx, at ? `${at}.${key}` : key, indent + '  ')}`), '{', '}', indent, true);
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

export function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
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
