/**
 * Which sass old-sass.ts adapts, and which of its files Vite may import. The builds on sass
 * 1.63.3 and 1.32.13 are test/old-sass*.test.ts.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adaptSiteSass, entryFiles, sassApi, type SassApi } from './old-sass.ts';

describe('sassApi', () => {
  it.each<[string, SassApi]>([
    ['1.108.2', 'compiler'],
    ['1.70.0', 'compiler'],
    ['2.0.0', 'compiler'],
    ['1.69.7', 'modern'],
    ['1.63.3', 'modern'],
    ['1.45.0', 'modern'],
    ['1.44.0', 'legacy'],
    ['1.32.13', 'legacy'],
    ['1.7.0', 'legacy'],
  ])('sass %s: %s', (version, api) => {
    expect(sassApi(version)).toBe(api);
  });
});

describe('entryFiles', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    // sass 1.63.3's manifest.
    ['main and conditional exports', { main: 'sass.node.js', exports: { types: './types/index.d.ts', node: { require: './sass.node.js', default: './sass.node.mjs' }, default: { require: './sass.default.cjs', default: './sass.default.js' } } }, ['sass.node.js', 'sass.node.mjs', 'sass.default.cjs', 'sass.default.js']],
    // sass 1.32.13's.
    ['main only', { main: 'sass.dart.js' }, ['sass.dart.js']],
    ['neither', {}, ['index.js']],
  ])('%s', (_, manifest, files) => {
    expect(entryFiles(manifest)).toEqual(files);
  });
});

describe('adaptSiteSass leaves alone', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'folio-old-sass-unit-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const site = (name: string, packages: Record<string, string>) => {
    const dir = path.join(root, name);
    for (const [pkg, version] of Object.entries(packages)) {
      mkdirSync(path.join(dir, 'node_modules', pkg), { recursive: true });
      // No entry file: loading the package would throw.
      writeFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), JSON.stringify({ name: pkg, version, main: 'missing.js' }));
    }
    return dir;
  };
  /** Whether this process answers Vite's import of the sass at `dir` (the registry the resolve hook's module reads). */
  const adapted = (dir: string) => ((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('folio.docusaurus.old-sass')]?.has(realpathSync(dir)) ?? false);
  it.each<[string, Record<string, string>]>([
    ['a site without sass', {}],
    ['sass 1.70 and later, which Vite drives itself', { sass: '1.70.0' }],
    ['an old sass beside sass-embedded, which Vite takes first', { sass: '1.63.3', 'sass-embedded': '1.63.0' }],
  ])('%s', (name, packages) => {
    const dir = site(name.replace(/\W+/g, '-'), packages);
    adaptSiteSass(dir);
    if (packages.sass) expect(adapted(path.join(dir, 'node_modules/sass'))).toBe(false);
  });
  it('and adapts an old sass alone, without loading it before Vite does', () => {
    const dir = site('old', { sass: '1.63.3' });
    adaptSiteSass(dir);
    expect(adapted(path.join(dir, 'node_modules/sass'))).toBe(true);
  });
});
