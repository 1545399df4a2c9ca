/**
 * An SVG file imported by a Docusaurus site's code (`import Logo from './logo.svg'`, or
 * `require('@site/static/img/x.svg').default` as the classic template's home page does) is a React
 * component, as Docusaurus's SVGR loader makes it; its props (className, role, title) reach the
 * <svg>. Only bare imports: Folio's own asset imports ask for `?url` and stay URLs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';

/** PURE: a component name from the file name (`undraw_docusaurus-tree.svg` → `SvgUndrawDocusaurusTree`). */
export function svgComponentName(file: string): string {
  const words = path.basename(file, '.svg').split(/[^a-zA-Z0-9]+/).filter(Boolean);
  return `Svg${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}`;
}

export function svgComponentsPlugin(): VitePlugin {
  return {
    name: 'folio:docusaurus-svg-components',
    enforce: 'pre',
    load: {
      filter: { id: /\.svg$/ },
      async handler(id) {
        if (id.startsWith('\0') || !path.isAbsolute(id)) return undefined;
        const [{ transform }, { default: jsx }] = await Promise.all([import('@svgr/core'), import('@svgr/plugin-jsx')]);
        const svg = await readFile(id, 'utf8');
        const source = await transform(
          svg,
          { plugins: [jsx], jsxRuntime: 'automatic', titleProp: true, runtimeConfig: false, exportType: 'default', namedExport: 'ReactComponent' },
          { filePath: id, componentName: svgComponentName(id) },
        );
        const result = await (await import('vite')).transformWithOxc(source, `${id}.jsx`, { lang: 'jsx', jsx: { runtime: 'automatic', importSource: 'react' }, tsconfig: false });
        return { code: result.code, map: result.map, moduleType: 'js' } as never;
      },
    },
  };
}
