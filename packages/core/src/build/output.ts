/**
 * Where a build writes. Everything goes into a temporary folder beside the output, which replaces
 * the output only when every step succeeded; the old output goes to the trash, emptied in the
 * background by the next build. The safety rules (which folders may be the output) are in
 * output-dir.ts.
 */
import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir } from '../io/cache-dir.ts';
import { guardFs, showAs } from '../io/fs-errors.ts';
import { log } from '../log.ts';
import { callHook } from '../load/host.ts';
import type { LoadedSite } from '../load/state.ts';
import type { Context } from '../plugin-api.ts';
import type { SiteConfig } from '../config/config.ts';
import {
  assertOutDirAllowed,
  assertReplaceable,
  baseSources,
  globBase,
  markOutput,
  removeStaleTempDirs,
  swapOutput,
  tempDirs,
  type OutDirSpec,
} from './output-dir.ts';

/** The folders of one build, as the stages see them. */
export interface OutputDirs {
  /** The output folder, which still holds the previous build until the swap. */
  outDir: string;
  /** The temporary folder the site is written into. */
  tmpDir: string;
  /** The server bundle's folder: private to this build, so two builds of one site never share it. */
  serverDir: string;
}

export class BuildOutput implements OutputDirs {
  readonly outDir: string;
  readonly tmpDir: string;
  readonly serverDir: string;
  private readonly spec: OutDirSpec;
  private readonly baseSources: string[];
  private readonly trashDir: string;
  /** Emptying the trash runs alongside the build; awaited before the swap, so that this build's old output is not in it. */
  private readonly emptied: Promise<void>;
  private started = false;

  /** Refuses an output folder that is, holds or lies inside the site's fixed sources. */
  constructor(
    private readonly siteDir: string,
    flag: string | undefined,
    config: SiteConfig,
  ) {
    this.spec = outDirSpec(siteDir, flag, config.outDir);
    this.outDir = this.spec.outDir;
    ({ tmpDir: this.tmpDir, serverDir: this.serverDir } = tempDirs(this.outDir));
    // Messages name the output folder the user chose, never the temporary ones.
    showAs(this.tmpDir, this.outDir);
    showAs(this.serverDir, this.outDir);
    this.baseSources = baseSources(siteDir, config);
    assertOutDirAllowed(this.spec, { siteDir, sources: this.baseSources });
    this.trashDir = path.join(cacheDir(siteDir), 'trash');
    this.emptied = rm(this.trashDir, { recursive: true, force: true }).catch(() => {});
  }

  /** Once the content is loaded (of every locale built): check the plugins' sources too, then start the temporary folder. */
  async start(loaded: { site: LoadedSite; ctx: Context }[]): Promise<void> {
    const sources = (await Promise.all(loaded.map(({ site, ctx }) => pluginSources(site, ctx)))).flat();
    assertOutDirAllowed(this.spec, { siteDir: this.siteDir, sources: [...new Set([...this.baseSources, ...sources])] });
    // A build of several locales starts once per locale, as each one's content is loaded: only the first starts the folder.
    if (this.started) return;
    this.started = true;
    assertReplaceable(this.spec);
    const stale = removeStaleTempDirs(this.outDir);
    if (stale.length) log.info(`  removed ${stale.join(', ')}, left by builds that were stopped`);
    guardFs('create the folder', this.outDir, () => rmSync(this.tmpDir, { recursive: true, force: true }));
    markOutput(this.tmpDir);
  }

  /**
   * The folders of one locale: its pages go into `outPath` inside the output ('' for the default
   * locale, built first), its server bundle into a folder of its own (Node caches a module by its
   * URL: a second bundle at the same address would be the first one again).
   */
  forLocale(outPath: string, locale: string): OutputDirs {
    if (!outPath) return this;
    return { outDir: path.join(this.outDir, outPath), tmpDir: path.join(this.tmpDir, outPath), serverDir: path.join(this.serverDir, 'locales', locale) };
  }

  /** Replace the output folder with the temporary one. */
  async swap(): Promise<void> {
    await this.emptied;
    swapOutput(this.spec, this.tmpDir, this.trashDir);
  }

  /**
   * Remove the temporary folders (after a swap, only the server bundle is left). Never throws: it
   * runs after a failure too, whose message must be the one reported; a folder it cannot remove is
   * removed by the next build (removeStaleTempDirs).
   */
  cleanup(): void {
    for (const dir of [this.tmpDir, this.serverDir]) {
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        // left for the next build
      }
    }
  }
}

/** Where the output goes, and how the user named it (for messages). */
/** Builds under way in this process: site folder → the `--out-dir` they were given. */
const underway = new Map<string, string | undefined>();

/** A build of `siteDir` starts (before its config loads): see buildWriteDir. */
export function announceBuild(siteDir: string, flag: string | undefined): () => void {
  const key = path.resolve(siteDir);
  underway.set(key, flag);
  return () => underway.delete(key);
}

/**
 * The output folder of a build of `siteDir` under way in this process (`configured` is the config's
 * outDir), and the temporary folder it writes into before that replaces the output folder; or
 * undefined when none is under way. For an adapter whose plugins keep the output folder from
 * when they were made (Docusaurus's load context) and write there after the build: they must
 * write into the new output, never over the previous one.
 */
export function buildWriteDir(siteDir: string, configured: string): { outDir: string; writeDir: string } | undefined {
  const key = path.resolve(siteDir);
  if (!underway.has(key)) return undefined;
  const { outDir } = outDirSpec(key, underway.get(key), configured);
  return { outDir, writeDir: tempDirs(outDir).tmpDir };
}

function outDirSpec(siteDir: string, flag: string | undefined, configured: string): OutDirSpec {
  const value = flag ?? configured;
  return { outDir: path.resolve(siteDir, value), option: flag === undefined ? 'outDir' : '--out-dir', value };
}

/** The folders and files the plugins read (the fixed part of their watch globs). */
async function pluginSources(site: LoadedSite, ctx: Context): Promise<string[]> {
  const sources: string[] = [];
  for (const { plugin, content } of site.plugins) {
    if (!plugin.watch) continue;
    const globs = await callHook(plugin, 'watch', () => plugin.watch!(content, ctx));
    for (const glob of globs) sources.push(path.resolve(ctx.siteDir, globBase(glob)));
  }
  return sources;
}
