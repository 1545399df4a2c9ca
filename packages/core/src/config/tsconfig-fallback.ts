/**
 * A site's tsconfig.json that cannot be read (it extends a package that is not installed, such as
 * `@docusaurus/tsconfig` in a site that dropped Docusaurus) never stops a build: the config, the
 * sidebars and the pages are compiled without it, with one warning for the whole build.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cacheDir } from '../io/cache-dir.ts';
import { log } from '../log.ts';

const warned = new Set<string>();

/** One warning per tsconfig file, from whichever step meets it first (the config, the sidebars, the pages). */
export function warnUnreadableTsconfig(tsconfigFile: string, reason: string): void {
  if (warned.has(tsconfigFile)) return;
  warned.add(tsconfigFile);
  log.warn(`${tsconfigFile}: ${reason}; Folio compiles the site's TypeScript without it`);
}

/** Is there a tsconfig.json in `dir` or a folder above it (the one a file of `dir` would use)? */
function tsconfigAbove(dir: string): boolean {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'tsconfig.json'))) return true;
    if (path.dirname(current) === current) return false;
  }
}

/**
 * Why the site's tsconfig.json (the one its pages would use) cannot be read; undefined when it can,
 * or there is none (then rolldown, which reads it, is not even loaded).
 */
export async function tsconfigProblem(siteDir: string): Promise<string | undefined> {
  if (!tsconfigAbove(path.join(siteDir, 'src'))) return undefined;
  const { resolveTsconfig } = await import('rolldown/experimental');
  try {
    resolveTsconfig(path.join(siteDir, 'src', 'index.tsx'));
    return undefined;
  } catch (error) {
    return (error as Error).message.replace(/^Failed to resolve tsconfig for \S+: /, '');
  }
}

/**
 * The tsconfig Vite should read for the site's TypeScript: undefined (Vite finds each file's own)
 * unless the site's cannot be read; then an empty one of Folio's, in the site's cache folder.
 */
export async function viteTsconfig(siteDir: string): Promise<string | undefined> {
  const problem = await tsconfigProblem(siteDir);
  if (problem === undefined) return undefined;
  warnUnreadableTsconfig(path.join(siteDir, 'tsconfig.json'), problem);
  const dir = cacheDir(siteDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'tsconfig.empty.json');
  writeFileSync(file, '{}\n');
  return file;
}
