/**
 * `openapi(options)`: the API reference as a doc source of the docs plugin,
 * `docs({ sources: [openapi({ spec: 'openapi/karakeep-openapi-spec.json' })] })`. Wiring only:
 * spec.ts reads, operations.ts/pages.ts/to-mdx.ts make the pages, snapshot.ts keeps a spec per
 * version. The docs plugin stays the owner of versions, sidebars and routes.
 */
import path from 'node:path';
import { cacheDir, FolioError } from '@folio/core';
import type { DocSource, Version } from '@folio/plugin-docs';
import { createApiModel, type ApiModel } from './operations.ts';
import { createApiDocs, type VersionModel } from './pages.ts';
import { memoized, memoName } from './docs-memo.ts';
import { loadSpecCached, specExists, specFilesOf } from './spec.ts';
import { DEFAULT_SNAPSHOT_DIR, specFileFor, writeVersionSnapshot } from './snapshot.ts';
import type { Spec } from './pointer.ts';

export interface OpenApiOptions {
  /** The spec (JSON or YAML), relative to the site: `openapi/karakeep-openapi-spec.json`. */
  spec: string;
  /** Name of the source, used in sidebars as `{ type: 'source', name }`. Default `openapi`. */
  name?: string;
  /**
   * Folder of the API pages inside each version (default `api`): one name, a map from version
   * name (`current` for the unreleased docs) to folder (versions not listed use `api`), or a
   * function of the version.
   */
  folder?: string | Record<string, string> | ((version: Version) => string);
  /** Label of the sidebar category. Default `API`. */
  label?: string;
  /** Sidebar label of the overview page. Default `Introduction`. */
  overviewLabel?: string;
  /** Where `folio docs:version` keeps each version's spec. Default `versioned_openapi`. */
  snapshotDir?: string;
  /** A changelog page per version, against the previous version's spec. Default true. */
  changelog?: boolean;
}

const KNOWN = ['spec', 'name', 'folder', 'label', 'overviewLabel', 'snapshotDir', 'changelog'];

function checkOptions(options: OpenApiOptions): void {
  const fail = (detail: string) => new FolioError(`openapi plugin options: ${detail}`);
  if (!options || typeof options !== 'object') throw fail('pass an object such as { spec: "openapi/api.json" }');
  const unknown = Object.keys(options).find((key) => !KNOWN.includes(key));
  if (unknown) throw fail(`\`${unknown}\` is not an option (known: ${KNOWN.join(', ')})`);
  if (typeof options.spec !== 'string' || options.spec.trim() === '') throw fail('`spec` must be the path of the OpenAPI file, e.g. "openapi/api.json"');
  for (const key of ['name', 'label', 'overviewLabel', 'snapshotDir'] as const) {
    if (options[key] !== undefined && (typeof options[key] !== 'string' || options[key] === '')) throw fail(`\`${key}\` must be a non-empty string`);
  }
  const folder = options.folder;
  if (folder !== undefined && typeof folder !== 'string' && typeof folder !== 'function' && (typeof folder !== 'object' || folder === null)) {
    throw fail('`folder` must be a string, a map of version name to folder, or a function of the version');
  }
}

/** A folder name the docs plugin keeps as it is (no number prefix to strip, no `..`). */
function checkFolder(folder: unknown, version: Version): string {
  if (typeof folder !== 'string' || !/^[A-Za-z_][\w.-]*(\/[A-Za-z_][\w.-]*)*$/.test(folder)) {
    throw new FolioError(`openapi plugin options: \`folder\` for version "${version.name}" must be a folder name such as "api" (letters first), got ${JSON.stringify(folder)}`);
  }
  return folder;
}

const models = new WeakMap<Spec, ApiModel>();

function modelOf(spec: Spec): ApiModel {
  let model = models.get(spec);
  if (!model) {
    model = createApiModel(spec, { reserved: { changelog: 'the API changelog' } });
    models.set(spec, model);
  }
  return model;
}

export function openapi(options: OpenApiOptions): DocSource {
  checkOptions(options);
  const snapshotDir = options.snapshotDir ?? DEFAULT_SNAPSHOT_DIR;
  const folderOf = (version: Version): string => {
    const folder = options.folder;
    const value = typeof folder === 'function' ? folder(version) : typeof folder === 'object' ? (folder[version.name] ?? 'api') : (folder ?? 'api');
    return checkFolder(value, version);
  };
  const specOf = (version: Version, siteDir: string) => specFileFor({ siteDir, spec: options.spec, snapshotDir, versionName: version.name });

  return {
    name: options.name ?? 'openapi',
    load({ version, versions, ctx }) {
      const index = versions.findIndex((v) => v.name === version.name);
      const entries = versions.slice(index === -1 ? 0 : index).map((v) => {
        const file = specOf(v, ctx.siteDir);
        // A released version cut before the API reference existed has no snapshot, and no API pages.
        return { name: v.name, label: v.label, path: v.path, folder: folderOf(v), file: v.name !== 'current' && !specExists(file) ? undefined : file };
      });
      const args = {
        source: specOf(version, ctx.siteDir),
        label: options.label ?? 'API',
        overviewLabel: options.overviewLabel ?? 'Introduction',
        changelog: options.changelog ?? true,
        dev: ctx.command === 'dev',
      };
      const make = () => {
        const history: VersionModel[] = entries.map(({ file, ...entry }) => (file === undefined ? entry : { ...entry, model: modelOf(loadSpecCached(file)) }));
        return createApiDocs({ history, ...args });
      };
      if (ctx.command !== 'build') return make();
      // A build keeps the pages for the next one, which takes them while no spec changed (docs-memo.ts).
      const memo = path.join(cacheDir(ctx.siteDir), 'openapi', memoName(args.source, version.name, ctx.config.i18n.currentLocale));
      const specFiles = () => entries.flatMap(({ file }) => (file === undefined ? [] : specFilesOf(file)));
      return memoized(memo, { entries, ...args }, make, specFiles);
    },
    watch({ ctx }) {
      const entry = path.resolve(ctx.siteDir, options.spec);
      const files = [entry, ...specFilesOf(entry)].map((file) => path.relative(ctx.siteDir, file).split(path.sep).join('/'));
      return [...new Set([...files, `${snapshotDir}/**`])];
    },
    snapshot({ name, ctx }) {
      return writeVersionSnapshot({ siteDir: ctx.siteDir, spec: options.spec, snapshotDir, name });
    },
  };
}

export type { ApiModel, ApiOperation, ApiParameter } from './operations.ts';

// For @folio/docusaurus: it renders the pages docusaurus-plugin-openapi-docs generated with this data.
export type { Spec } from './pointer.ts';
export { markdownToHtml } from './markdown.ts';
export { anchorPart, createSchemaTree } from './schema-tree.ts';
export { parameterNodes, statusText } from './to-mdx.ts';
export { createApiModel } from './operations.ts';
export { createSamples, type CodeSample } from './samples.ts';
