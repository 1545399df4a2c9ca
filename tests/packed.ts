/**
 * Folio as a user gets it, for the tests that install it outside the repository
 * (install.test.ts, create-folio.test.ts): every public package packed by scripts/pack.mjs, and
 * npm run with an environment free of pnpm's settings.
 */
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../packages/core/test/helpers.ts';

export const run = promisify(execFile);

/** The environment minus what pnpm sets for its own children (npm warns about unknown settings). */
export function npmEnv(): NodeJS.ProcessEnv {
  const keep = /^npm_config_(registry|cache|userconfig|cafile|strict_ssl|.*proxy)$/i;
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^p?npm_/i.test(key) || keep.test(key)));
}

/** Packs every public package into `outDir`; the tarballs' paths. */
export async function packAll(outDir: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, [path.join(REPO_ROOT, 'scripts/pack.mjs'), outDir], { cwd: REPO_ROOT });
  return stdout.trim().split('\n');
}

/** Fails with a clear message when npm cannot reach its registry (Folio's own dependencies come from it). */
export async function requireNpmRegistry(): Promise<void> {
  try {
    await run('npm', ['ping'], { env: npmEnv(), timeout: 30_000 });
  } catch (error) {
    throw new Error(`this test installs Folio's dependencies from the npm registry, which npm cannot reach: ${(error as Error).message}`);
  }
}

/** The package.json a tarball holds. */
export function packedManifest(tarball: string): { name: string; version: string; [field: string]: unknown } {
  return JSON.parse(execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }));
}
