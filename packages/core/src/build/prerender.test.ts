import { describe, expect, it } from 'vitest';
import { routeAssets } from './prerender.ts';
import type { ChunkInfo, ClientGraph } from '../vite/plugin.ts';

function graphOf(chunks: ChunkInfo[], modules: Record<string, string>, entry: string): ClientGraph {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const byModule = new Map(Object.entries(modules).map(([id, file]) => [id, byFile.get(file)!]));
  return { byFile, byModule, entry: byFile.get(entry) };
}

describe('routeAssets', () => {
  const graph = graphOf(
    [
      { file: 'entry.js', imports: ['react.js'], css: [] },
      { file: 'react.js', imports: [], css: [] },
      { file: 'Layout.js', imports: ['react.js'], css: ['Layout.css'] },
      { file: 'DocPage.js', imports: ['Layout.js', 'react.js'], css: ['DocPage.css'] },
      { file: 'page-a.js', imports: ['react.js'], css: [] },
      { file: 'page-b.js', imports: [], css: [] },
    ],
    { '/theme/DocPage.tsx': 'DocPage.js', '/docs/a.md': 'page-a.js', '/docs/b.md': 'page-b.js' },
    'entry.js',
  );

  it('collects the entry, the route modules and their static imports once each', () => {
    expect(routeAssets(['/theme/DocPage.tsx', '/docs/a.md'], graph)).toEqual({
      js: ['entry.js', 'react.js', 'DocPage.js', 'Layout.js', 'page-a.js'],
      css: ['Layout.css', 'DocPage.css'],
    });
  });

  it('does not include other routes’ chunks', () => {
    expect(routeAssets(['/docs/b.md'], graph).js).toEqual(['entry.js', 'react.js', 'page-b.js']);
  });

  it('ignores modules that have no chunk', () => {
    expect(routeAssets(['/nowhere.md'], graph).js).toEqual(['entry.js', 'react.js']);
  });
});
