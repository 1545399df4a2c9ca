/**
 * Build step between compile and bundle: modules that need no bundling are written as chunks
 * directly, and the bundler only sees the app.
 *
 * A compiled Markdown page that imports nothing but React's JSX runtime (almost every page: MDX
 * components come from the theme through `props.components`) and every route's props module are
 * self-contained once the JSX runtime import is replaced by a read of `globalThis.__folioJsx`,
 * which the routes module sets before it loads any page. Such a module is minified and written
 * under `assets/` with a content hash in its name; the client routes module imports it by URL and
 * the server routes module by file URL, so one file serves the browser and prerender.
 *
 * Why: passing thousands of page modules through rolldown twice (client and SSR) held about
 * 2.4 GB of native memory at 4000 pages and cost 6 s; the pages need none of what the bundler does
 * (no imports to resolve, no CSS, no code splitting between them). Pages that import something
 * else (components, images, `import.meta`) still go through the bundler as before.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import { FolioError } from '../errors.ts';
import { JSX_GLOBAL, jsonModule, VIRTUAL } from '../routes/routes-module.ts';
import type { GeneratedPage } from '../plugin-api.ts';
import { writeChannel, type WriteChannel } from '../io/write-thread.ts';
import { memoKey, type ChunkMemo } from './chunk-memo.ts';

const JSX_RUNTIME = 'react/jsx-runtime';
const ASSETS_DIR = 'assets';

initSync();
const EMIT_CONCURRENCY = 16;

/** One bundler-free chunk: its module id (as the client graph names modules) and output file. */
export interface DirectChunk {
  /** `/abs/page.md`, `\0virtual:folio/page/…` or `\0virtual:folio/props/….js`. */
  moduleId: string;
  /** Path relative to the output folder, e.g. `assets/intro-3fa9c0d1.js`. */
  file: string;
}

export interface DirectChunks {
  /** Page module id (as routes-module names it: a file path or `virtual:folio/page/…`) → chunk. */
  pages: Map<string, DirectChunk>;
  /** Props module id suffix (`<hash>.js`) → chunk. */
  props: Map<string, DirectChunk>;
}

/**
 * PURE: `code` with its JSX runtime import turned into a read of the global, or undefined when the
 * module needs the bundler (any other import or re-export, a dynamic import, `import.meta`, or an
 * import clause this function does not understand).
 */
export function toDirectModule(code: string, parseProgram?: ParseProgram): string | undefined {
  let imports: ReturnType<typeof parse>[0];
  try {
    [imports] = parse(code);
  } catch {
    return undefined;
  }
  // A require() call is the bundler's to turn into an import (a site plugin's Vite plugin may: @folio/docusaurus does).
  if (callsRequire(code, parseProgram)) return undefined;
  if (imports.length === 0) return code;
  if (imports.length > 1) return undefined;
  const only = imports[0]!;
  // d: -1 a static import, -2 import.meta, ≥ 0 a dynamic import.
  if (only.d !== -1 || only.n !== JSX_RUNTIME) return undefined;
  const statement = code.slice(only.ss, only.se);
  const clause = /^import\s*\{([^}]*)\}\s*from\s*["'][^"']+["']\s*;?$/.exec(statement);
  if (!clause) return undefined;
  const bindings: string[] = [];
  for (const specifier of clause[1]!.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(specifier);
    if (!match) return undefined;
    bindings.push(match[2] ? `${match[1]}: ${match[2]}` : match[1]!);
  }
  // The statement's end excludes its semicolon.
  const end = code[only.se] === ';' ? only.se + 1 : only.se;
  return `${code.slice(0, only.ss)}const {${bindings.join(', ')}} = globalThis.${JSX_GLOBAL};${code.slice(end)}`;
}

/** A module's program as rolldown parses it (`parseSync(…).program`). */
export type ParseProgram = (code: string) => unknown;

/** Rolldown's parser and minifier, imported when a page first needs them (not as the CLI starts: a build with every chunk in the memo never does). */
let utils: Promise<typeof import('rolldown/utils')> | undefined;
const rolldownUtils = () => (utils ??= import('rolldown/utils'));

/** PURE: whether the module calls `require(…)`; the text `require(` in a string (a code sample) is no call. Without a parser, the text is enough. */
export function callsRequire(code: string, parseProgram?: ParseProgram): boolean {
  if (!/\brequire\s*\(/.test(code)) return false;
  if (!parseProgram) return true;
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(visit);
    if (!node || typeof node !== 'object') return false;
    const { type, callee } = node as { type?: string; callee?: { type?: string; name?: string } };
    if (type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'require') return true;
    return Object.values(node).some((value) => value !== null && typeof value === 'object' && visit(value));
  };
  try {
    return visit(parseProgram(code));
  } catch {
    return true;
  }
}

/** PURE: a file name for a chunk: a readable stem plus 8 characters of the content's hash. */
export function chunkFileName(stem: string, code: string): string {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x');
  const safe = stem.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48) || 'page';
  return `${ASSETS_DIR}/${safe}-${hash}.js`;
}

/**
 * Minify and name one chunk. Names mangled and white space removed, but no compress pass: a page
 * chunk is mostly JSX calls over string literals, which compress shrinks by 0.6 % (2000 generated
 * pages: 33.60 against 33.41 MB) for about a tenth of the compile step's time.
 */
async function finishChunk(stem: string, code: string, origin: string): Promise<{ file: string; code: string }> {
  const { minify } = await rolldownUtils();
  const result = await minify(`${stem}.js`, code, { module: true, compress: false, mangle: true } as never);
  const errors = (result as { errors?: Array<{ message: string }> }).errors ?? [];
  if (errors.length) throw new FolioError(`cannot minify the compiled page: ${errors[0]!.message}`, { file: origin });
  return { file: chunkFileName(stem, result.code), code: result.code };
}

/**
 * Writes the bundler-free chunks as their code becomes ready, so that pages are minified (on
 * rolldown's threads) and written (on the write thread) while later pages still compile on the
 * main thread. At most EMIT_CONCURRENCY chunks are being minified: each call holds its page's AST.
 */
export class DirectChunkWriter {
  readonly pages = new Map<string, DirectChunk>();
  readonly props = new Map<string, DirectChunk>();
  private readonly seen = new Set<string>();
  private readonly written = new Set<string>();
  private readonly queue: Array<() => Promise<void>> = [];
  private readonly failures: unknown[] = [];
  private readonly files: WriteChannel = writeChannel();
  private running = 0;
  private drained: (() => void) | undefined;

  /** `memo`: what the last build made of each page (chunk-memo.ts). */
  constructor(
    private readonly outDir: string,
    private readonly memo?: ChunkMemo,
  ) {}

  /** A page's final code (links resolved). Pages that need the bundler are left to it; `bundled` is told which it is. */
  page(moduleId: string, page: string | GeneratedPage, code: string, bundled?: (needs: boolean) => void): void {
    if (this.seen.has(moduleId)) return;
    this.seen.add(moduleId);
    const stem = typeof page === 'string' ? path.basename(page) : path.basename(page.id);
    const chunkId = moduleId.startsWith('virtual:') ? `\0${moduleId}` : moduleId;
    const key = this.memo ? memoKey(stem, code) : '';
    const known = this.memo?.get(key);
    if (known !== undefined) {
      if (known) this.pages.set(moduleId, { moduleId: chunkId, file: this.copy(known.file, known.from) });
      bundled?.(!known);
      return;
    }
    const origin = typeof page === 'string' ? page : (page.source ?? page.id);
    this.schedule(async () => {
      // The text `require(` is rare (a code sample): only then is the parser needed.
      const parse = /\brequire\s*\(/.test(code) ? (await rolldownUtils()).parseSync : undefined;
      const direct = toDirectModule(code, parse && ((text) => parse('page.js', text, { sourceType: 'module' }).program));
      bundled?.(direct === undefined);
      if (direct === undefined) {
        this.memo?.set(key, null);
        return;
      }
      const chunk = await finishChunk(stem, direct, origin);
      this.memo?.set(key, { file: chunk.file, size: Buffer.byteLength(chunk.code) });
      this.pages.set(moduleId, { moduleId: chunkId, file: this.write(chunk) });
    });
  }

  /** A route's props module (`<hash>.js` suffix and its data): as small as the minifier would make it already. */
  propsModule(suffix: string, data: unknown): void {
    const code = jsonModule(data);
    const file = this.write({ file: chunkFileName('props', code), code });
    this.props.set(suffix, { moduleId: `\0${VIRTUAL.props}${suffix}`, file });
  }

  /** Wait for every chunk to be written; the first failure, if any, is thrown. */
  async done(): Promise<DirectChunks> {
    if (this.running > 0 || this.queue.length > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    const written = this.files.flushOutput('the chunk');
    if (this.failures.length) {
      await written.catch(() => {}); // the minifier's failure comes first
      throw this.failures[0];
    }
    await written;
    return { pages: this.pages, props: this.props };
  }

  /** Versions repeat pages: identical chunks are one file. */
  private write(chunk: { file: string; code: string }): string {
    if (!this.written.has(chunk.file)) {
      this.written.add(chunk.file);
      this.files.write(path.join(this.outDir, chunk.file), chunk.code);
    }
    return chunk.file;
  }

  /** A chunk an earlier build wrote into `from` (chunk-memo.ts), copied from there. */
  private copy(file: string, from: string): string {
    if (!this.written.has(file)) {
      this.written.add(file);
      this.files.copy(path.join(from, file), path.join(this.outDir, file));
    }
    return file;
  }

  private schedule(job: () => Promise<void>): void {
    this.queue.push(job);
    this.pump();
  }

  private pump(): void {
    while (this.running < EMIT_CONCURRENCY && this.queue.length > 0) {
      const job = this.queue.shift()!;
      this.running++;
      job()
        .catch((error) => this.failures.push(error))
        .finally(() => {
          this.running--;
          this.pump();
          if (this.running === 0 && this.queue.length === 0) this.drained?.();
        });
    }
  }
}
