/**
 * `folio build --merge <dirs>`: the outputs of `folio build --shard i/n` (build-shards.ts) joined
 * into the site a single build makes, byte for byte. Every file but the pages is in every shard
 * (each bundles the whole site), and must be the same in each (a file named by its content's hash
 * by its size, any other byte for byte): shards built from different content, config or Folio are
 * refused, naming a file that differs. Each shard's files are copied (hashed chunks hard-linked);
 * then, with the site's content loaded again, the merge writes what needs every page (static
 * folders, sitemap, host files, each plugin's postBuild: search index, twins, llms.txt), and the
 * build checks every link and anchor across the whole site as after any build.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { guardFs } from '../io/fs-errors.ts';
import { writeChannel, type WriteChannel } from '../io/write-thread.ts';
import type { ResolvedRoute } from '../plugin-api.ts';
import { checkedPages } from './broken-links.ts';
import { readShardFacts, SHARD_FACTS, type ShardFacts, type ShardLocale } from './build-shards.ts';
import { builtLocale, loadContent, releaseContent, type BuiltLocale, type LoadedLocale } from './locales.ts';
import type { BuildOutput } from './output.ts';
import { OUTPUT_MARKER } from './output-dir.ts';
import { runPostBuild } from './post-build.ts';
import type { PrerenderedPage } from './prerender.ts';
import { writeStaticFiles } from './static-files.ts';

/** A shard's output folder, as given (`shown`) and resolved, with its facts. */
export interface Shard {
  dir: string;
  shown: string;
  facts: ShardFacts;
}

/** The shards' facts, checked to be one whole set built alike: each of 1..n once, with the same locales. */
export function readShards(siteDir: string, dirs: string[]): Shard[] {
  const shards = dirs.map((shown) => {
    const dir = path.resolve(siteDir, shown);
    return { dir, shown, facts: readShardFacts(dir, shown) };
  });
  const count = shards[0]!.facts.shard.count;
  const byIndex = new Map<number, Shard>();
  for (const shard of shards) {
    const { index, count: its } = shard.facts.shard;
    if (its !== count) throw new FolioError(`--merge: ${shards[0]!.shown} is a shard of ${count}, ${shard.shown} of ${its}`);
    const twin = byIndex.get(index);
    if (twin) throw new FolioError(`--merge: ${twin.shown} and ${shard.shown} are both shard ${index}/${count}`);
    byIndex.set(index, shard);
    const first = shards[0]!.facts;
    if (JSON.stringify(shard.facts.asked ?? null) !== JSON.stringify(first.asked ?? null) || localeNames(shard.facts) !== localeNames(first)) {
      throw new FolioError(`--merge: ${shards[0]!.shown} and ${shard.shown} were built for different locales (${localeNames(first)}; ${localeNames(shard.facts)})`);
    }
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
  if (missing.length) throw new FolioError(`--merge: ${missing.map((index) => `shard ${index}/${count}`).join(', ')} not given`, { hint: 'give every shard\'s output folder: `folio build --merge build-1 build-2 …`' });
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, shard]) => shard);
}

function localeNames(facts: ShardFacts): string {
  return facts.locales.map((locale) => locale.name).join(', ');
}

/**
 * Every file under `dir`, relative to it, with `/` between folders, sorted. A shard holds only
 * files and folders: anything else (a symbolic link could reach a file outside the site, which the
 * merge would then publish) is refused, naming it.
 */
function listFiles(dir: string, shown: string): string[] {
  const files: string[] = [];
  const walk = (sub: string) => {
    const entries = guardFs('read', path.join(dir, sub), () => readdirSync(path.join(dir, sub), { withFileTypes: true }));
    for (const entry of entries) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) files.push(rel);
      else throw new FolioError(`--merge ${shown}: ${rel} is not a file Folio wrote (a symbolic link or another special file)`, { hint: 'merge the folders `folio build --shard` wrote, as it wrote them' });
    }
  };
  walk('');
  return files.sort();
}

function pageFiles(facts: ShardFacts): Set<string> {
  return new Set(facts.locales.flatMap((locale) => locale.pages.map((page) => (locale.outPath ? `${locale.outPath.split(path.sep).join('/')}/${page.file}` : page.file))));
}

/**
 * PURE: a file of the bundle or of the chunk writer, whose name carries its content's hash
 * (`assets/intro-3fa9c0d1.js`, `fr/assets/entry-client-CRNlXsBo.css`): the same name and size is
 * the same file, which spares reading every chunk of every shard.
 */
export function hashedName(file: string): boolean {
  return /(^|\/)assets\/[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/.test(file);
}

/** Whether two shards' copies of a file are the same: by size for a hashed name, else byte for byte. */
function sameFile(a: string, b: string, hashed: boolean): boolean {
  const size = (file: string) => guardFs('read', file, () => statSync(file).size);
  if (size(a) !== size(b)) return false;
  if (hashed) return true;
  const read = (file: string) => guardFs('read', file, () => readFileSync(file));
  return read(a).equals(read(b));
}

/**
 * Step "check shards": the first shard's files, then each other shard's pages, handed to the
 * write thread to copy into `tmpDir` (hashed chunks hard-linked where the file system allows: they
 * are never rewritten in place), while the caller loads the site's content; the rest of each
 * shard must be the first's. The caller flushes `files` before anything reads the output.
 */
export function copyShards(shards: Shard[], tmpDir: string, files: WriteChannel): void {
  const skip = (file: string) => file === SHARD_FACTS || file === OUTPUT_MARKER;
  const copy = (shard: Shard, file: string) => files.copy(path.join(shard.dir, file), path.join(tmpDir, file), { link: hashedName(file) });
  const [first, ...others] = shards as [Shard, ...Shard[]];
  const firstPages = pageFiles(first.facts);
  const common = listFiles(first.dir, first.shown).filter((file) => !skip(file));
  for (const file of common) copy(first, file);
  const shared = new Set(common.filter((file) => !firstPages.has(file)));
  const rendered = new Map([...firstPages].map((file) => [file, first]));
  for (const shard of others) {
    const pages = pageFiles(shard.facts);
    const rest = listFiles(shard.dir, shard.shown).filter((file) => !skip(file) && !pages.has(file));
    const differs = (file: string) =>
      new FolioError(`--merge: ${first.shown} and ${shard.shown} were built from different inputs: ${file} ${shared.has(file) && rest.includes(file) ? 'differs' : `is in ${shared.has(file) ? first.shown : shard.shown} only`}`, {
        hint: 'build every shard from the same commit, config and Folio',
      });
    const restSet = new Set(rest);
    for (const file of shared) if (!restSet.has(file)) throw differs(file);
    for (const file of rest) {
      if (!shared.has(file)) throw differs(file);
      if (!sameFile(path.join(first.dir, file), path.join(shard.dir, file), hashedName(file))) throw differs(file);
    }
    for (const file of pages) {
      const twin = rendered.get(file);
      if (twin) throw new FolioError(`--merge: ${twin.shown} and ${shard.shown} both rendered ${file}`);
      rendered.set(file, shard);
      copy(shard, file);
    }
  }
}

/**
 * A locale's pages from every shard, in its routes' order, each with the route it renders; a
 * message when a route was rendered by no shard or a shard rendered a route the site has not
 * (shards built from other content than the merge loads).
 */
export function mergedPages(locale: { name: string; routes: ResolvedRoute[] }, shards: Shard[]): PrerenderedPage[] {
  const keyOf = (route: { path: string; catchAll?: boolean | undefined }) => `${route.catchAll ? '404 ' : ''}${route.path}`;
  const byKey = new Map(locale.routes.map((route) => [keyOf(route), route]));
  const found = new Map<string, PrerenderedPage>();
  for (const shard of shards) {
    const facts = shard.facts.locales.find((candidate) => candidate.name === locale.name) as ShardLocale;
    for (const page of facts.pages) {
      const route = byKey.get(keyOf(page));
      if (!route) throw new FolioError(`--merge: ${shard.shown} has a page for ${page.path}${locale.name ? ` (${locale.name})` : ''}, which the site has no route for`, { hint: 'merge the shards with the content they were built from' });
      found.set(keyOf(page), { route, file: page.file, links: { links: page.links, ids: new Set(page.ids), ...(page.noIndex ? { noIndex: page.noIndex } : {}) } });
    }
  }
  const missing = locale.routes.filter((route) => !found.has(keyOf(route))).map((route) => route.path);
  if (missing.length) {
    const list = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
    throw new FolioError(`--merge: no shard has a page for ${list} (${locale.name})`, { hint: 'merge the shards with the content they were built from' });
  }
  return locale.routes.map((route) => found.get(keyOf(route))!);
}

/** A locale of the merge: its content loaded, its site-wide files written, its pages kept for the link check. */
export async function mergeLocale(locale: LoadedLocale, shards: Shard[], output: BuildOutput, first: boolean): Promise<BuiltLocale> {
  if (first) {
    // The shards are checked and their files copied (by the write thread) while the content loads.
    await output.start([]);
    const files = writeChannel();
    try {
      await locale.step('check shards', () => copyShards(shards, output.tmpDir, files));
      await loadContent(locale, output);
    } catch (error) {
      await files.flush(); // nothing still copying when the caller removes the temporary folder
      throw error;
    }
    await locale.step('copy shards', () => files.flushOutput('the merged file'));
  } else {
    await loadContent(locale, output);
  }
  const pages = mergedPages({ name: locale.name, routes: locale.site.routes }, shards);
  const inlineScripts = new Set(shards.flatMap((shard) => shard.facts.locales.find((candidate) => candidate.name === locale.name)!.inlineScripts));
  const { tmpDir } = output.forLocale(locale.outPath, locale.name);
  await locale.step('static files', () => writeStaticFiles(locale.ctx, locale.site, tmpDir, { pages, inlineScripts }));
  await runPostBuild(locale.site, locale.ctx, tmpDir, locale.step);
  return builtLocale(checkedPages(pages), () => {}, Promise.resolve(), tmpDir, locale.ctx.config);
}

/** `--merge`: every locale's pages taken from the shards, then its site-wide files written, one locale's content at a time. */
export async function mergeLocales(locales: LoadedLocale[], shards: Shard[], output: BuildOutput): Promise<Map<LoadedLocale, BuiltLocale>> {
  const built = new Map<LoadedLocale, BuiltLocale>();
  for (const [index, locale] of locales.entries()) {
    built.set(locale, await mergeLocale(locale, shards, output, index === 0));
    releaseContent(locale, index < locales.length - 1);
  }
  return built;
}
