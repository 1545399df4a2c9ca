/**
 * Prerender loads the bundler-free chunks (direct-chunks.ts) without making them modules. Each
 * `import()` of a chunk would stay in Node's module registry for the life of the process, with
 * its source, code and data: at 4000 pages, the page and props modules of every route, about
 * 280 MB of heap that nothing used again (measured with a forced GC after prerender).
 *
 * Here a props chunk is answered with the data the build already holds in memory (it is the same
 * JSON; a render worker, which holds none, reads the chunk and parses its JSON), and a page chunk
 * is read and run as a function: its `export` keywords, found by es-module-lexer, are removed and a
 * `return` of its exports is appended. The result is garbage once its page is rendered. Anything
 * else, or a chunk whose exports are not of the simple forms below, is left to `import()`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initSync, parse } from 'es-module-lexer';
import type { ChunkLoader } from '../contract.ts';
import { SSR_LOADER } from '../routes/routes-module.ts';

initSync();

/** What may stand before an exported declaration's name, longest first. */
const DECLARATIONS = ['export default async function ', 'export default function ', 'export default class ', 'export async function ', 'export function ', 'export class ', 'export const ', 'export let ', 'export var '];

const JSON_MODULE_HEAD = 'export default JSON.parse(`';
const JSON_MODULE_TAIL = '`);';

/**
 * PURE: whether `code` is what jsonModule writes: `export default JSON.parse(` a template literal
 * without substitutions `);`. A scan, not a regular expression: one over a props chunk of 20 MB
 * overflowed the regular expression stack, and took 41 ms a megabyte.
 */
export function isJsonModule(code: string): boolean {
  const end = code.trimEnd();
  if (!end.startsWith(JSON_MODULE_HEAD) || !end.endsWith(JSON_MODULE_TAIL)) return false;
  const last = end.length - JSON_MODULE_TAIL.length;
  let index = JSON_MODULE_HEAD.length;
  for (; index < last; index++) {
    const char = end.charCodeAt(index);
    if (char === 0x5c) index++; // a backslash escapes the next character
    else if (char === 0x60 || (char === 0x24 && end.charCodeAt(index + 1) === 0x7b)) return false; // ` or ${
  }
  // Past the end: the closing backtick was escaped.
  return index === last;
}

/**
 * PURE: the body of a function that runs `code` (an ES module without imports) and returns its
 * exports; undefined when the module has imports or exports of another form.
 */
export function moduleToFunctionBody(code: string): string | undefined {
  // A props chunk (routes-module.ts's jsonModule): its one statement is the default export's value.
  if (isJsonModule(code)) return `"use strict";\nreturn { default: ${code.slice('export default '.length).trimEnd().slice(0, -1)} };`;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(code);
  } catch {
    return undefined;
  }
  const [imports, exports] = parsed;
  if (imports.length > 0 || exports.length === 0) return undefined;
  const cuts: Array<[number, number]> = [];
  const entries: string[] = [];
  for (const entry of exports) {
    if (entry.ln === undefined || entry.ls < 0) return undefined;
    const before = code.slice(Math.max(0, entry.ls - 40), entry.ls);
    const declaration = DECLARATIONS.find((prefix) => before.endsWith(prefix));
    if (!declaration) return undefined;
    const keyword = declaration.startsWith('export default ') ? 'export default ' : 'export ';
    const start = entry.ls - declaration.length;
    cuts.push([start, start + keyword.length]);
    entries.push(`${JSON.stringify(entry.n)}: ${entry.ln}`);
  }
  cuts.sort((a, b) => b[0] - a[0]);
  let body = code;
  for (const [start, end] of cuts) body = body.slice(0, start) + body.slice(end);
  return `"use strict";\n${body}\nreturn {${entries.join(', ')}};`;
}

/**
 * Install the loader for one prerender: `props` maps a props chunk's URL to its data. Returns
 * the function that removes it.
 */
export function installSsrChunkLoader(props: Map<string, unknown>): () => void {
  const loader: ChunkLoader = (url) => {
    if (props.has(url)) return Promise.resolve({ default: props.get(url) });
    if (!url.startsWith('file:') || !url.endsWith('.js')) return undefined;
    const body = moduleToFunctionBody(readFileSync(fileURLToPath(url), 'utf8'));
    if (body === undefined) return undefined;
    return Promise.resolve(new Function(body)());
  };
  globalThis[SSR_LOADER] = loader;
  return () => {
    if (globalThis[SSR_LOADER] === loader) delete globalThis[SSR_LOADER];
  };
}
