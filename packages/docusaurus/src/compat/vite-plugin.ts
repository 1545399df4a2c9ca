/**
 * The Vite side of Docusaurus compatibility: `@docusaurus/<name>` resolves to Folio's browser
 * modules (modules.ts), `@site/<path>` to the site's folder, and the site's own `.js` files may
 * hold JSX, as Docusaurus (Babel) allows and Vite does not by default. A name imported from
 * `@docusaurus/theme-common` that Folio does not provide stops the build naming it and the file.
 */
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';
import { clientFile, DOCUSAURUS_MODULES, missingThemeCommonImports, THEME_COMMON_EXPORTS } from './modules.ts';

const PREFIX = '@docusaurus/';

/** `~bootstrap/x` → `bootstrap/x` (not `~/x`, a path some projects alias themselves). */
const NODE_MODULES_TILDE = { find: /^~(?=[^/])/, replacement: '' };

export function docusaurusVitePlugin(options: { themeCommon?: 'folio' | 'docusaurus' } = {}): VitePlugin {
  let root = process.cwd();
  const shown = (file: string | undefined) => (file ? path.relative(root, file.split('?')[0]!) : 'a module');
  return {
    name: 'folio:docusaurus-compat',
    enforce: 'pre',
    // Tells the pages plugin's own JSX-in-.js transform (plugin-pages' jsx-in-js.ts) that every
    // `.js` file of the site is compiled here already.
    api: { compilesJsxInJs: true },
    // `@site/` in CSS too (`url(@site/static/img/x.png)`, as Jest's stylesheet writes it): Vite's CSS
    // resolver applies aliases, not plugins' resolveId. `~package/file` is the package's file, as
    // webpack's css-loader and sass-loader read it (`@import '~bootstrap/scss/bootstrap'`).
    config(config) {
      const siteRoot = path.resolve(config.root ?? process.cwd());
      // Docusaurus compiles TypeScript with Babel, which drops an import whose names are only used as
      // types whatever the tsconfig says; Vite's oxc keeps it when the tsconfig sets
      // importsNotUsedAsValues (or verbatimModuleSyntax), and the bundle then fails on a type-only export.
      return { oxc: { typescript: { onlyRemoveTypeImports: false } }, resolve: { alias: [{ find: /^@site\//, replacement: `${siteRoot}/` }, NODE_MODULES_TILDE] } };
    },
    configResolved(config) {
      root = config.root;
    },
    resolveId: {
      filter: { id: /^@docusaurus\// },
      async handler(id, importer) {
        const file = DOCUSAURUS_MODULES[id.slice(PREFIX.length)];
        if (file) return clientFile(file);
        // Another Docusaurus package the site installed is used as it is; theme-common's internals need Docusaurus's runtime.
        const installed = id.startsWith(`${PREFIX}theme-common/`) ? null : await this.resolve(id, importer, { skipSelf: true });
        if (installed) return installed;
        this.error(`${shown(importer)} imports "${id}", which is not a module Folio provides; it provides ${Object.keys(DOCUSAURUS_MODULES).map((name) => PREFIX + name).join(', ')}`);
      },
    },
    transform: {
      filter: { id: { include: /\.(js|jsx|ts|tsx|mdx?)$/, exclude: /node_modules|^\0/ } },
      async handler(code, id) {
        const file = id.split('?')[0]!;
        if (!file.startsWith(root + path.sep)) return undefined;
        // Docusaurus's own theme-common has every name.
        const missing = options.themeCommon === 'docusaurus' ? [] : missingThemeCommonImports(code);
        if (missing.length > 0) {
          this.error(`${shown(file)} imports ${missing.join(', ')} from "@docusaurus/theme-common", which Folio does not provide; it provides ${THEME_COMMON_EXPORTS.join(', ')}`);
        }
        if (!file.endsWith('.js')) return undefined;
        const result = await (await import('vite')).transformWithOxc(code, file, { lang: 'jsx', jsx: { runtime: 'automatic', importSource: 'react' }, tsconfig: false });
        return { code: result.code, map: result.map };
      },
    },
  };
}
