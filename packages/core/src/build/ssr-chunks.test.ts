import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installSsrChunkLoader, isJsonModule, moduleToFunctionBody } from './ssr-chunks.ts';
import { jsonModule, SSR_LOADER } from '../routes/routes-module.ts';

const run = (code: string) => {
  const body = moduleToFunctionBody(code);
  return body === undefined ? undefined : (new Function(body)() as Record<string, unknown>);
};

describe('moduleToFunctionBody', () => {
  it.each([
    ['a minified page', 'const{jsx:t}=globalThis.x||{};export default function i(){return 1}export const frontMatter={a:1};export const title=`T`;export const toc=[];', ['default', 'frontMatter', 'title', 'toc']],
    ['let, var, class, function', 'export let a=1;export var b=2;export class C{}export function f(){return 3}', ['a', 'b', 'C', 'f']],
    ['an async default function', 'export default async function g(){return 4}', ['default']],
  ])('%s', (_name, code, names) => {
    const exports = run(code)!;
    expect(Object.keys(exports).sort()).toEqual([...names].sort());
  });

  it('runs a props chunk as jsonModule writes it, escapes included', () => {
    const value = { text: 'a `tick`, a \\ and ${not} a substitution', list: [1, 'two'] };
    expect(run(jsonModule(value))).toEqual({ default: value });
  });

  it.each([
    ['a props chunk', jsonModule({ a: 'x' }), true],
    ['escapes of every kind', jsonModule({ text: '\\ ` ${x} $ {' }), true],
    ['a closing backtick escaped', 'export default JSON.parse(`{}\\`);', false],
    ['a substitution', 'export default JSON.parse(`${a}`);', false],
    ['more after it', 'export default JSON.parse(`{}`);f();', false],
  ])('isJsonModule: %s', (_name, code, expected) => {
    expect(isJsonModule(code)).toBe(expected);
  });

  it('isJsonModule reads a props chunk of 20 MB without running out of stack', () => {
    const code = jsonModule(Array.from({ length: 600_000 }, (_, index) => ({ key: `value ${index} \\ \` end` })));
    expect(code.length).toBeGreaterThan(20_000_000);
    expect(isJsonModule(code)).toBe(true);
  });

  it('leaves the word "export" in strings and template literals alone', () => {
    const exports = run('export const text=`export const x = 1; export default 2`;export const other="export function";')!;
    expect(exports.text).toBe('export const x = 1; export default 2');
    expect(exports.other).toBe('export function');
  });

  it('keeps the values and functions working', () => {
    const exports = run('const n=2;export default function r(e){return e*n}export const toc=[{id:`a`}];')!;
    expect((exports.default as (x: number) => number)(21)).toBe(42);
    expect(exports.toc).toEqual([{ id: 'a' }]);
  });

  it.each([
    ['an import', 'import a from "./a.js";export const b=a;'],
    ['an export clause', 'const a=1;export{a as b};'],
    ['an anonymous default expression', 'export default [1, 2];'],
    ['a JSON module followed by more', 'export default JSON.parse(`{}`);const a=1;'],
    ['a JSON module with a substitution', 'export default JSON.parse(`${a}`);'],
    ['no exports', 'const a=1;'],
    ['a syntax error', 'export const = ;'],
  ])('gives up on %s (the chunk is then imported)', (_name, code) => {
    expect(moduleToFunctionBody(code)).toBeUndefined();
  });
});

describe('installSsrChunkLoader', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('answers props from memory, runs page chunks as functions, leaves the rest to import(), and uninstalls', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-ssr-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'page.js'), 'export default function p(){return `page`}export const title=`T`;');
    writeFileSync(path.join(dir, 'other.js'), 'const a=1;export{a};');
    const propsUrl = pathToFileURL(path.join(dir, 'props.js')).href;
    const data = { title: 'from memory' };
    const uninstall = installSsrChunkLoader(new Map([[propsUrl, data]]));
    const loader = (globalThis as Record<string, unknown>)[SSR_LOADER] as (url: string) => Promise<Record<string, unknown>> | undefined;
    expect((await loader(propsUrl))!.default).toBe(data);
    const page = (await loader(pathToFileURL(path.join(dir, 'page.js')).href))!;
    expect((page.default as () => string)()).toBe('page');
    expect(page.title).toBe('T');
    expect(loader(pathToFileURL(path.join(dir, 'other.js')).href)).toBeUndefined();
    expect(loader('https://example.com/x.js')).toBeUndefined();
    uninstall();
    expect((globalThis as Record<string, unknown>)[SSR_LOADER]).toBeUndefined();
  });
});
