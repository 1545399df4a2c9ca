/**
 * Where each docs version's spec lives, and `folio docs:version` support. The current version
 * reads the configured spec; a released version reads the snapshot written when it was cut,
 * `versioned_openapi/version-<name>.json`: the spec and every file its `$ref`s reached, as one
 * self-contained JSON file, so an old version regenerates exactly as it was.
 */
import path from 'node:path';
import { loadSpec, writeSpecSnapshot } from './spec.ts';

export const DEFAULT_SNAPSHOT_DIR = 'versioned_openapi';

/** PURE: the snapshot file of a released version. */
export function snapshotFile(siteDir: string, snapshotDir: string, versionName: string): string {
  return path.join(siteDir, snapshotDir, `version-${versionName}.json`);
}

/** PURE: the spec a version's pages are generated from. */
export function specFileFor(args: { siteDir: string; spec: string; snapshotDir: string; versionName: string }): string {
  return args.versionName === 'current' ? path.resolve(args.siteDir, args.spec) : snapshotFile(args.siteDir, args.snapshotDir, args.versionName);
}

/** Write the current spec as the snapshot of version `name`; returns the files written (for rollback). */
export function writeVersionSnapshot(args: { siteDir: string; spec: string; snapshotDir: string; name: string }): string[] {
  const spec = loadSpec(path.resolve(args.siteDir, args.spec));
  return [writeSpecSnapshot(spec, snapshotFile(args.siteDir, args.snapshotDir, args.name))];
}
