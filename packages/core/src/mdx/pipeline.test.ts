import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.ts';
import { compileKey, createMdxPipeline, formatOf, MdxCompiler } from './pipeline.ts';
import type { FolioError } from '../errors.ts';

const config = validateConfig({ title: 'T', url: 'https://t.dev' }, 'site.config.ts');
const pipeline = createMdxPipeline(config);
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-mdx-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Evaluate a compiled page's named exports (the non-component ones) without React. */
function exportsOf(code: string): Record<string, unknown> {
  const lines = code.split('\n').filter((line) => /^export const (frontMatter|title|contentTitle|toc) = /.test(line));
  const body = lines.map((line) => line.replace(/^export const (\w+) = (.*);$/, 'out.$1 = $2;')).join('\n');
  const out: Record<string, unknown> = {};
  new Function('out', body)(out);
  return out;
}

describe('compileKey', () => {
  type KeyArgs = [string, 'md' | 'mdx', string];
  const rows: Array<[string, KeyArgs, KeyArgs, boolean]> = [
    ['same input', ['a', 'mdx', 'f1'], ['a', 'mdx', 'f1'], true],
    ['other source', ['a', 'mdx', 'f1'], ['b', 'mdx', 'f1'], false],
    ['other format', ['a', 'mdx', 'f1'], ['a', 'md', 'f1'], false],
    ['other compiler', ['a', 'mdx', 'f1'], ['a', 'mdx', 'f2'], false],
  ];
  it.each(rows)('%s', (_name, one, two, equal) => {
    expect(compileKey(...one) === compileKey(...two)).toBe(equal);
  });

  it('depends on the site and plugin MDX extensions', () => {
    const withPlugin = validateConfig(
      { title: 'T', url: 'https://t.dev', markdown: { remarkPlugins: [() => () => {}] } },
      'site.config.ts',
    );
    expect(createMdxPipeline(withPlugin).fingerprint).not.toBe(pipeline.fingerprint);
    expect(createMdxPipeline(config).fingerprint).toBe(pipeline.fingerprint);
  });
});

describe('formatOf', () => {
  it.each([
    ['a.md', 'mdx', 'mdx'],
    ['a.md', 'detect', 'md'],
    ['a.mdx', 'detect', 'mdx'],
    ['a.mdx', 'md', 'md'],
  ] as const)('%s with %s → %s', (file, configured, expected) => expect(formatOf(file, configured)).toBe(expected));
});

describe('MdxCompiler', () => {
  it('exports front matter, title, content title and the h2–h3 outline', async () => {
    const compiler = new MdxCompiler(pipeline, undefined);
    const source = '---\ndescription: D\n---\n# Page *one*\n\n## Install it\n\n### Check\n\n#### Deep\n\n## Install it\n';
    const { code, frontMatter } = await compiler.compile(source, 'a.md', 'mdx');
    expect(frontMatter).toEqual({ description: 'D' });
    expect(exportsOf(code)).toEqual({
      frontMatter: { description: 'D' },
      title: 'Page one',
      contentTitle: 'Page one',
      toc: [
        { value: 'Install it', id: 'install-it', level: 2 },
        { value: 'Check', id: 'check', level: 3 },
        { value: 'Install it', id: 'install-it-1', level: 2 },
      ],
    });
    expect(code).toContain('export default function MDXContent');
  });

  it('prefers the front matter title over the first heading', async () => {
    const compiler = new MdxCompiler(pipeline, undefined);
    const { code } = await compiler.compile('---\ntitle: From FM\n---\n# From heading\n', 'a.md', 'mdx');
    expect(exportsOf(code)).toMatchObject({ title: 'From FM', contentTitle: 'From heading' });
  });

  it('compiles identical sources once, and reuses the disk cache in a new compiler', async () => {
    const dir = tempDir();
    const first = new MdxCompiler(pipeline, dir);
    const [a, b] = await Promise.all([
      first.compile('# Same\n', '/v1/a.md', 'mdx'),
      first.compile('# Same\n', '/v2/a.md', 'mdx'),
    ]);
    expect(a.code).toBe(b.code);
    expect(first.stats).toEqual({ compiled: 1, memoryHits: 1, diskHits: 0 });
    await first.flushWrites(); // the disk cache is written in the background
    expect(readdirSync(dir)).toHaveLength(1);
    const second = new MdxCompiler(pipeline, dir);
    const again = await second.compile('# Same\n', '/v3/a.md', 'mdx');
    expect(again.code).toBe(a.code);
    expect(second.stats).toEqual({ compiled: 0, memoryHits: 0, diskHits: 1 });
  });

  it('forgets one page held in memory and takes it from the disk cache afterwards', async () => {
    const dir = tempDir();
    const compiler = new MdxCompiler(pipeline, dir);
    const kept = await compiler.compile('# Kept\n', '/a.md', 'mdx');
    const gone = await compiler.compile('# Gone\n', '/b.md', 'mdx');
    await compiler.flushWrites();
    compiler.forget(compiler.keyOf('# Gone\n', 'mdx'));
    expect((await compiler.compile('# Kept\n', '/a.md', 'mdx')).code).toBe(kept.code);
    expect((await compiler.compile('# Gone\n', '/b.md', 'mdx')).code).toBe(gone.code);
    expect(compiler.stats).toEqual({ compiled: 2, memoryHits: 1, diskHits: 1 });
  });

  it('keeps file paths out of the output, so versions can share it', async () => {
    const compiler = new MdxCompiler(pipeline, undefined);
    const { code } = await compiler.compile('# Hi\n\nText.\n', '/very/unique/path/page.md', 'mdx');
    expect(code).not.toContain('/very/unique/path');
  });

  it.each([
    ['unclosed tag', '---\ntitle: x\n---\n\nText\n\n<div>\n\nmore\n', 7, 1],
    ['unclosed expression', 'Line one\n\nValue {1 +\n', 3, 7],
  ])('reports %s with file, line and column', async (_name, source, line, column) => {
    const compiler = new MdxCompiler(pipeline, undefined);
    const error = (await compiler.compile(source, 'docs/broken.mdx', 'mdx').catch((e) => e)) as FolioError;
    expect(error.name).toBe('FolioError');
    expect(error.message).toMatch(/^MDX syntax error: /);
    expect({ file: error.file, line: error.line }).toEqual({ file: 'docs/broken.mdx', line });
    expect(error.column).toBeGreaterThanOrEqual(column);
    expect(error.frame).toContain(`> ${line} |`);
  });

  it('does not cache a failed compile', async () => {
    const dir = tempDir();
    const compiler = new MdxCompiler(pipeline, dir);
    await expect(compiler.compile('<div>\n', 'x.mdx', 'mdx')).rejects.toThrow();
    expect(readdirSync(dir)).toHaveLength(0);
    await expect(compiler.compile('<div>\n', 'x.mdx', 'mdx')).rejects.toThrow();
  });
});
