/**
 * Docusaurus's official docs, blog and pages plugins, which Folio replaces with its own
 * (map-docs.ts, map-blog.ts, map-pages.ts), as the plugins run through the lifecycle see them:
 * each instance the config gives (the classic preset's `docs`, `blog`, `pages`, or a
 * `@docusaurus/plugin-content-*` entry) with Docusaurus's name, its id, its options as the site's
 * own Docusaurus plugin validates them (as given, with an id, without it), and the content of the
 * Folio plugin that stands for it, in Docusaurus's shape (folio-content.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { readContentTitle, readFirstParagraph, readPageFile } from '@folio/core';
import { isRecord, readEntry } from '../entries.ts';
import { blogContent, docsLoadedContent, pagesContent, type FolioBlogContent, type FolioDocsContent, type FolioPage, type SitePaths } from './folio-content.ts';
import { normalizePluginOptions } from './instantiate.ts';

type Kind = 'docs' | 'blog' | 'pages';

/** One official content plugin instance of the config. */
export interface OfficialInstance {
  kind: Kind;
  /** Docusaurus's name: `docusaurus-plugin-content-docs`. */
  name: string;
  id: string;
  options: Record<string, unknown>;
  /** The Folio plugin that stands for it (`docs`, `docs-<id>`). */
  folioName: string;
}

const KINDS: Kind[] = ['docs', 'blog', 'pages'];
const CLASSIC = '@docusaurus/preset-classic';
const packageOf = (kind: Kind) => `@docusaurus/plugin-content-${kind}`;
const KNOWN = new Set([CLASSIC, ...KINDS.map(packageOf)]);

/** The options as the site's own plugin validates them (its defaults filled in); as given with an id without it. */
function validatedOptions(siteDir: string, kind: Kind, options: Record<string, unknown>): Record<string, unknown> {
  try {
    const plugin = createRequire(path.join(siteDir, 'package.json'))(packageOf(kind)) as { validateOptions?: Function };
    if (typeof plugin.validateOptions === 'function') return plugin.validateOptions({ validate: normalizePluginOptions(siteDir), options }) as Record<string, unknown>;
  } catch {
    // Not installed, or its options refused: Folio's mapping reported what it does not take.
  }
  return { ...options, id: typeof options.id === 'string' ? options.id : 'default' };
}

/** PURE but for reading the site's Docusaurus: the official content plugins of a Docusaurus config, presets' first as Docusaurus orders them. */
export function officialInstances(config: Record<string, unknown>, siteDir: string): OfficialInstance[] {
  const given: Array<{ kind: Kind; options: Record<string, unknown> }> = [];
  for (const value of Array.isArray(config.presets) ? config.presets : []) {
    const entry = readEntry(value, 'preset', KNOWN);
    if (entry?.name !== CLASSIC) continue;
    for (const kind of KINDS) {
      const options = entry.options[kind];
      if (options !== false) given.push({ kind, options: isRecord(options) ? options : {} });
    }
  }
  for (const value of Array.isArray(config.plugins) ? config.plugins : []) {
    const entry = readEntry(value, 'plugin', KNOWN);
    const kind = KINDS.find((candidate) => entry?.name === packageOf(candidate));
    if (kind && entry) given.push({ kind, options: entry.options });
  }
  return given.map(({ kind, options }) => {
    const validated = validatedOptions(siteDir, kind, options);
    const id = String(validated.id ?? 'default');
    return { kind, name: `docusaurus-plugin-content-${kind}`, id, options: validated, folioName: id === 'default' ? kind : `${kind}-${id}` };
  });
}

/** The pages of Folio's pages plugin with what Docusaurus reads of a Markdown page's text: its title and first paragraph. */
function withPageText(pages: FolioPage[]): FolioPage[] {
  return pages.map((page) => {
    if (page.kind !== 'markdown') return page;
    try {
      const { content } = readPageFile(page.file);
      return { ...page, contentTitle: readContentTitle(content), excerpt: readFirstParagraph(content) };
    } catch {
      return page;
    }
  });
}

/** The Folio plugin's content in Docusaurus's shape; undefined when the Folio plugin loaded none. */
export function officialContent(instance: OfficialInstance, content: unknown, site: SitePaths): unknown {
  if (content === undefined || content === null) return undefined;
  if (instance.kind === 'docs') return docsLoadedContent(content as FolioDocsContent, site, instance.id);
  if (instance.kind === 'blog') return blogContent(content as FolioBlogContent, instance.options, site);
  return pagesContent(withPageText(content as FolioPage[]), site);
}

/** The official instances with their content, from the Folio plugins' content by name. */
export function officialPlugins(instances: OfficialInstance[], contentOf: (folioName: string) => unknown, site: SitePaths): Array<{ name: string; id: string; options: Record<string, unknown>; content: unknown }> {
  return instances.map((instance) => ({ name: instance.name, id: instance.id, options: instance.options, content: officialContent(instance, contentOf(instance.folioName), site) }));
}

/** The last load each Folio plugin standing for an official one started (weakly keyed: it goes with the plugin). */
const lastLoads = new WeakMap<object, Promise<unknown>>();

/**
 * The plugin, its loads remembered: allContentLoaded's `allContent` takes the content of the load
 * core started (core starts every plugin's load at once, the official ones first), instead of
 * loading the docs, blog and pages a second time. In dev, a reload's load replaces it.
 */
export function rememberingLoads<P extends { load?: (ctx: never) => unknown }>(plugin: P): P {
  const load = plugin.load;
  if (!load) return plugin;
  const remembering = { ...plugin };
  remembering.load = ((ctx: never) => {
    const started = Promise.resolve(load.call(plugin, ctx));
    lastLoads.set(remembering, started);
    return started;
  }) as P['load'];
  return remembering;
}

/** The content of the plugin's last load, or a load of its own when core started none (a plugin not wrapped by rememberingLoads). */
export function lastLoadOf<C>(plugin: { load?: (ctx: C) => unknown }, ctx: C): Promise<unknown> | undefined {
  return lastLoads.get(plugin) ?? (plugin.load ? Promise.resolve(plugin.load(ctx)) : undefined);
}
