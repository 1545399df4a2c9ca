/**
 * PURE: the rules for version names. A version's name is a folder (`versioned_docs/version-<name>`,
 * or `<id>_versioned_docs/version-<name>` for a docs instance that is not the default one)
 * and, unless configured otherwise, a route segment (`/<name>`, at the site root when the docs are
 * there). Docusaurus's rules (no slash or backslash, at most 32 characters, no `<>:"|?*` or
 * control characters, not `.` or `..`), plus what breaks a URL (`#`, `%`) and what collides with
 * the files Folio writes into the output folder.
 */
import { CURRENT_VERSION } from './options.ts';
import { routePathProblem, shown } from './slug.ts';
import { DEFAULT_PLUGIN_ID, versionCommand, versionFiles } from './version-files.ts';

/**
 * What Folio writes into the root of the output folder, besides pages: the 404 page, the sitemap,
 * host files, `llms.txt`, the chunk folder and the search index. A route `/<name>` (a version at
 * the site root) would be written over them, or they over it.
 */
export const OUTPUT_ROOT_NAMES: readonly string[] = ['index.html', '404.html', 'sitemap.xml', 'robots.txt', 'llms.txt', '_headers', '_redirects', 'assets', 'search-index', '.folio-build'];

/**
 * Names a new version may not take, and why: the output root names, the current version's
 * `/next`, the generated-index pages' `/category` and a `/search` page. Compared without case
 * (macOS and Windows folders).
 */
const RESERVED_BECAUSE: Record<string, string> = {
  next: 'the unreleased docs are served at /next',
  search: 'it is kept for the search page',
  category: 'generated-index pages are served under /category',
  ...Object.fromEntries(OUTPUT_ROOT_NAMES.map((name) => [name, `Folio writes "${name}" into the output folder, where a version at the site root would be written too`])),
};
export const RESERVED_VERSION_NAMES: readonly string[] = Object.keys(RESERVED_BECAUSE);

/**
 * File extensions that would make `/<name>` look like (and be served as) a file of that type
 * rather than a folder of pages. Version names such as `1.0.0` or `4.x` end in no such extension.
 */
const FILE_EXTENSIONS = ['html', 'htm', 'md', 'mdx', 'txt', 'xml', 'json', 'js', 'mjs', 'cjs', 'css', 'map', 'ico', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'pdf', 'zip', 'gz', 'br', 'wasm', 'woff', 'woff2', 'webmanifest', 'yml', 'yaml'];

/**
 * PURE: why `name` cannot be a version's name (a folder `versioned_docs/version-<name>` and a
 * route segment `/<name>`), or undefined. A build checks the names of versions.json with
 * `allowSpaces` and `allowReserved` (Docusaurus allows both; where the version's route lands is
 * checked by `versionPathProblem`); `docs:version` refuses them, and a name that exists already.
 */
export function versionNameShapeProblem(name: string, { allowSpaces = false, allowReserved = false } = {}): string | undefined {
  if (name.trim() === '') return 'a version name must not be empty';
  if ([...name].length > 32) return `a version name must be at most 32 characters: "${shown(name)}"`;
  if (name === CURRENT_VERSION) return `"${CURRENT_VERSION}" is the name of the unreleased docs; choose another`;
  if (/[\\/]/.test(name)) return `a version name must not contain slashes: "${name}"`;
  if (name.includes('..') || name === '.') return `a version name must not contain "..": "${name}"`;
  if (!allowSpaces && /\s/.test(name)) return `a version name must not contain spaces: "${name}"`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return `a version name must not contain control characters: "${shown(name)}"`;
  if (/[<>:"|?*#%]/.test(name)) return `a version name must be usable in a URL and a folder name: "${name}"`;
  if (allowReserved) return undefined;
  const reserved = RESERVED_BECAUSE[name.toLowerCase()];
  if (reserved) return `"${name}" cannot be a version name: ${reserved}`;
  if (/^[._]/.test(name)) return `a version name must not start with "." or "_" (static hosts hide such files): "${name}"`;
  const extension = fileExtension(name);
  if (extension) {
    return `a version name must not end in a file extension (".${extension}"): "${name}" would be served as a file`;
  }
  return undefined;
}

/**
 * PURE: why a new version name of the docs instance `pluginId` is refused, or undefined when it is
 * fine. `existing` are the names in the instance's versions file (version-files.ts).
 */
export function versionNameProblem(name: string | undefined, existing: string[], pluginId: string = DEFAULT_PLUGIN_ID): string | undefined {
  if (name === undefined || name.trim() === '') return `give the version a name: folio ${versionCommand(pluginId)} 1.0.0`;
  const problem = versionNameShapeProblem(name);
  if (problem) return problem;
  if (existing.includes(name)) return `the version "${name}" exists already (see ${versionFiles(pluginId).versionsFile})`;
  if (existing.some((other) => other.toLowerCase() === name.toLowerCase())) {
    return `the version "${existing.find((other) => other.toLowerCase() === name.toLowerCase())}" exists already, and "${name}" differs only in case (one folder on macOS and Windows)`;
  }
  return undefined;
}


/** The extension of a name that would be served as a file (`x.html` → `html`), if any. */
function fileExtension(name: string): string | undefined {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension && FILE_EXTENSIONS.includes(extension) ? extension : undefined;
}

/**
 * PURE: why a version's route path (routeBasePath plus the version's path segment) cannot be one,
 * or undefined: `routePathProblem`, or a path at the site root named like a file Folio writes
 * there or like a file of its own (`/404.html`, `/assets`, `/v1.json`).
 */
export function versionPathProblem(versionPath: string): string | undefined {
  const problem = routePathProblem(versionPath);
  if (problem) return `a route path ${problem}`;
  const segments = versionPath.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (last === undefined) return undefined;
  if (segments.length === 1 && OUTPUT_ROOT_NAMES.includes(last.toLowerCase())) {
    return `the route "${versionPath}" would overwrite the "${last}" Folio writes into the output folder`;
  }
  const extension = fileExtension(last);
  if (extension) return `the route "${versionPath}" ends in a file extension (".${extension}") and would be served as a file`;
  return undefined;
}
