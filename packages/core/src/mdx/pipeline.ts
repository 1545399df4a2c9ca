/**
 * The MDX compiler: one visible pipeline (remark-gfm, rehype-slug, page exports, then site and
 * plugin extras), an in-memory and on-disk cache keyed by the source's hash and the compiler's
 * fingerprint, so an unchanged page is never compiled twice and identical sources (versions repeat
 * pages) are compiled once. Output holds nothing specific to where the file lives.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { createProcessor, ProcessorOptions } from '@mdx-js/mdx';
import { normalizeAdmonitionTitles, remarkAdmonitions } from './remark-admonitions.ts';
import { escapeHeadingIds, remarkHeadingIds } from './remark-heading-ids.ts';
import { remarkJsxComponents } from './remark-jsx-components.ts';
import { remarkPartialComponents } from './remark-partial-components.ts';
import { remarkLinks } from './remark-links.ts';
import { remarkMermaid } from './remark-mermaid.ts';
import { remarkMdxCodeBlocks } from './remark-mdx-code-blocks.ts';
import { rehypeCode } from './rehype-code.ts';
import { rehypeCodeBlockElements } from './rehype-code-block-elements.ts';
import { languagesReady, registerLanguages } from './languages.ts';
import { compileFastMarkdown } from './fast-markdown.ts';
import { packageOfFile } from '../io/package-of-file.ts';
import { BackgroundWrites } from '../io/background-writes.ts';
import type { Pluggable, PluggableList } from 'unified';
import { FolioError, isFolioError } from '../errors.ts';
import { pageTitle } from '../client/page-title.ts';
import { readContentTitle } from './content-title.ts';
import { readFrontMatter } from './front-matter.ts';
import { rehypePageExports, type PageExports } from './rehype-page-exports.ts';
import type { SiteConfig } from '../plugin-api.ts';
import type { Plugin } from '../plugin-api.ts';

const require = createRequire(import.meta.url);
const CORE_VERSION: string = require('../../package.json').version;
const MDX_VERSION = packageVersion('@mdx-js/mdx');

/**
 * Folio's own part of the compiler: the source of every file in this folder and its subfolders, so
 * that any change to the pipeline (in development, or a new release) invalidates the cache without
 * a version bump; and the title rule, whose result the compiled module exports.
 */
const PIPELINE_SOURCE_HASH = (() => {
  const hash = createHash('sha256');
  const dir = path.dirname(fileURLToPath(import.meta.url));
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(dir, name);
    if (!file.endsWith('.test.ts') && statSync(file).isFile()) hash.update(readFileSync(file));
  }
  // .ts from src/, .js from dist/.
  hash.update(readFileSync(path.join(dir, `../client/page-title${path.extname(fileURLToPath(import.meta.url))}`)));
  for (const name of ['remark-gfm', 'remark-directive', '@slorber/remark-comment', 'rehype-slug', 'refractor', 'markdown-it', 'github-slugger']) hash.update(packageVersion(name));
  return hash.digest('hex').slice(0, 16);
})();

/** Version of an installed package, found from its entry file. */
function packageVersion(name: string): string {
  return packageOfFile(require.resolve(name), name)?.version ?? '0';
}

export type MdxFormat = 'mdx' | 'md';

export interface MdxPipeline {
  /** The site's and plugins' remark plugins (Folio's own come first; see loadMdx). */
  remarkPlugins: PluggableList;
  /** The site's and plugins' rehype plugins (Folio's own around them; see loadMdx). */
  rehypePlugins: PluggableList;
  /** Changes whenever the compiler, its plugins or their options change. */
  fingerprint: string;
  /**
   * Plain Markdown pages may skip MDX (./mdx/fast-markdown.ts): only when no site or plugin adds
   * remark/rehype plugins, which the fast path could not run. `fastMarkdown: false` (the CLI's
   * FOLIO_FAST_MARKDOWN=0) turns it off.
   */
  fast: boolean;
  toc: { minHeadingLevel?: number; maxHeadingLevel?: number };
  /** Prism grammars registered before the first compile (`prism.additionalLanguages`). */
  languages: string[];
  /** `markdown.mermaid`: ```mermaid fences become `<mermaid value>` elements (./remark-mermaid.ts). */
  mermaid: boolean;
}

/** Assemble the pipeline: Folio's own plugins first, then the site's, then each plugin's. */
export function createMdxPipeline(config: SiteConfig, { fastMarkdown = true }: { fastMarkdown?: boolean } = {}): MdxPipeline {
  const extraRemark = [...(config.markdown.remarkPlugins as PluggableList)];
  const extraRehype = [...(config.markdown.rehypePlugins as PluggableList)];
  for (const plugin of config.plugins as Plugin[]) {
    extraRemark.push(...(plugin.mdx?.remarkPlugins ?? []));
    extraRehype.push(...(plugin.mdx?.rehypePlugins ?? []));
  }
  const toc = config.markdown.toc;
  const fast = extraRemark.length === 0 && extraRehype.length === 0 && fastMarkdown;
  const languages = config.prism.additionalLanguages;
  const mermaid = config.markdown.mermaid === true;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ CORE_VERSION, MDX_VERSION, PIPELINE_SOURCE_HASH, toc, fast, ...(languages.length ? { languages } : {}), ...(mermaid ? { mermaid } : {}) }))
    .update([...extraRemark, ...extraRehype].map(describePluggable).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { remarkPlugins: extraRemark, rehypePlugins: extraRehype, fingerprint, fast, toc: toc ?? {}, languages, mermaid };
}

function describePluggable(pluggable: unknown): string {
  if (Array.isArray(pluggable)) return pluggable.map(describePluggable).join(',');
  if (typeof pluggable === 'function') return pluggable.toString();
  return JSON.stringify(pluggable) ?? String(pluggable);
}

export function formatOf(file: string, configured: SiteConfig['markdown']['format']): MdxFormat {
  if (configured === 'detect') return file.endsWith('.mdx') ? 'mdx' : 'md';
  return configured;
}

export interface CompiledPage {
  /** ES module: default export MDXContent, plus frontMatter, title and toc. */
  code: string;
  frontMatter: Record<string, unknown>;
}

export function compileKey(source: string, format: MdxFormat, fingerprint: string): string {
  return createHash('sha256').update(fingerprint).update('\0').update(format).update('\0').update(source).digest('hex');
}

export interface CompilerStats {
  compiled: number;
  memoryHits: number;
  diskHits: number;
}

/** Compiles pages with a two-level cache. One instance per build or dev server. */
export class MdxCompiler {
  readonly stats: CompilerStats = { compiled: 0, memoryHits: 0, diskHits: 0 };
  private readonly memory = new Map<string, Promise<CompiledPage>>();
  /** When set (a worker pool during builds), fresh compiles run there instead of this thread. */
  remote: ((task: { source: string; file: string; format: MdxFormat; tryFast: boolean }) => Promise<string>) | undefined;
  /** Pages compileIfPlain found to need MDX: not worth a second try of the fast path. */
  private readonly needsMdx = new Set<string>();
  /** The disk cache is written off the main thread. */
  private readonly writes = new BackgroundWrites();
  /**
   * The keys the disk cache holds: its folder listed once, then kept up to date with what this
   * compiler writes. A stat per page cost 0.3 ms while the write thread made files in that folder
   * (614 ms of a cold 2000-page build's main thread).
   */
  private onDisk: Set<string> | undefined;

  constructor(
    private readonly pipeline: MdxPipeline,
    private readonly cacheDir: string | undefined,
  ) {
    if (cacheDir) mkdirSync(cacheDir, { recursive: true });
    // Loaded now, so that compileIfPlain (synchronous) can take pages once they are in; errors surface in compileMdx.
    if (pipeline.languages.length) registerLanguages(pipeline.languages).catch(() => {});
  }

  /** Compile `source` (the text of `file`). `file` is used only for error messages; `key`, its keyOf when the caller has it. */
  async compile(source: string, file: string, format: MdxFormat, key = this.keyOf(source, format)): Promise<CompiledPage> {
    let pending = this.memory.get(key);
    if (pending) {
      // The same source compiled before: its front matter too (no second YAML parse).
      this.stats.memoryHits++;
    } else {
      const { data, content } = readFrontMatter(source, file);
      const code = this.fromDisk(key) ?? this.compileFresh(key, { source, content, frontMatter: data, file, format });
      pending = code.then((text) => ({ code: text, frontMatter: data }));
      this.memory.set(key, pending);
      pending.catch(() => this.memory.delete(key));
    }
    return pending;
  }

  /** Drop one compiled page held in memory (the disk cache keeps it): a page no bundler will ask for. */
  forget(key: string): void {
    this.memory.delete(key);
  }

  /** Drop the compiled pages held in memory (the disk cache stays): a build calls it once bundled. */
  releaseMemory(): void {
    this.memory.clear();
  }

  /**
   * Compile `source` (not compiled yet: see hasKey) now, on this thread, if it is plain
   * Markdown the fast path takes (see ./mdx/fast-markdown.ts); true when it did. A build calls it
   * before deciding whether the remaining pages are worth a worker pool.
   */
  compileIfPlain(source: string, file: string, format: MdxFormat, key = this.keyOf(source, format)): boolean {
    if (format !== 'mdx' || !this.pipeline.fast || !languagesReady(this.pipeline.languages)) return false;
    if (this.needsMdx.has(key)) return false; // an identical source was tried already
    const { data, content } = readFrontMatter(source, file);
    const code = compilePlain(content, data, this.pipeline);
    if (code === undefined) {
      this.needsMdx.add(key);
      return false;
    }
    this.stats.compiled++;
    this.writeToDisk(key, code);
    this.memory.set(key, Promise.resolve({ code, frontMatter: data }));
    return true;
  }

  /** The cache key of `source` compiled as `format` by this pipeline (content-addressed: no path in it). */
  keyOf(source: string, format: MdxFormat): string {
    return compileKey(source, format, this.pipeline.fingerprint);
  }

  /** Takes `code` as the compiled `source` (from a cache shared by machines): in memory and on disk, as if compiled here. */
  adopt(source: string, file: string, format: MdxFormat, code: string, key = this.keyOf(source, format)): void {
    if (this.memory.has(key)) return;
    const { data } = readFrontMatter(source, file);
    this.writeToDisk(key, code);
    this.memory.set(key, Promise.resolve({ code, frontMatter: data }));
  }

  /** True when the source of compile key `key` is compiled already, in memory or on disk. */
  hasKey(key: string): boolean {
    return this.memory.has(key) || this.diskKeys().has(key);
  }

  private diskKeys(): Set<string> {
    if (this.onDisk) return this.onDisk;
    let names: string[] = [];
    try {
      if (this.cacheDir) names = readdirSync(this.cacheDir);
    } catch {
      // no folder (yet): nothing on disk
    }
    this.onDisk = new Set(names.filter((name) => name.endsWith('.js')).map((name) => name.slice(0, -3)));
    return this.onDisk;
  }

  private fromDisk(key: string): Promise<string> | undefined {
    if (!this.cacheDir || !this.diskKeys().has(key)) return undefined;
    try {
      const code = readFileSync(path.join(this.cacheDir, `${key}.js`), 'utf8');
      this.stats.diskHits++;
      return Promise.resolve(code);
    } catch {
      return undefined;
    }
  }

  private async compileFresh(
    key: string,
    job: { source: string; content: string; frontMatter: Record<string, unknown>; file: string; format: MdxFormat },
  ): Promise<string> {
    const { source, content, frontMatter, file, format } = job;
    const tryFast = !this.needsMdx.has(key);
    const code = this.remote
      ? await this.remote({ source, file, format, tryFast })
      : await compileMdx(content, { file, format, frontMatter, pipeline: this.pipeline, tryFast });
    this.stats.compiled++;
    this.writeToDisk(key, code);
    return code;
  }

  private writeToDisk(key: string, code: string): void {
    if (!this.cacheDir) return;
    this.writes.write(path.join(this.cacheDir, `${key}.js`), code);
    this.diskKeys().add(key);
  }

  /** Resolves when every compiled page is in the disk cache. */
  flushWrites(): Promise<void> {
    return this.writes.flush();
  }
}

export interface CompileMdxOptions {
  file: string;
  format: MdxFormat;
  frontMatter: Record<string, unknown>;
  pipeline: MdxPipeline;
  /** Try the fast path for plain Markdown first (default true). */
  tryFast?: boolean;
}

/**
 * @mdx-js/mdx and its remark/rehype plugins, imported the first time a page needs them: a site
 * whose pages all take the fast path, or come from the cache, never loads them (about 0.2 s of
 * start-up, by measurement).
 */
let mdxModules:
  | Promise<{ createProcessor: typeof createProcessor; remarkGfm: Pluggable; remarkDirective: Pluggable; remarkComment: Pluggable; rehypeSlug: Pluggable }>
  | undefined;

function loadMdx() {
  mdxModules ??= Promise.all([import('@mdx-js/mdx'), import('remark-gfm'), import('remark-directive'), import('@slorber/remark-comment'), import('rehype-slug')]).then(
    ([mdx, gfm, directive, comment, slug]) => ({
      createProcessor: mdx.createProcessor,
      remarkGfm: gfm.default,
      remarkDirective: directive.default,
      remarkComment: comment.default,
      rehypeSlug: slug.default,
    }),
  );
  return mdxModules;
}

/**
 * One unified processor per pipeline and format, made once and reused for every page: building
 * one (every plugin's setup, micromark's extensions) is a fixed cost per page otherwise.
 */
const processors = new WeakMap<MdxPipeline, Map<MdxFormat, Promise<ReturnType<typeof createProcessor>>>>();

function processorFor(pipeline: MdxPipeline, format: MdxFormat): Promise<ReturnType<typeof createProcessor>> {
  let byFormat = processors.get(pipeline);
  if (!byFormat) processors.set(pipeline, (byFormat = new Map()));
  let processor = byFormat.get(format);
  if (!processor) {
    processor = loadMdx().then(({ createProcessor, remarkGfm, remarkDirective, remarkComment, rehypeSlug }) => {
      // HTML comments (`<!-- x -->`), which MDX cannot parse, are dropped as Docusaurus drops them
      // (its `markdown.mdx1Compat.comments`, on by default); plain Markdown keeps them as HTML.
      const comments = format === 'mdx' ? [remarkComment] : [];
      // Before the site's plugins, as Docusaurus runs its mermaid plugin before them.
      const mermaid = pipeline.mermaid ? [remarkMermaid] : [];
      const options: ProcessorOptions = {
        format,
        outputFormat: 'program',
        jsxImportSource: 'react',
        development: false,
        remarkPlugins: [remarkGfm, remarkDirective, ...comments, remarkMdxCodeBlocks, remarkAdmonitions, remarkHeadingIds, remarkLinks, remarkJsxComponents, remarkPartialComponents, ...mermaid, ...pipeline.remarkPlugins],
        rehypePlugins: [rehypeSlug, rehypeCode, rehypeCodeBlockElements, ...pipeline.rehypePlugins, [rehypePageExports, pipeline.toc]],
      };
      const created = createProcessor(options);
      created.freeze();
      return created;
    });
    byFormat.set(format, processor);
  }
  return processor;
}

/** Compile MDX (front matter already removed) to an ES module; errors name file:line:column. */
export async function compileMdx(content: string, options: CompileMdxOptions): Promise<string> {
  if (options.pipeline.languages.length) await registerLanguages(options.pipeline.languages);
  const plain = options.format === 'mdx' && options.tryFast !== false ? compilePlain(content, options.frontMatter, options.pipeline) : undefined;
  if (plain !== undefined) return plain;
  let result;
  try {
    const value = escapeHeadingIds(normalizeAdmonitionTitles(content));
    result = await (await processorFor(options.pipeline, options.format)).process({ value, path: options.file, data: { frontMatter: options.frontMatter } });
  } catch (error) {
    throw toMdxError(error, options.file, content);
  }
  const exports = (result.data as { folio?: PageExports }).folio ?? { toc: [] };
  return withExports(String(result.value), exports, content, options.frontMatter);
}

/** The fast path's module (with its exports), or undefined when the page needs MDX or the pipeline rules it out. */
function compilePlain(content: string, frontMatter: Record<string, unknown>, pipeline: MdxPipeline): string | undefined {
  if (!pipeline.fast) return undefined;
  const fast = compileFastMarkdown(content, { ...pipeline.toc, frontMatter, mermaid: pipeline.mermaid });
  return fast && withExports(fast.code, fast.exports, content, frontMatter);
}

/**
 * The module's data exports. The content title is read from the page's text by the one reader the
 * docs plugin uses too (./content-title.ts), not from the compiled tree, so a doc's `title` prop
 * and its module's `title` cannot disagree; the title by the one rule (client/page-title.ts) is
 * what MDXPage shows.
 */
function withExports(code: string, exports: PageExports, content: string, frontMatter: Record<string, unknown>): string {
  const contentTitle = readContentTitle(content);
  const title = pageTitle({ frontMatter, contentTitle });
  return [
    code,
    `export const frontMatter = ${JSON.stringify(frontMatter)};`,
    `export const title = ${JSON.stringify(title)};`,
    `export const contentTitle = ${JSON.stringify(contentTitle ?? '')};`,
    `export const toc = ${JSON.stringify(exports.toc)};`,
    '',
  ].join('\n');
}

interface MdxMessage {
  reason?: string;
  message: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

function toMdxError(error: unknown, file: string, source: string): FolioError {
  if (isFolioError(error)) return error;
  const message = error as MdxMessage;
  const place = message.place && 'start' in message.place ? message.place.start : message.place;
  let reason = message.reason ?? message.message ?? String(error);
  // Some micromark errors carry their position only in the text: "... (3:1-3:6)".
  const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
  if (inText) reason = reason.slice(0, inText.index);
  const line = message.line ?? place?.line ?? (inText ? Number(inText[1]) : undefined);
  const column = message.column ?? place?.column ?? (inText ? Number(inText[2]) : undefined);
  return new FolioError(`MDX syntax error: ${reason}`, { file, line, column, source, cause: error });
}
