/**
 * The one rule for files that look like secrets: environment files, keys and certificates,
 * credentials of package managers and tools, version control, and the caches of tools. Such a
 * file is never published by `folio build`, never served by `folio serve`, and refused by
 * `folio dev`, however it is reached: directly, inside a folder of that kind, through a symbolic
 * link whose own name matches, or through one whose target matches.
 *
 * The rule is about names, not about dotfiles in general: `.nojekyll` and `.well-known/` are
 * published as Docusaurus publishes them. The config's `allowedSecretFiles` lets named files
 * through (the build's choice; see allowedSecret).
 *
 * Everything here is PURE (no file is read): site-files.ts, static-folders.ts and
 * asset-references.ts apply it in the build, serve/ to each request, dev/fs-allow.ts turns it into
 * Vite's deny list and dev/fs-guard.ts applies it to links.
 */
import path from 'node:path';

/** Names (compared without case) of files and folders that are secrets wherever they are. */
export const SECRET_NAMES: readonly string[] = [
  '.env',
  '.npmrc',
  '.yarnrc',
  '.yarnrc.yml',
  '.netrc',
  '.pgpass',
  '.htpasswd',
  '.git',
  '.hg',
  '.svn',
  '.ssh',
  '.gnupg',
  '.aws',
  '.docker',
];

/** Name beginnings that make a secret (`.env.local`, `id_rsa.pub`). */
export const SECRET_PREFIXES: readonly string[] = ['.env.', 'id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519'];

/** Extensions of keys, certificates and key stores. */
export const SECRET_EXTENSIONS: readonly string[] = ['crt', 'pem', 'key', 'p12', 'pfx', 'cer', 'der', 'jks', 'keystore', 'gpg', 'asc'];

/** Folder paths (consecutive names) whose contents are secret: tools' caches hold tokens and sources. */
export const SECRET_FOLDERS: readonly (readonly string[])[] = [['node_modules', '.cache']];

/** PURE: is `name` (one file or folder name) the name of a secret? */
export function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  if (SECRET_NAMES.includes(lower)) return true;
  if (SECRET_PREFIXES.some((prefix) => lower.startsWith(prefix))) return true;
  const dot = lower.lastIndexOf('.');
  return dot >= 0 && SECRET_EXTENSIONS.includes(lower.slice(dot + 1));
}

/** The names of a path, `/` or the platform's separator between them. */
function namesOf(file: string): string[] {
  return file.split(/[\\/]+/).filter((name) => name !== '' && name !== '.');
}

/**
 * Where the dev server keeps Vite's pre-bundled dependencies, under the first secret folder: the
 * one part of it the dev server serves (it never reaches a published folder).
 */
export const DEV_CACHE: readonly string[] = ['folio', 'vite'];

/**
 * PURE: the part of `file` (a relative path, e.g. the path a file is published at) that makes it a
 * secret: the first name that is one, or a secret folder path, given as the path up to it
 * (`a/.git` for `a/.git/config`); undefined when nothing does. `dev`: Vite's cache (DEV_CACHE) is
 * not a secret.
 */
export function secretPart(file: string, options: { dev?: boolean } = {}): string | undefined {
  const names = namesOf(file);
  for (let i = 0; i < names.length; i++) {
    if (isSecretName(names[i]!)) return names.slice(0, i + 1).join('/');
    for (const folder of SECRET_FOLDERS) {
      if (!folder.every((name, j) => names[i + j]?.toLowerCase() === name)) continue;
      const inside = names.slice(i + folder.length);
      if (options.dev && inside.length > DEV_CACHE.length && DEV_CACHE.every((name, j) => inside[j]!.toLowerCase() === name)) continue;
      // The folder's contents; the folder itself too, since copying it copies them.
      return names.slice(0, i + folder.length).join('/');
    }
  }
  return undefined;
}

/** PURE: is the relative path `file` a secret, or inside one? */
export function isSecretPath(file: string): boolean {
  return secretPart(file) !== undefined;
}

/**
 * PURE: the secret part of the absolute `file`, read relative to the root (absolute) that holds it
 * (the deepest, so a static folder inside the site counts from the static folder); from the file
 * system root when none does. The roots' own names do not count: a site kept in a folder named
 * `.cache` is no secret.
 */
export function secretPartUnder(roots: readonly string[], file: string, options: { dev?: boolean } = {}): string | undefined {
  let best: string | undefined;
  for (const root of roots) {
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    if (best === undefined || relative.length < best.length) best = relative;
  }
  return secretPart(best ?? file, options);
}

/**
 * PURE: may the file at `paths` (site-relative, `/`-separated: the path it is reached by, and
 * where links lead) be published although it looks like a secret? Yes when one of them is listed
 * in the config's `allowedSecretFiles`.
 */
export function allowedSecret(allowed: readonly string[] | undefined, ...paths: Array<string | undefined>): boolean {
  if (!allowed?.length) return false;
  const wanted = new Set(allowed.map((entry) => namesOf(entry).join('/')));
  return paths.some((file) => file !== undefined && wanted.has(namesOf(file).join('/')));
}

/**
 * The rule as Vite's `server.fs.deny` globs (matched without case, against absolute paths; a
 * glob without `/` matches a name anywhere). Folio's own cache folder (`node_modules/.cache/folio`,
 * Vite's pre-bundled dependencies and the compiled pages) is the one exception: the dev server
 * serves it, and nothing ever publishes it.
 */
export function secretGlobs(): string[] {
  const globs: string[] = [];
  const names = [...SECRET_NAMES, ...SECRET_PREFIXES.map((prefix) => `${prefix}*`), `*.{${SECRET_EXTENSIONS.join(',')}}`];
  for (const name of names) globs.push(name, `**/${name}/**`);
  for (const folder of SECRET_FOLDERS) {
    const base = `**/${folder.join('/')}`;
    // All of it but the files below DEV_CACHE: `!(name)` is any one name but that one.
    let at = base;
    globs.push(at);
    for (const name of DEV_CACHE) {
      globs.push(`${at}/!(${name})`, `${at}/!(${name})/**`);
      at = `${at}/${name}`;
      globs.push(at);
    }
  }
  return globs;
}
