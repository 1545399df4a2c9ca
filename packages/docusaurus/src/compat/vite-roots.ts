/**
 * Imports by a path from the site's root (`import team from '/data/team.json'`), as Docusaurus's
 * webpack resolves them (its `resolve.roots`): from each static folder first, then the site
 * folder, then the folder the build runs in; the first that has the file wins. A path that is a
 * file of the disk as it is written is left to Vite, as are Vite's own `/@…` ids.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';

/** The folders a root path is looked up in, in order, without repeats. */
export function rootFolders(siteDir: string, staticDirectories: string[], cwd: string): string[] {
  return [...new Set([...staticDirectories.map((dir) => path.resolve(siteDir, dir)), path.resolve(siteDir), path.resolve(cwd)])];
}

export function rootsPlugin(staticDirectories: string[] = ['static']): VitePlugin {
  let roots: string[] = [];
  return {
    name: 'folio:docusaurus-roots',
    enforce: 'pre',
    configResolved(config) {
      roots = rootFolders(config.root, staticDirectories, process.cwd());
    },
    resolveId: {
      filter: { id: /^\/(?!@|\/)/ },
      async handler(id, importer) {
        if (!importer || importer.startsWith('\0') || importer.includes(`${path.sep}node_modules${path.sep}`)) return null;
        if (existsSync(id.split('?')[0]!)) return null;
        for (const root of roots) {
          const resolved = await this.resolve(path.join(root, id), importer, { skipSelf: true });
          if (resolved) return resolved;
        }
        return null;
      },
    },
  };
}
