/**
 * The output folder is Folio's alone. This module decides which folders may be the output, marks
 * every output Folio writes, and is the only code that replaces or removes an output folder:
 *  - `outDirProblem` (pure) refuses the site folder, its ancestors, and any folder that is, holds
 *    or lies inside a source (config, content, static folders, node_modules, the cache);
 *  - every build output carries OUTPUT_MARKER, and a non-empty folder without it is never replaced
 *    or removed;
 *  - temporary folders are named `<outDir>.tmp-<pid>[-server]`; each build removes those of
 *    processes that no longer run.
 */
import { existsSync, lstatSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { guardFs, makeDir } from '../io/fs-errors.ts';
import { isWithin, realPathOf } from '../io/site-files.ts';

/** The file every Folio build output holds; its presence is what lets Folio replace or remove it. */
export const OUTPUT_MARKER = '.folio-build';
const MARKER_TEXT = 'This folder was written by `folio build`. Folio replaces or removes only folders that hold this file.\n';

export interface OutDirSpec {
  /** Absolute output folder. */
  outDir: string;
  /** How the user named it, for messages: `--out-dir` or `outDir`. */
  option: string;
  /** The value as the user wrote it. */
  value: string;
}

export interface SiteSources {
  siteDir: string;
  /** Absolute paths of files and folders the site is made from (never inside the output). */
  sources: string[];
}

/**
 * PURE: why `outDir` cannot be the output folder, or undefined when it can. All paths absolute and
 * already resolved (see `realPathOf`).
 */
export function outDirProblem(outDir: string, site: SiteSources): string | undefined {
  if (path.parse(outDir).root === outDir) return 'is the root of the file system';
  if (isWithin(outDir, site.siteDir)) {
    return outDir === site.siteDir ? 'is the site folder itself' : 'contains the site folder';
  }
  for (const source of site.sources) {
    const shown = path.relative(site.siteDir, source) || '.';
    if (outDir === source) return `is a source of the site (${shown})`;
    if (isWithin(source, outDir)) return `is inside a source of the site (${shown})`;
    if (isWithin(outDir, source)) return `contains a source of the site (${shown})`;
  }
  return undefined;
}

/**
 * The sources every site has, whatever its plugins: the config file, node_modules (the cache is in
 * it), the static folders, `src/` and package.json. Plugins add their content folders.
 */
export function baseSources(siteDir: string, options: { configFile?: string; staticDirectories: string[] }): string[] {
  return [
    ...(options.configFile ? [options.configFile] : []),
    path.join(siteDir, 'node_modules'),
    path.join(siteDir, 'package.json'),
    path.join(siteDir, 'src'),
    ...options.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
  ];
}

/** The folder part of a watch glob (`docs/**` → `docs`, `a/*.md` → `a`), relative to siteDir. */
export function globBase(glob: string): string {
  const parts = glob.split('/');
  const index = parts.findIndex((part) => /[*?{}[\]!]/.test(part));
  return (index === -1 ? parts : parts.slice(0, index)).join('/');
}

/** Refuse an output folder that would overwrite or delete part of the site. */
export function assertOutDirAllowed(spec: OutDirSpec, site: SiteSources): void {
  const real = realPathOf(spec.outDir);
  const resolved: SiteSources = { siteDir: realPathOf(site.siteDir), sources: site.sources.map(realPathOf) };
  const problem = outDirProblem(real, resolved) ?? (real === spec.outDir ? undefined : outDirProblem(spec.outDir, site));
  if (!problem) return;
  throw new FolioError(`${spec.option} "${spec.value}" ${problem}: the output folder must be a folder of its own, which Folio replaces on every build`, {
    hint: `choose another ${spec.option}, such as "build"`,
  });
}

/** Is `dir` missing, empty, or a Folio output (it holds the marker)? Only those may be replaced or removed. */
export function isReplaceable(dir: string): boolean {
  let stat;
  try {
    stat = lstatSync(dir);
  } catch {
    return true;
  }
  if (!stat.isDirectory()) return false;
  const names = guardFs('list the folder', dir, () => readdirSync(dir));
  return names.length === 0 || names.includes(OUTPUT_MARKER);
}

function notOurs(spec: OutDirSpec, action: string): FolioError {
  if (existsSync(spec.outDir) && !lstatSync(spec.outDir).isDirectory()) {
    return new FolioError(`${spec.option} "${spec.value}" is a file, not a folder, so Folio will not ${action} it`, {
      file: spec.outDir,
      hint: `remove or rename that file yourself, or choose another ${spec.option}`,
    });
  }
  return new FolioError(`${spec.option} "${spec.value}" is not empty and was not written by Folio (it has no ${OUTPUT_MARKER} file), so Folio will not ${action} it`, {
    file: spec.outDir,
    hint: `remove or rename that folder yourself, or choose another ${spec.option}`,
  });
}

/** Refuse to build into a folder that is not empty and not Folio's. Call before any writing. */
export function assertReplaceable(spec: OutDirSpec): void {
  if (!isReplaceable(spec.outDir)) throw notOurs(spec, 'replace');
}

/** Write the marker into a (temporary) output folder. */
export function markOutput(dir: string): void {
  makeDir(dir);
  const marker = path.join(dir, OUTPUT_MARKER);
  guardFs('write', marker, () => writeFileSync(marker, MARKER_TEXT));
}

/** `folio clear`: remove the output folder if it is Folio's; refuse otherwise. Returns whether it existed. */
export function removeOutput(spec: OutDirSpec): boolean {
  if (!existsSync(spec.outDir)) return false;
  if (!isReplaceable(spec.outDir)) throw notOurs(spec, 'remove');
  guardFs('remove', spec.outDir, () => rmSync(spec.outDir, { recursive: true, force: true }));
  return true;
}

/** The temporary folders of one build: the output being written, and the server bundle. */
export function tempDirs(outDir: string, pid = process.pid): { tmpDir: string; serverDir: string } {
  return { tmpDir: `${outDir}.tmp-${pid}`, serverDir: `${outDir}.tmp-${pid}-server` };
}

/** PURE: the pid of a temporary or leftover folder of `outDir` (`build.tmp-12`, `build.tmp-12-server`, `build.old-12`), or undefined. */
export function leftoverPid(outDir: string, name: string): number | undefined {
  const base = path.basename(outDir);
  if (!name.startsWith(`${base}.`)) return undefined;
  const match = /^(?:tmp|old)-(\d+)(?:-server)?$/.exec(name.slice(base.length + 1));
  return match ? Number(match[1]) : undefined;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Remove the temporary folders that builds of `outDir` left behind when they were killed. */
export function removeStaleTempDirs(outDir: string): string[] {
  const parent = path.dirname(outDir);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = leftoverPid(outDir, name);
    if (pid === undefined || isRunning(pid)) continue;
    try {
      rmSync(path.join(parent, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Left for a later build: it is in nobody's way.
    }
  }
  return removed;
}

/**
 * Replace `outDir` with `tmpDir` (two renames). The old output goes to `trashDir`, emptied in the
 * background by the next build: deleting a few thousand files can take a second on a disk mounted
 * with `discard`, and nobody needs to wait for it. When the trash is on another file system, the
 * old output is deleted here instead. The old output is checked again just before: it must still
 * be Folio's.
 */
export function swapOutput(spec: OutDirSpec, tmpDir: string, trashDir: string): void {
  const { outDir } = spec;
  const move = (from: string, to: string) => guardFs('replace the output folder', outDir, () => renameSync(from, to));
  if (!existsSync(outDir)) {
    makeDir(path.dirname(outDir));
    move(tmpDir, outDir);
    return;
  }
  if (!isReplaceable(outDir)) throw notOurs(spec, 'replace');
  const old = path.join(trashDir, `${path.basename(outDir)}-${process.pid}-${Date.now()}`);
  try {
    makeDir(trashDir);
    renameSync(outDir, old);
  } catch {
    const sibling = `${outDir}.old-${process.pid}`;
    move(outDir, sibling);
    try {
      move(tmpDir, outDir);
    } catch (error) {
      // Put the previous output back: a failed build leaves it as it was.
      renameSync(sibling, outDir);
      throw error;
    }
    rmSync(sibling, { recursive: true, force: true });
    return;
  }
  try {
    move(tmpDir, outDir);
  } catch (error) {
    renameSync(old, outDir);
    throw error;
  }
}
