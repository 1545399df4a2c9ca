/**
 * Packages imported by files outside the site folder (docs at `../docs`, as Redux's and Jest's
 * sites keep them) resolve from the site's own node_modules when nothing nearer has them, as
 * Docusaurus's bundler resolves them. Files inside the site resolve as Vite resolves them.
 */
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';

/** A bare package specifier, not a path, URL, virtual module or theme alias. */
const BARE = /^(?![./\\]|[a-zA-Z]:[\\/]|\0|virtual:|@theme\/|@theme-original\/|@site\/)[@\w]/;

export function outsideImportsPlugin(siteDir: string): VitePlugin {
  const inside = siteDir.endsWith(path.sep) ? siteDir : siteDir + path.sep;
  const fromSite = path.join(siteDir, 'package.json');
  return {
    name: 'folio:outside-imports',
    enforce: 'pre',
    resolveId: {
      filter: { id: BARE },
      async handler(id, importer, options) {
        if (!importer || !path.isAbsolute(importer) || importer.startsWith(inside)) return null;
        const near = await this.resolve(id, importer, { ...options, skipSelf: true });
        if (near) return near;
        return this.resolve(id, fromSite, { ...options, skipSelf: true });
      },
    },
  };
}
