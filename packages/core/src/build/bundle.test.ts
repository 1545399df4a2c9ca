import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SSR_EXTERNAL, ssrExternals } from './bundle.ts';

const themeDir = path.resolve(import.meta.dirname, '../../../theme');

type Resolve = (id: string) => { id: string; external: string } | undefined;

describe('ssrExternals', () => {
  it.each([
    ['react', true],
    ['react/jsx-runtime', true],
    ['react-dom/server', true],
    ['react-router-dom', true],
    ['reactive', false],
    ['react-icons/fa', false],
    ['preact', false],
  ])('%s is left out of the server bundle: %s', (id, external) => {
    expect(SSR_EXTERNAL.test(id)).toBe(external);
  });

  it('resolves from the theme, to the ES module where a package has one, and records the versions', () => {
    const plugin = ssrExternals(themeDir);
    const resolve = (plugin.resolveId as { handler: Resolve }).handler;
    const react = resolve('react')!;
    expect(react.external).toBe('absolute');
    expect(react.id).toMatch(/\/react\/index\.js$/);
    expect(resolve('react-dom/server')!.id).toMatch(/\/react-dom\/server\.node\.js$/);
    expect(resolve('react-router-dom')!.id).toMatch(/\/react-router-dom\/dist\/index\.mjs$/);
    expect(resolve('react-dom/no-such-entry')).toBeUndefined();

    const dir = mkdtempSync(path.join(tmpdir(), 'folio-ssr-'));
    try {
      (plugin.writeBundle as (options: { dir: string }) => void)({ dir });
      const written = JSON.parse(readFileSync(path.join(dir, 'ssr-externals.json'), 'utf8')) as Record<string, string>;
      const version = JSON.parse(readFileSync(path.join(path.dirname(react.id), 'package.json'), 'utf8')).version;
      expect(written[react.id]).toBe(`react@${version}`);
      expect(Object.keys(written)).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
