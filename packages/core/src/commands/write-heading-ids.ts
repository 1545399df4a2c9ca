/**
 * `folio write-heading-ids [siteDir] [files...]`: write explicit `{#id}` heading ids into Markdown
 * files (heading-ids.ts says which ids). Without files: every Markdown file a route of the site
 * renders. Files are paths or globs relative to the current folder; a folder stands for the
 * Markdown files in it. Only files whose text changes are written.
 */
import { readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { loadConfig } from '../config/config.ts';
import { FolioError } from '../errors.ts';
import { log } from '../log.ts';
import { createContext, loadSite } from '../load/site.ts';
import { addHeadingIds, type HeadingIdOptions } from './heading-ids.ts';

const MARKDOWN = /\.mdx?$/;

export interface WriteHeadingIdsOptions extends HeadingIdOptions {
  siteDir: string;
  files: string[];
  configFile?: string;
}

/**
 * The command's arguments as Docusaurus reads them (`[siteDir] [files...]`), except that a first
 * argument that is not a folder is a file: `folio write-heading-ids docs/intro.md` works too.
 */
export async function writeHeadingIdsCommand(args: string[], options: HeadingIdOptions & { configFile?: string }): Promise<string[]> {
  const [first, ...rest] = args;
  const firstIsFile = first !== undefined && !statSync(first, { throwIfNoEntry: false })?.isDirectory();
  return writeHeadingIds({ ...options, siteDir: firstIsFile ? '.' : (first ?? '.'), files: firstIsFile ? args : rest });
}

/** Returns the files it changed. */
export async function writeHeadingIds(options: WriteHeadingIdsOptions): Promise<string[]> {
  const files = options.files.length ? await givenFiles(options.files) : await siteFiles(options.siteDir, options.configFile);
  const changed: string[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const updated = addHeadingIds(source, options);
    if (updated === source) continue;
    replaceText(file, updated);
    changed.push(file);
  }
  for (const file of changed) log.info(`heading ids written in ${path.relative(process.cwd(), file)}`);
  log.info(`${changed.length} of ${files.length} Markdown file${files.length === 1 ? '' : 's'} changed`);
  return changed;
}

/**
 * A user's file is never left half written: the new text goes to a temporary file beside it, which
 * then replaces it in one rename (onto the file a symbolic link leads to, so the link stays a link).
 */
function replaceText(file: string, text: string): void {
  const target = realpathSync(file);
  const temporary = `${target}.folio-${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text, { mode: statSync(target).mode });
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

async function givenFiles(patterns: string[]): Promise<string[]> {
  const found = await glob(
    patterns.map((pattern) => pattern.split(path.sep).join('/')),
    { cwd: process.cwd(), absolute: true, expandDirectories: true },
  );
  const files = found.filter((file) => MARKDOWN.test(file)).sort();
  if (!files.length) throw new FolioError(`no Markdown file (.md, .mdx) matches ${patterns.join(' ')}`, { hint: 'files are read relative to the current folder' });
  return files.map((file) => path.resolve(file));
}

/** The site's own Markdown files that routes render (generated pages and packages' files left out). */
async function siteFiles(siteDir: string, configFile: string | undefined): Promise<string[]> {
  const root = path.resolve(siteDir);
  const config = await loadConfig(root, configFile);
  const site = await loadSite(createContext(root, config, 'command'));
  const files = new Set<string>();
  for (const route of site.routes) {
    const page = route.page;
    if (typeof page !== 'string' || !MARKDOWN.test(page) || page.split(path.sep).includes('node_modules')) continue;
    if (page.startsWith(root + path.sep)) files.add(page);
  }
  return [...files].sort();
}
