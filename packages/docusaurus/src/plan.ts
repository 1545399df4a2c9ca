/**
 * The plugins a mapped Docusaurus config runs, described as calls (factory, module, arguments)
 * before they are made: `loadDocusaurusConfig` creates them, `folio migrate` prints the same calls
 * as source, so a migrated site runs exactly what the adapter ran. A plugin the mapping adds goes
 * here, with its factory and the module a site config imports it from.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, SiteConfigInput } from '@folio/core';
import { blog } from '@folio/plugin-blog';
import { docs } from '@folio/plugin-docs';
import { pages } from '@folio/plugin-pages';
import { search } from '@folio/search';
import { docusaurusCompat } from './compat/index.ts';
import { clientRedirects } from './client-redirects.ts';
import { nameCandidates, type EntryKind } from './entries.ts';
import { mapDocusaurusConfig } from './map-config.ts';
import type { LifecycleEntry } from './lifecycle/instantiate.ts';
import { openapiDocs, openapiDocsUse, unsupportedNotices } from './openapi-docs/index.ts';
import { docusaurusAnalytics } from './official/analytics.ts';
import { cascadeLayersEntry } from './css-layers.ts';

const FACTORIES = {
  docs: { module: '@folio/plugin-docs', create: docs as (...args: never[]) => Plugin },
  blog: { module: '@folio/plugin-blog', create: blog as (...args: never[]) => Plugin },
  pages: { module: '@folio/plugin-pages', create: pages as (...args: never[]) => Plugin },
  search: { module: '@folio/search', create: search as (...args: never[]) => Plugin },
  docusaurusCompat: { module: '@folio/docusaurus', create: docusaurusCompat as (...args: never[]) => Plugin },
  clientRedirects: { module: '@folio/docusaurus', create: clientRedirects as (...args: never[]) => Plugin },
  openapiDocs: { module: '@folio/docusaurus', create: openapiDocs as (...args: never[]) => Plugin },
  docusaurusAnalytics: { module: '@folio/docusaurus', create: docusaurusAnalytics as (...args: never[]) => Plugin },
};

export type Factory = keyof typeof FACTORIES;

export interface PluginCall {
  factory: Factory;
  args: unknown[];
}

export interface DocusaurusPlan {
  site: Omit<SiteConfigInput, 'plugins'>;
  calls: PluginCall[];
  /** Plugins run through Docusaurus's lifecycle, made by loadDocusaurusConfig (not calls: a function cannot be printed). */
  lifecycle: LifecycleEntry[];
  notices: string[];
}

/** The mapping of a loaded config `value`, with its plugins as calls. Reads the folders it names. */
export function planDocusaurusConfig(siteDir: string, value: Record<string, unknown>): DocusaurusPlan {
  const mapped = mapDocusaurusConfig(value, { siteDir, exists: (relative) => existsSync(path.resolve(siteDir, relative)), resolves: (written, kind) => resolvesFrom(siteDir, written, kind) });
  const { staticDirectories } = mapped.site;
  const compatOptions = { ...(Object.keys(mapped.customFields).length ? { customFields: mapped.customFields } : {}), ...(staticDirectories ? { staticDirectories } : {}) };
  const compatArgs = Object.keys(compatOptions).length ? [compatOptions] : [];
  const calls: PluginCall[] = [
    ...mapped.docs.map((options): PluginCall => ({ factory: 'docs', args: [options] })),
    ...mapped.blog.map((options): PluginCall => ({ factory: 'blog', args: [options] })),
    ...mapped.pages.map((options): PluginCall => ({ factory: 'pages', args: [options] })),
    ...(mapped.search ? [{ factory: 'search' as const, args: [] }] : []),
    { factory: 'docusaurusCompat', args: compatArgs },
    ...(mapped.analytics.length ? [{ factory: 'docusaurusAnalytics' as const, args: [mapped.analytics] }] : []),
    ...(mapped.clientRedirects.length ? [{ factory: 'clientRedirects' as const, args: [mapped.clientRedirects] }] : []),
  ];
  const openapi = openapiDocsUse(value);
  if (openapi) {
    calls.push({ factory: 'openapiDocs', args: [] });
    mapped.notices.push(...unsupportedNotices(siteDir, openapi.outputDirs));
  }
  const layers = cascadeLayersEntry(siteDir, value);
  return { site: mapped.site, calls, lifecycle: layers ? [layers, ...mapped.lifecycle] : mapped.lifecycle, notices: mapped.notices };
}

/**
 * Whether Docusaurus could load the preset, plugin or theme written so: a file (as require.resolve
 * finds it from the site) or, for a name, one of the packages it tries in a node_modules folder of
 * the site or above it.
 */
function resolvesFrom(siteDir: string, written: string, kind: EntryKind): boolean {
  if (written.startsWith('.') || path.isAbsolute(written)) {
    try {
      createRequire(path.join(siteDir, 'package.json')).resolve(path.resolve(siteDir, written));
      return true;
    } catch {
      return false;
    }
  }
  return nameCandidates(written, kind).some((name) => {
    for (let dir = siteDir; ; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, 'node_modules', name))) return true;
      if (path.dirname(dir) === dir) return false;
    }
  });
}

export function createPlugins(calls: PluginCall[]): Plugin[] {
  return calls.map((call) => FACTORIES[call.factory].create(...(call.args as never[])));
}

/** The package a site config imports `factory` from. */
export function moduleOf(factory: Factory): string {
  return FACTORIES[factory].module;
}
