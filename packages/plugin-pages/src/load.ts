/**
 * The plugin's IO: list the page files of the pages folder (include minus exclude) and read the
 * front matter of its Markdown pages. No file from outside the site: every symbolic link in the
 * folder is checked before the glob follows it, as core's Markdown pages do.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { checkFolderLinks, FolioError, frontMatterKeyLine, readPageFile, siteGuard, siteImageCheck, siteScopeOf, type Context } from '@folio/core';
import { pageKind, pagePermalink, type PageKind } from './permalink.ts';
import type { ResolvedPagesOptions } from './options.ts';

export interface PageFile {
  /** Absolute path. */
  file: string;
  /** Relative to the pages folder, `/`-separated. */
  relativePath: string;
  kind: PageKind;
  routePath: string;
  /** Markdown pages only. */
  frontMatter?: Record<string, unknown>;
}

export function loadPages(ctx: Context, options: ResolvedPagesOptions): PageFile[] {
  const root = path.resolve(ctx.siteDir, options.path);
  const guard = siteGuard(siteScopeOf(ctx, [root]));
  // A missing folder is no error: Docusaurus builds a site whose src/pages is absent.
  if (!existsSync(root)) return [];
  checkFolderLinks(root, guard, { skip: (name) => name === 'node_modules' });
  const files = globSync(options.include, { cwd: root, ignore: [...options.exclude, '**/node_modules/**'] });
  const checkImage = siteImageCheck(ctx);
  return files.sort().flatMap((relativePath): PageFile[] => {
    const kind = pageKind(relativePath);
    if (!kind) return [];
    const file = path.join(root, relativePath);
    guard.assert(file);
    const page: PageFile = { file, relativePath, kind, routePath: pagePermalink(relativePath, options.routeBasePath) };
    if (kind === 'markdown') {
      const { data } = readPageFile(file);
      page.frontMatter = data;
      // Front matter `image` is checked as an image in the text is.
      const problem = typeof data.image === 'string' ? checkImage(data.image, file) : undefined;
      if (problem) {
        const text = readFileSync(file, 'utf8');
        throw new FolioError(`front matter \`image\`: ${problem.reason}`, { file, line: frontMatterKeyLine(text, 'image'), source: text, hint: problem.hint });
      }
    }
    return [page];
  });
}
