/**
 * One router in the dev server. Every import of `react-router-dom` is the theme's copy, by an
 * alias to its folder (config.ts), and the dev server pre-bundles it as `<theme> >
 * react-router-dom` (dev/vite-server.ts). Vite matches a bare import to that pre-bundle only when
 * the importer reaches the same folder by the bare name: the theme's own files, and under pnpm
 * every Folio package's. Any other importer (under npm, a Folio package that got no copy of its
 * own, as the site's root has Docusaurus's react-router-dom 5; the site's files) gets the alias's
 * folder instead, whose ES modules the dev server serves as they are: a second router, whose
 * context is not the one the theme's Router provides ("useLocation() may be used only in the
 * context of a <Router>"), and whose CommonJS dependencies (react-router 7's `cookie`) the
 * browser cannot import by name ("does not provide an export named 'parse'"). Such an import is
 * resolved as the theme's own, so every module gets the one pre-bundled router. The build bundles
 * the router whole and needs none of this.
 */
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `routerDir`: the alias's folder, the theme's react-router-dom (theme-resolve.ts themeRouterDir). */
export function oneRouterPlugin(themeDir: string, routerDir: string): VitePlugin {
  const fromTheme = path.join(themeDir, 'package.json');
  return {
    name: 'folio:one-router',
    apply: 'serve',
    enforce: 'pre',
    resolveId: {
      // What the alias made of a bare import that Vite did not match to the pre-bundle.
      filter: { id: new RegExp(`^${escapeRegExp(routerDir)}$`) },
      handler(_id, importer, options) {
        if (!importer || importer === fromTheme) return null;
        return this.resolve('react-router-dom', fromTheme, { ...options, skipSelf: true });
      },
    },
  };
}
