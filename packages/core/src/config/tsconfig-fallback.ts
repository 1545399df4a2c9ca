/**
 * A site's tsconfig.json that cannot be read (it extends a package that is not installed, such as
 * `@docusaurus/tsconfig` in a site that dropped Docusaurus) never stops a build: the config, the
 * sidebars and the pages are compiled without it, with one warning for the whole build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveTsconfig } from 'rolldown/experimental';
import { cacheDir } from '../io/cache-dir.ts';
import { log } from '../log.ts';

const warned = new Set<string>();

/** One warning per tsconfig file, from whichever step meets it first (the config, the sidebars, the pages). */
export function warnUnreadableTsconfig(tsconfigFile: string, reason: string): void {
  if (warned.has(tsconfigFile)) return;
  warned.add(tsconfigFile);
  log.warn(`${tsconfigFile}: ${reason}; Folio compiles the site's TypeScript without it`);
}

/** Why the site's tsconfig.json (the one its pages would use) cannot be read; undefined when it can, or there is none. */
export function tsconfigProblem(siteDir: string): string | undefined {
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
export function viteTsconfig(siteDir: string): string | undefined {
  const problem = tsconfigProblem(siteDir);
  if (problem === undefined) return undefined;
  warnUnreadableTsconfig(path.join(siteDir, 'tsconfig.json'), problem);
  const dir = cacheDir(siteDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'tsconfig.empty.json');
  writeFileSync(file, '{}\n');
  return file;
}
