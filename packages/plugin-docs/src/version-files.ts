/**
 * PURE: where a docs instance keeps its versions, and the command that cuts one, as Docusaurus
 * names them. A site may have several docs instances (`docs({ id: 'community', … })`), each
 * versioned on its own. The instance with the id `default` keeps `versions.json`, `versioned_docs/`
 * and `versioned_sidebars/` at the site root; any other id prefixes each name with `<id>_`
 * (`community_versions.json`, `community_versioned_docs/`, `community_versioned_sidebars/`), also
 * at the site root. Its versions are cut by `docs:version` for the default instance and
 * `docs:version:<id>` for another.
 */
import path from 'node:path';

export const DEFAULT_PLUGIN_ID = 'default';

/** The site-relative names of one instance's versioning files. */
export interface VersionFiles {
  /** The list of released versions, newest first: `versions.json`, `<id>_versions.json`. */
  versionsFile: string;
  /** The folder of the released versions' docs: `versioned_docs`, `<id>_versioned_docs`. */
  docsDir: string;
  /** The folder of the released versions' sidebars: `versioned_sidebars`, `<id>_versioned_sidebars`. */
  sidebarsDir: string;
}

export function versionFiles(pluginId: string): VersionFiles {
  const prefix = pluginId === DEFAULT_PLUGIN_ID ? '' : `${pluginId}_`;
  return { versionsFile: `${prefix}versions.json`, docsDir: `${prefix}versioned_docs`, sidebarsDir: `${prefix}versioned_sidebars` };
}

/** The CLI command that cuts a version of the instance: `docs:version`, `docs:version:<id>`. */
export function versionCommand(pluginId: string): string {
  return pluginId === DEFAULT_PLUGIN_ID ? 'docs:version' : `docs:version:${pluginId}`;
}

/** `<site>/<docsDir>/version-<name>`: a released version's docs. */
export function versionedDocsDir(siteDir: string, pluginId: string, name: string): string {
  return path.join(siteDir, versionFiles(pluginId).docsDir, `version-${name}`);
}

/** `<site>/<sidebarsDir>/version-<name>-sidebars.json`: a released version's sidebars. */
export function versionedSidebarFile(siteDir: string, pluginId: string, name: string): string {
  return path.join(siteDir, versionFiles(pluginId).sidebarsDir, `version-${name}-sidebars.json`);
}

/** `<site>/<versionsFile>`. */
export function versionsFilePath(siteDir: string, pluginId: string): string {
  return path.join(siteDir, versionFiles(pluginId).versionsFile);
}

/**
 * Why `id` cannot be a docs instance's id, or undefined. It names files at the site root and a CLI
 * command, so Docusaurus's rule: letters, digits, underscores and dashes only.
 */
export function pluginIdProblem(id: string): string | undefined {
  if (/^[\w-]+$/.test(id)) return undefined;
  return `the id "${id}" may hold only ASCII letters, digits, underscores and dashes (it names the instance's versions files, such as "<id>_versions.json")`;
}
