/**
 * `folio migrate --openapi`: the pages docusaurus-plugin-openapi-docs generated give way to
 * plugin-openapi built from the same spec. Pure parts: which specs the config names, which files
 * the generator made (by name and front matter, never anything else), the docs plugin's new
 * `sources`, and the sidebars file with the generated sidebar's import replaced by a source item.
 */
import path from 'node:path';
import { parseFrontMatter } from '@folio/core';
import { isRecord, readEntry } from '../entries.ts';
import { PLUGIN } from '../openapi-docs/index.ts';
import { code, quote } from './source.ts';

export interface OpenapiSpec {
  /** The spec's key in the plugin's `config`, at which the notices name it. */
  key: string;
  specPath: string;
  outputDir: string;
}

/** The specs every docusaurus-plugin-openapi-docs entry of `config.plugins` names. */
export function openapiSpecs(config: Record<string, unknown>): OpenapiSpec[] {
  const plugins = Array.isArray(config.plugins) ? config.plugins : [];
  return plugins.flatMap((value) => {
    const entry = readEntry(value, 'plugin', new Set([PLUGIN]));
    if (entry?.name !== PLUGIN || !isRecord(entry.options.config)) return [];
    return Object.entries(entry.options.config).flatMap(([key, spec]) =>
      isRecord(spec) && typeof spec.specPath === 'string' && typeof spec.outputDir === 'string' ? [{ key, specPath: spec.specPath, outputDir: spec.outputDir }] : [],
    );
  });
}

/** Whether the generator wrote `name` with this text: its file names, with the front matter it writes. */
export function isGenerated(name: string, text: string): boolean {
  if (/^sidebar\.(?:ts|js)$/.test(name)) return /\bsidebar\.apisidebar\b/.test(text);
  const kind = /\.(api|info|tag|schema)\.mdx$/.exec(name)?.[1];
  if (!kind) return false;
  let data: Record<string, unknown>;
  try {
    data = parseFrontMatter(text).data as Record<string, unknown>;
  } catch {
    return false;
  }
  if (kind === 'api') return typeof data.api === 'string';
  if (kind === 'schema') return data.schema === true;
  return typeof data.id === 'string' && data.custom_edit_url === null;
}

/**
 * `options` of the docs plugin whose folder holds each spec's output, with `sources` added; the
 * source names (`openapi` for one spec, else the spec's key). Fails naming a spec outside every docs folder.
 */
export function withOpenapiSources(docsOptions: Array<Record<string, unknown>>, specs: OpenapiSpec[]): { options: Array<Record<string, unknown>>; names: Map<OpenapiSpec, string> } {
  const names = new Map<OpenapiSpec, string>();
  const options = docsOptions.map((given) => ({ ...given }));
  for (const spec of specs) {
    const docs = options.find((given) => folderIn(String(given.path ?? 'docs'), spec.outputDir) !== undefined);
    if (!docs) throw new Error(`the outputDir ${spec.outputDir} of \`config.${spec.key}\` is in no docs folder`);
    const name = specs.length === 1 ? 'openapi' : spec.key;
    names.set(spec, name);
    const args = { spec: spec.specPath, folder: folderIn(String(docs.path ?? 'docs'), spec.outputDir), ...(name === 'openapi' ? {} : { name }) };
    docs.sources = [...((docs.sources as unknown[] | undefined) ?? []), code(`openapi({ ${Object.entries(args).map(([key, value]) => `${key}: ${quote(value!)}`).join(', ')} })`)];
  }
  return { options, names };
}

function folderIn(docsPath: string, outputDir: string): string | undefined {
  const relative = path.posix.relative(path.posix.normalize(docsPath), path.posix.normalize(outputDir));
  return relative && !relative.startsWith('..') && !path.posix.isAbsolute(relative) ? relative : undefined;
}

/**
 * The sidebars file's text with each import (or require) of a removed generated sidebar replaced
 * by the list holding the source's sidebar item. `removed` maps the sidebar module's path without
 * extension, relative to the sidebars file, to the source name.
 */
export function replaceSidebarImports(text: string, removed: Map<string, string>): { text: string; replaced: number } {
  let replaced = 0;
  const item = (specifier: string) => {
    const name = removed.get(path.posix.normalize(specifier.replace(/\.(?:ts|js)$/, '')));
    if (name === undefined) return undefined;
    replaced++;
    return `[{ type: 'source', name: ${quote(name)} }]`;
  };
  const out = text
    .replace(/^import\s+([\w$]+)\s+from\s+["'](\.[^"']+)["'];?/gm, (all, local: string, specifier: string) => {
      const list = item(specifier);
      return list ? `const ${local} = ${list}; // the API pages of Folio's OpenAPI plugin (folio migrate --openapi)` : all;
    })
    .replace(/require\(\s*["'](\.[^"']+)["']\s*\)/g, (all, specifier: string) => item(specifier) ?? all);
  return { text: out, replaced };
}
