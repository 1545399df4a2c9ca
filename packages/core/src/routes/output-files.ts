/**
 * PURE: the files the build writes besides the routes' pages, and the check that no route's page
 * lands on one of them. A page at `src/pages/sitemap.xml.md` would be written to
 * `sitemap.xml/index.html` while the build writes the file `sitemap.xml`; a doc whose slug is
 * `/llms.txt`, or a page at `blog/rss.xml`, likewise. Such a route is refused when the route table
 * is made, before anything is compiled or written, naming the page's source and the writer of the
 * file.
 *
 * Core's own files are listed here (coreOutputFiles); plugins declare theirs with the
 * `outputFiles` hook (feeds, Markdown twins, an index folder). A path ending in `/` is a folder
 * its writer owns whole. Names are compared without regard to case, so that a site that builds on
 * Linux builds the same on a case-insensitive disk.
 */
import { combineErrors } from '../collected-errors.ts';
import { FolioError } from '../errors.ts';
import { routeToFile, type TrailingSlash } from '../client/paths.ts';
import type { ResolvedRoute } from '../plugin-api.ts';

export interface OutputFile {
  /** Relative to the output folder; ends with `/` for a folder. */
  file: string;
  /** Who writes it, for messages: `core (the sitemap)`, `plugin "blog"`. */
  writer: string;
  /** Not written when a static folder has the file (core's llms.txt: the site's own is published). */
  yieldsToStatic?: boolean;
}

/** The files core writes into every output, and those the config asks for. */
export function coreOutputFiles(config: { headers?: unknown; robots?: unknown; redirects?: unknown; sitemap?: { filename: string } | false }): OutputFile[] {
  const core = (file: string, what: string): OutputFile => ({ file, writer: `core (${what})` });
  // The sitemap's file as its options name it; none with `sitemap: false`.
  const sitemap = config.sitemap === undefined ? 'sitemap.xml' : config.sitemap && config.sitemap.filename;
  return [
    core('.folio-build', 'the mark of a Folio output folder'),
    core('404.html', 'the page for unknown paths'),
    ...(sitemap ? [core(sitemap, 'the sitemap')] : []),
    { ...core('llms.txt', "llms.txt, from the plugins' sections"), yieldsToStatic: true },
    core('assets/', 'the bundled scripts, styles and page chunks'),
    ...(config.headers ? [core('_headers', 'headers in the config')] : []),
    ...(config.robots ? [core('robots.txt', 'robots in the config')] : []),
    ...(config.redirects ? [core('_redirects', 'redirects in the config')] : []),
  ];
}

/** PURE: `a//b/` → `a/b`: the spelling outputs and page files are compared in (case folded). */
function key(file: string): string {
  return file
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/')
    .toLowerCase();
}

/** `a/b/c` → `a`, `a/b`. */
function ancestors(file: string): string[] {
  const parts = file.split('/');
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('/'));
}

/**
 * PURE: the routes whose page would be written where the build writes one of `outputs` (the same
 * file, a folder the page needs, or a file inside an output folder), as one FolioError (several
 * combined, each line naming the route's source, its page file and the other file's writer);
 * undefined when none does.
 */
export function outputCollision(
  routes: ResolvedRoute[],
  outputs: OutputFile[],
  options: { baseUrl: string; trailingSlash: TrailingSlash },
): FolioError | undefined {
  /** Each output by key (a folder output is owned whole), and the folders the outputs need. */
  const outputsByKey = new Map<string, OutputFile>();
  const needed = new Map<string, OutputFile>();
  for (const output of outputs) {
    const file = key(output.file);
    if (!file) continue;
    outputsByKey.set(file, output);
    for (const folder of ancestors(file)) if (!needed.has(folder)) needed.set(folder, output);
  }
  const found: FolioError[] = [];
  for (const route of routes) {
    if (route.catchAll) continue;
    const page = routeToFile(route.path, options.baseUrl, options.trailingSlash);
    const file = key(page);
    // The same file, a file where the page needs a folder (or a folder owned whole), or a folder an output needs.
    const onPath = [file, ...ancestors(file)].find((candidate) => outputsByKey.has(candidate));
    const output = onPath === undefined ? needed.get(file) : outputsByKey.get(onPath);
    if (!output) continue;
    const other = output.file.replace(/^\/+/, '');
    const message = `the route "${route.path}" of plugin "${route.plugin}" would be written to ${page}, which collides with ${other}, written by ${output.writer}`;
    found.push(new FolioError(message, { file: route.source, hint: 'give the page another path (its file name, or a slug in its front matter): that name is one of the files the build writes' }));
  }
  return combineErrors(found) as FolioError | undefined;
}

/** A file of a static folder, by its path in the output and as the site names it. */
export interface StaticFile {
  /** Relative to the output folder, `/`-separated. */
  file: string;
  /** For messages: `static/sitemap.xml`. */
  shown: string;
}

/**
 * PURE: the static files the build writes over (a page, or a file of core or a plugin, at the same
 * output path), each with what replaces it. Docusaurus replaces them the same way, without a word;
 * Folio says so, as a file the site holds is not published.
 */
export function staticOverwrites(
  files: StaticFile[],
  routes: ResolvedRoute[],
  outputs: OutputFile[],
  options: { baseUrl: string; trailingSlash: TrailingSlash },
): Array<{ shown: string; by: string }> {
  const writers = new Map<string, string>();
  for (const output of outputs) if (!output.file.endsWith('/') && !output.yieldsToStatic) writers.set(key(output.file), output.writer);
  for (const route of routes) {
    if (route.catchAll) continue;
    writers.set(key(routeToFile(route.path, options.baseUrl, options.trailingSlash)), `the page of the route "${route.path}" (plugin "${route.plugin}")`);
  }
  return files.flatMap((file) => {
    const by = writers.get(key(file.file));
    return by ? [{ shown: file.shown, by }] : [];
  });
}
