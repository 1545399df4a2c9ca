/**
 * Versions: which exist (the instance's versions file plus the current docs/ folder), their
 * labels, route paths, banners and badges. Small pure functions, one question each, as in
 * Docusaurus; IO is limited to `readVersionsJson`, which reads the instance's versions file
 * (versions.json, or `<id>_versions.json`: version-files.ts), and `checkVersionFolders`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError, closestMatches, joinPaths, parseJson, throwCollected } from '@folio/core';
import { CURRENT_VERSION, type DocsOptions, type Version } from './options.ts';
import { DEFAULT_PLUGIN_ID, versionedDocsDir, versionedSidebarFile, versionFiles, versionsFilePath } from './version-files.ts';
import { versionNameShapeProblem, versionPathProblem } from './version-names.ts';

export { DEFAULT_PLUGIN_ID, versionedDocsDir, versionedSidebarFile, versionFiles, versionsFilePath } from './version-files.ts';

/** Every version name, newest first: the current one, then the versions file's, filtered by options. */
export function getVersionNames(versionsJson: string[], options: Pick<DocsOptions, 'includeCurrentVersion' | 'onlyIncludeVersions'> & Partial<Pick<DocsOptions, 'id'>>): string[] {
  const all = [...(options.includeCurrentVersion ? [CURRENT_VERSION] : []), ...versionsJson];
  const names = options.onlyIncludeVersions ? all.filter((name) => options.onlyIncludeVersions!.includes(name)) : all;
  if (names.length === 0) {
    throw new FolioError('the docs plugin has no version to build', {
      hint: `set includeCurrentVersion: true, or add a version to ${versionFiles(options.id ?? DEFAULT_PLUGIN_ID).versionsFile} and onlyIncludeVersions`,
    });
  }
  return names;
}

/** The version served at the route base path: the option, else the newest released one. */
export function getLastVersionName(versionsJson: string[], options: Pick<DocsOptions, 'lastVersion' | 'onlyIncludeVersions'>): string {
  if (options.lastVersion) return options.lastVersion;
  const included = options.onlyIncludeVersions ? versionsJson.filter((name) => options.onlyIncludeVersions!.includes(name)) : versionsJson;
  return included[0] ?? CURRENT_VERSION;
}

export function getVersionLabel(name: string, options: Pick<DocsOptions, 'versions'>): string {
  return options.versions[name]?.label ?? (name === CURRENT_VERSION ? 'Next' : name);
}

export function getVersionPath(name: string, lastVersionName: string, options: Pick<DocsOptions, 'versions' | 'routeBasePath'>): string {
  const part = options.versions[name]?.path ?? (name === lastVersionName ? '' : name === CURRENT_VERSION ? 'next' : name);
  return joinPaths('/', options.routeBasePath, part);
}

/**
 * The banner: none on the last version; "unreleased" on versions newer than it (the current
 * version, usually); "unmaintained" on older ones.
 */
export function getVersionBanner(name: string, names: string[], lastVersionName: string, options: Pick<DocsOptions, 'versions'>): Version['banner'] {
  const configured = options.versions[name]?.banner;
  if (configured) return configured;
  if (name === lastVersionName) return 'none';
  return names.indexOf(name) < names.indexOf(lastVersionName) || name === CURRENT_VERSION ? 'unreleased' : 'unmaintained';
}

export function getVersionBadge(name: string, names: string[], options: Pick<DocsOptions, 'versions'>): boolean {
  return options.versions[name]?.badge ?? names.length > 1;
}

export interface VersionsInput {
  siteDir: string;
  /** Names from the instance's versions file (versions.json, `<id>_versions.json`), newest first. */
  versionsJson: string[];
  options: DocsOptions;
}

/** PURE: the versions to build, newest first. Refuses options naming unknown versions. */
export function createVersions({ siteDir, versionsJson, options }: VersionsInput): Version[] {
  const known = [CURRENT_VERSION, ...versionsJson];
  const check = (name: string, where: string) => {
    if (known.includes(name)) return;
    const near = closestMatches(name, known, 3);
    throw new FolioError(`docs plugin option ${where} names the unknown version "${name}"`, {
      hint: `known versions: ${known.join(', ')}${near.length ? `; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : ''}`,
    });
  };
  if (options.lastVersion) check(options.lastVersion, '`lastVersion`');
  for (const name of Object.keys(options.versions)) check(name, `\`versions.${name}\``);
  for (const name of options.onlyIncludeVersions ?? []) check(name, '`onlyIncludeVersions`');

  const names = getVersionNames(versionsJson, options);
  const lastVersionName = getLastVersionName(versionsJson, options);
  if (!names.includes(lastVersionName)) {
    throw new FolioError(`the last version "${lastVersionName}" is not among the versions built (${names.join(', ')})`, {
      hint: 'add it to onlyIncludeVersions or change lastVersion',
    });
  }
  const problems: FolioError[] = [];
  for (const name of names) {
    const versionPath = getVersionPath(name, lastVersionName, options);
    const problem = versionPathProblem(versionPath);
    if (!problem) continue;
    const configured = options.versions[name]?.path !== undefined;
    const index = versionsJson.indexOf(name);
    problems.push(
      new FolioError(`version "${name}": ${problem}`, {
        // Where the path came from: the version's `path` option, or its name in the versions file.
        ...(configured || index === -1 ? {} : { file: versionsFilePath(siteDir, options.id), pointer: `#/${index}` }),
        hint: configured ? `change the docs plugin option \`versions.${name}.path\`` : `set the docs plugin option \`versions.${name}.path\`, or rename the version`,
      }),
    );
  }
  throwCollected(problems);
  return names.map((name): Version => {
    const current = name === CURRENT_VERSION;
    const contentPath = current ? path.resolve(siteDir, options.path) : versionedDocsDir(siteDir, options.id, name);
    const sidebarFile = current
      ? options.sidebarPath
        ? path.resolve(siteDir, options.sidebarPath)
        : undefined
      : versionedSidebarFile(siteDir, options.id, name);
    return {
      name,
      label: getVersionLabel(name, options),
      path: getVersionPath(name, lastVersionName, options),
      contentPath,
      contentPathRelative: path.relative(siteDir, contentPath).split(path.sep).join('/'),
      sidebarFile,
      isLast: name === lastVersionName,
      banner: getVersionBanner(name, names, lastVersionName, options),
      badge: getVersionBadge(name, names, options),
      noIndex: options.versions[name]?.noIndex ?? (options.noIndexOtherVersions && name !== lastVersionName),
      className: options.versions[name]?.className ?? `docs-version-${name}`,
    };
  });
}

/**
 * Read the instance's versions file (versions.json for the default instance, `<id>_versions.json`
 * for another), if any; every name must be a string that can be a folder and a route segment.
 */
export function readVersionsJson(siteDir: string, pluginId: string): string[] {
  const file = versionsFilePath(siteDir, pluginId);
  const shown = versionFiles(pluginId).versionsFile;
  if (!existsSync(file)) return [];
  const data = parseJson(readFileSync(file, 'utf8'), file);
  if (!Array.isArray(data)) throw new FolioError(`${shown} must be a list of version names, newest first`, { file, pointer: '#' });
  const problems: FolioError[] = [];
  data.forEach((name, index) => {
    if (typeof name !== 'string' || name === '') {
      problems.push(new FolioError(`${shown}: entry ${index} must be a version name (a non-empty string)`, { file, pointer: `#/${index}` }));
      return;
    }
    // The name is a folder and a route segment: nothing that leaves them or breaks a URL.
    const problem = versionNameShapeProblem(name, { allowSpaces: true, allowReserved: true });
    if (problem) problems.push(new FolioError(`${shown}: entry ${index}: ${problem}`, { file, pointer: `#/${index}` }));
  });
  throwCollected(problems);
  const names = data as string[];
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new FolioError(`${shown} lists "${duplicate}" twice`, { file, pointer: `#/${names.lastIndexOf(duplicate)}` });
  return names;
}

/** Every version's docs folder must exist; a missing released one is blamed on the instance's versions file. */
export function checkVersionFolders(versions: Version[], siteDir: string, pluginId: string): void {
  const versionsFile = versionFiles(pluginId).versionsFile;
  for (const version of versions) {
    if (existsSync(version.contentPath)) continue;
    const relative = path.relative(siteDir, version.contentPath);
    const current = version.name === CURRENT_VERSION;
    throw new FolioError(
      current ? `the docs folder ${relative}/ does not exist` : `${versionsFile} names the version "${version.name}" but its folder ${relative}/ does not exist`,
      {
        file: current ? path.join(siteDir, '') : versionsFilePath(siteDir, pluginId),
        hint: current ? 'create it, or set includeCurrentVersion: false' : `restore the folder or remove "${version.name}" from ${versionsFile}`,
      },
    );
  }
}
