/**
 * Docusaurus compiles a site's `.js` files with Babel, so its pages and components hold JSX in
 * `.js` files (the classic template's do); Vite reads `.js` as plain JavaScript. This Vite plugin
 * lets JSX through in the `.js` files under the pages folder and the site's `src/`, unless another
 * plugin does it for every `.js` file of the site (its `api.compilesJsxInJs`).
 */
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';

export function jsxInJs(pagesPath: string, localizedFolders: () => string[] = () => []): VitePlugin {
  let folders: string[] = [];
  let compiles = true;
  return {
    name: 'folio:pages-jsx-in-js',
    configResolved(config) {
      // A plugin that compiles JSX in every `.js` file of the site (the Docusaurus adapter's) says
      // so through its `api`: the files are not compiled twice.
      compiles = !config.plugins.some((plugin) => (plugin.api as { compilesJsxInJs?: boolean } | undefined)?.compilesJsxInJs);
      folders = [path.resolve(config.root, pagesPath), path.join(config.root, 'src')].map((folder) => folder + path.sep);
    },
    transform: {
      filter: { id: { include: /\.js$/, exclude: /node_modules|^\0/ } },
      async handler(code, id) {
        const file = id.split('?')[0]!;
        // The locales' pages folders (known once the content loaded) hold translated pages.
        const inFolder = (folder: string) => file.startsWith(folder);
        if (!compiles || !(folders.some(inFolder) || localizedFolders().some((folder) => inFolder(folder + path.sep)))) return undefined;
        const result = await (await import('vite')).transformWithOxc(code, file, { lang: 'jsx', jsx: { runtime: 'automatic', importSource: 'react' }, tsconfig: false });
        return { code: result.code, map: result.map };
      },
    },
  };
}
