/**
 * Versions: which exist (versions.json plus the current docs/ folder), their labels, route paths,
 * banners and badges. Small pure functions, one question each, as in Docusaurus; IO is limited to
 * `loadVersions`, which reads versions.json and checks the folders exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError, closestMatches, joinPaths, parseJson, throwCollected } from '@folio/core';
import { CURRENT_VERSION, type DocsOptions, type Version } from './options.ts';
import { versionNameShapeProblem, versionPathProblem } from './version-names.ts';

export const VERSIONS_FILE = 'versions.json';

export function versionedDocsDir(siteDir: string, name: string): string {
  return path.join(siteDir, 'versioned_docs', `version-${name}`);
}

export function versionedSidebarFile(siteDir: string, name: string): string {
  return path.join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`);
}

/** Every version name, newest first: the current one, then versions.json's, filtered by options. */
export function getVersionNames(versionsJson: string[], options: Pick<DocsOptions, 'includeCurrentVersion' | 'onlyIncludeVersions'>): string[] {
  const all = [...(options.includeCurrentVersion ? [CURRENT_VERSION] : []), ...versionsJson];
  const names = options.onlyIncludeVersions ? all.filter((name) => options.onlyIncludeVersions!.includes(name)) : all;
  if (names.length === 0) {
    throw new FolioError('the docs plugin has no version to build', {
      hint: 'set includeCurrentVersion: true, or add a version to versions.json and onlyIncludeVersions',
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
  /** Names from versions.json, newest first. */
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
        // Where the path came from: the version's `path` option, or its name in versions.json.
        ...(configured || index === -1 ? {} : { file: path.join(siteDir, VERSIONS_FILE), pointer: `#/${index}` }),
        hint: configured ? `change the docs plugin option \`versions.${name}.path\`` : `set the docs plugin option \`versions.${name}.path\`, or rename the version`,
      }),
    );
  }
  throwCollected(problems);
  return names.map((name): Version => {
    const current = name === CURRENT_VERSION;
    const contentPath = current ? path.resolve(siteDir, options.path) : versionedDocsDir(siteDir, name);
    const sidebarFile = current
      ? options.sidebarPath
        ? path.resolve(siteDir, options.sidebarPath)
        : undefined
      : versionedSidebarFile(siteDir, name);
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

/** Read versions.json (if any); every name must be a string with a versioned_docs folder. */
export function readVersionsJson(siteDir: string): string[] {
  const file = path.join(siteDir, VERSIONS_FILE);
  if (!existsSync(file)) return [];
  const data = parseJson(readFileSync(file, 'utf8'), file);
  if (!Array.isArray(data)) throw new FolioError('versions.json must be a list of version names, newest first', { file, pointer: '#' });
  const problems: FolioError[] = [];
  data.forEach((name, index) => {
    if (typeof name !== 'string' || name === '') {
      problems.push(new FolioError(`versions.json: entry ${index} must be a version name (a non-empty string)`, { file, pointer: `#/${index}` }));
      return;
    }
    // The name is a folder and a route segment: nothing that leaves them or breaks a URL.
    const problem = versionNameShapeProblem(name, { allowSpaces: true, allowReserved: true });
    if (problem) problems.push(new FolioError(`versions.json: entry ${index}: ${problem}`, { file, pointer: `#/${index}` }));
  });
  throwCollected(problems);
  const names = data as string[];
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new FolioError(`versions.json lists "${duplicate}" twice`, { file, pointer: `#/${names.lastIndexOf(duplicate)}` });
  return names;
}

export function checkVersionFolders(versions: Version[], siteDir: string): void {
  for (const version of versions) {
    if (existsSync(version.contentPath)) continue;
    const relative = path.relative(siteDir, version.contentPath);
    throw new FolioError(
      version.name === CURRENT_VERSION
        ? `the docs folder ${relative}/ does not exist`
        : `versions.json names the version "${version.name}" but its folder ${relative}/ does not exist`,
      {
        file: path.join(siteDir, version.name === CURRENT_VERSION ? '' : VERSIONS_FILE),
        hint: version.name === CURRENT_VERSION ? 'create it, or set includeCurrentVersion: false' : `restore the folder or remove "${version.name}" from versions.json`,
      },
    );
  }
}
