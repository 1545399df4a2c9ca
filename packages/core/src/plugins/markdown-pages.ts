/**
 * A minimal content plugin: every Markdown file under a folder becomes a route. The versioned docs
 * plugin replaces it for real documentation; this one serves simple sites and tests.
 */
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { FolioError } from '../errors.ts';
import { readPageFile } from '../mdx/front-matter.ts';
import { siteGuard, siteScopeOf } from '../io/site-files.ts';
import { checkFolderLinks } from '../io/static-folders.ts';
import { joinPaths } from '../client/paths.ts';
import type { Plugin, Route } from '../plugin-api.ts';

export interface MarkdownPagesOptions {
  /** Folder of Markdown files, relative to the site. Default `pages`. */
  path?: string;
  /** URL prefix of the pages. Default `/`. */
  routeBasePath?: string;
  /** Plugin name, when a site uses the plugin more than once. */
  name?: string;
}

export interface MarkdownPage {
  file: string;
  relativePath: string;
  routePath: string;
  frontMatter: Record<string, unknown>;
}

/** PURE: `guides/intro.md` → `/guides/intro`, `guides/index.md` → `/guides/`; slug wins. */
export function pageRoutePath(relativePath: string, routeBasePath: string, slug?: unknown): string {
  if (typeof slug === 'string' && slug.startsWith('/')) return joinPaths(routeBasePath, slug);
  const withoutExt = relativePath.replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(withoutExt);
  if (typeof slug === 'string') return joinPaths(routeBasePath, dir === '.' ? '' : dir, slug);
  const name = path.posix.basename(withoutExt);
  if (name === 'index' || name === 'README') return joinPaths(routeBasePath, dir === '.' ? '' : dir, '/');
  return joinPaths(routeBasePath, withoutExt);
}

export function markdownPages(options: MarkdownPagesOptions = {}): Plugin<MarkdownPage[]> {
  const folder = options.path ?? 'pages';
  const routeBasePath = options.routeBasePath ?? '/';
  return {
    name: options.name ?? 'markdown-pages',
    load(ctx) {
      const root = path.resolve(ctx.siteDir, folder);
      // No file from outside the site: every symbolic link in the folder is checked before the
      // glob follows it (site-files.ts).
      const guard = siteGuard(siteScopeOf(ctx, [root]));
      checkFolderLinks(root, guard, { skip: (name) => name === 'node_modules' });
      const files = globSync(['**/*.{md,mdx}'], { cwd: root, ignore: ['**/_*', '**/_*/**', '**/node_modules/**'] });
      if (files.length === 0) {
        throw new FolioError(`no Markdown files found in ${folder}/`, { file: root });
      }
      return files.sort().map((relativePath) => {
        const file = path.join(root, relativePath);
        guard.assert(file);
        const { data } = readPageFile(file);
        return { file, relativePath, routePath: pageRoutePath(relativePath, routeBasePath, data.slug), frontMatter: data };
      });
    },
    routes(pages, ctx) {
      // Drafts show in the dev server only, as in Docusaurus.
      return pages
        .filter((page) => ctx.command === 'dev' || page.frontMatter.draft !== true)
        .map(
          (page): Route => ({
            path: page.routePath,
            component: '@theme/MDXPage',
            page: page.file,
            noIndex: page.frontMatter.unlisted === true,
            source: page.file,
          }),
        );
    },
    watch() {
      return [`${folder}/**/*.{md,mdx}`];
    },
  };
}
