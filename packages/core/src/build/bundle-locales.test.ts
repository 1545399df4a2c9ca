import { describe, expect, it } from 'vitest';
import { withTwins } from './bundle-locales.ts';
import type { ClientGraph } from '../vite/plugin.ts';

describe('withTwins', () => {
  it("names each chunk's stylesheets by their twins, the same chunk object under each key", () => {
    const layout = { file: 'assets/Layout.js', imports: [], css: ['assets/Layout-1.css', 'assets/other.css'] };
    const entry = { file: 'assets/locale-ar.js', imports: ['assets/Layout.js'], css: ['assets/entry-2.css'] };
    const graph: ClientGraph = { byModule: new Map([['/t/Layout.tsx', layout], ['/t/Layout.css', layout]]), byFile: new Map([['assets/Layout.js', layout]]), entry, bundleBase: '/' };
    const pairs = new Map([['assets/Layout-1.css', 'assets/Layout-1.rtl.css'], ['assets/entry-2.css', 'assets/entry-2.rtl.css']]);
    const twinned = withTwins(graph, pairs);
    expect(twinned.byModule.get('/t/Layout.tsx')!.css).toEqual(['assets/Layout-1.rtl.css', 'assets/other.css']);
    expect(twinned.byModule.get('/t/Layout.css')).toBe(twinned.byModule.get('/t/Layout.tsx'));
    expect(twinned.byFile.get('assets/Layout.js')).toBe(twinned.byModule.get('/t/Layout.tsx'));
    expect(twinned.entry!.css).toEqual(['assets/entry-2.rtl.css']);
    expect(twinned.bundleBase).toBe('/');
    expect(layout.css).toEqual(['assets/Layout-1.css', 'assets/other.css']);
  });
});
