/**
 * `folio build`: the pipeline top to bottom, one named and timed step per line. Each step is a
 * module of this folder that owns its optimisations. Everything is written to a temporary folder
 * that replaces the output folder only when every step succeeded (output.ts).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../config/config.ts';
import { DEFAULT_SETTINGS, type BuildShard, type Settings } from '../settings.ts';
import { log, task, type Timing } from '../log.ts';
import { announceBuild, BuildOutput } from './output.ts';
import { loadLocales, localesBuilt, otherLocales, writeSitemapIndex } from './locales.ts';
import { writeShardFacts } from './build-shards.ts';
import { mergeLocales, readShards } from './merge-shards.ts';
import { writeLocaleRoutes } from './locale-routes.ts';
import { buildLocales } from './locale-group.ts';
import type { Step } from './post-build.ts';
import { withRemoteCache } from '../io/remote-cache.ts';

export interface BuildOptions {
  siteDir: string;
  /** Output folder (default: the config's outDir, `build`). */
  outDir?: string;
  /** The config file, relative to siteDir (default: site.config.ts). */
  configFile?: string;
  /** The locales to build (`--locale`, repeatable; default: every locale of the config). */
  locales?: string[];
  /** The CLI's FOLIO_* switches (default: DEFAULT_SETTINGS). */
  settings?: Settings;
  /** `--shard i/n`: render only this slice of the routes, for `--merge` (build-shards.ts). */
  shard?: BuildShard;
  /** `--merge <dirs>`: join the output folders of every `--shard` (merge-shards.ts). */
  merge?: string[];
}

export interface BuildResult {
  outDir: string;
  routes: number;
  timings: Timing[];
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const settings = options.settings ?? DEFAULT_SETTINGS;
  const siteDir = path.resolve(options.siteDir);
  const timings: Timing[] = [];
  const step: Step = (name, run) => task(name, timings, run);
  const started = performance.now();
  const forget = announceBuild(siteDir, options.outDir);
  try {
    return await build(siteDir, options, options.shard ? { ...settings, buildShard: options.shard } : settings, { step, started, timings });
  } finally {
    forget();
  }
}

interface BuildSteps {
  step: Step;
  started: number;
  timings: Timing[];
}
async function build(siteDir: string, options: BuildOptions, settings: Settings, { step, started, timings }: BuildSteps): Promise<BuildResult> {
  const config = await step('config', () => loadConfig(siteDir, options.configFile));
  settings = withRemoteCache(settings, config);
  const output = new BuildOutput(siteDir, options.outDir, config);
  try {
    const shards = options.merge ? readShards(siteDir, options.merge) : undefined;
    const asked = shards ? shards[0]!.facts.asked : options.locales;
    const locales = await loadLocales(siteDir, config, { configFile: options.configFile, locales: asked }, step);
    const built = shards ? await mergeLocales(locales, shards, output) : await buildLocales(locales, output, config, settings);
    if (settings.buildShard) {
      writeShardFacts(output.tmpDir, { shard: settings.buildShard, ...(asked ? { asked } : {}), locales: locales.map((locale) => built.get(locale)!.shard!) });
    } else {
      for (const locale of locales) await locale.step('check links', () => built.get(locale)!.checkLinks(otherLocales(locales, locale))); // against every locale's routes
      for (const write of [writeSitemapIndex, writeLocaleRoutes]) write(locales, output.tmpDir); // the files that need every locale's routes
    }
    await output.swap();
    for (const { finish } of built.values()) finish();
    await Promise.all([...built.values()].map(({ flushed }) => flushed));
    if (settings.remote) await settings.remote.flush().then(() => log.info(settings.remote!.summary()));
    const pages = [...built.values()].reduce((sum, locale) => sum + locale.pages, 0);
    const what = settings.buildShard ? `shard ${settings.buildShard.index}/${settings.buildShard.count}: ${pages} pages` : `${pages} pages`;
    log.info(`built ${what} into ${path.relative(process.cwd(), output.outDir) || '.'}${localesBuilt(locales)} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
    return { outDir: output.outDir, routes: pages, timings };
  } finally {
    output.cleanup();
  }
}
