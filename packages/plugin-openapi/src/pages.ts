/**
 * PURE: one version's API model (plus the older versions' models) → the generated docs and the
 * sidebar items the docs plugin merges in. Also "available since": per operation, the oldest
 * version of the unbroken run of versions (from this one back) whose spec has it.
 */
import { createHash } from 'node:crypto';
import type { GeneratedDoc, SidebarItemConfig } from '@folio/plugin-docs';
import { operationToMarkdown, overviewToMarkdown } from './to-markdown.ts';
import { diffApiModels } from './changelog.ts';
import { routeKey, type ApiModel, type ApiOperation } from './operations.ts';
import { changelogToMdx, operationToMdx, overviewToMdx } from './to-mdx.ts';

export interface VersionModel {
  name: string;
  label: string;
  /** Route prefix of the version, e.g. `/`, `/next`, `/v0.26.0`. */
  path: string;
  folder: string;
  /** Undefined when the version has no spec (cut before the API reference existed). */
  model?: ApiModel;
}

export interface ApiDocsArgs {
  /** This version first, then the older ones, newest first. */
  history: VersionModel[];
  /** The file the pages come from (named in errors). */
  source: string;
  label: string;
  overviewLabel: string;
  changelog: boolean;
  /** Dev server: see `fileOf`. */
  dev?: boolean;
}

/** PURE: the version (of `history`, newest first) each operation of `history[0]` is available since. */
export function availableSince(history: VersionModel[]): Map<string, VersionModel> {
  const since = new Map<string, VersionModel>();
  const current = history[0]?.model;
  if (!current) return since;
  const keysOf = history.map((entry) => (entry.model ? new Set(entry.model.operations.map((op) => routeKey(op.method, op.path))) : undefined));
  for (const op of current.operations) {
    const key = routeKey(op.method, op.path);
    let oldest = 0;
    while (oldest + 1 < history.length && keysOf[oldest + 1]?.has(key)) oldest++;
    since.set(key, history[oldest]!);
  }
  return since;
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

export function joinRoute(...parts: string[]): string {
  return `/${parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
}

/** PURE: the docs and sidebar items of `history[0]`. */
export function createApiDocs(args: ApiDocsArgs): { docs: GeneratedDoc[]; sidebar: SidebarItemConfig[] } {
  const [entry, ...older] = args.history;
  const model = entry?.model;
  if (!entry || !model) return { docs: [], sidebar: [] };
  const folder = entry.folder;
  const basePath = joinRoute(entry.path, folder);
  const withSpecs = args.history.filter((version) => version.model);
  const since = withSpecs.length > 1 ? availableSince(args.history) : new Map<string, VersionModel>();
  const previous = older.find((version) => version.model);
  const hasChangelog = args.changelog && previous !== undefined;

  const docs: GeneratedDoc[] = [];
  // In dev, the file name carries a hash of the page: an edited spec then gives the page a new
  // module, which the open page loads (core reuses a generated page's module while its id stays
  // the same). The doc id and permalink come from the front matter, so they do not change.
  const fileOf = (slug: string, mdx: string) => (args.dev ? `${slug}.${contentHash(mdx)}` : slug);
  // `markdown`: the page as plain Markdown, for its `.md` twin (see to-markdown.ts).
  const doc = (slug: string, mdx: string, markdown?: string) =>
    docs.push({ relativePath: `${folder}/${fileOf(slug, mdx)}.mdx`, mdx, source: args.source, ...(markdown ? { markdown } : {}) });
  doc(
    model.slug,
    overviewToMdx(model, { basePath, label: args.overviewLabel, ...(hasChangelog ? { changelogPath: `${basePath}/changelog` } : {}) }),
    overviewToMarkdown(model, basePath, (route) => `${route}.md`),
  );
  for (const op of model.operations) {
    const version = since.get(routeKey(op.method, op.path));
    doc(op.slug, operationToMdx(op, model, { basePath, ...(version ? { since: { label: version.label, unreleased: version.name === 'current' } } : {}) }), operationToMarkdown(op, model));
  }
  if (hasChangelog) {
    const changelog = diffApiModels(previous.model!, model);
    doc('changelog', changelogToMdx(changelog, { basePath, previousBasePath: joinRoute(previous.path, previous.folder), versionLabel: entry.label, previousLabel: previous.label }));
  }

  const item = (op: ApiOperation): SidebarItemConfig => ({
    type: 'doc',
    id: `${folder}/${op.slug}`,
    label: op.title,
    className: `api-method ${op.method}${op.deprecated ? ' api-deprecated' : ''}`,
  });
  const items: SidebarItemConfig[] = [
    { type: 'doc', id: `${folder}/${model.slug}`, label: args.overviewLabel },
    ...model.tags.map((tag): SidebarItemConfig => ({ type: 'category', label: tag.name, items: tag.operations.map(item) })),
    ...model.untagged.map(item),
    ...(hasChangelog ? [{ type: 'doc' as const, id: `${folder}/changelog`, label: 'Changelog' }] : []),
  ];
  return { docs, sidebar: [{ type: 'category', label: args.label, items }] };
}
