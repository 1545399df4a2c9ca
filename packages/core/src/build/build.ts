/**
 * `folio build`: the pipeline top to bottom, one named and timed step per line. Each step is a
 * module of this folder that owns its optimisations. Everything is written to a temporary folder
 * that replaces the output folder only when every step succeeded (output.ts).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../config/config.ts';
import { DEFAULT_SETTINGS, type Settings } from '../settings.ts';
import { log, task, type Timing } from '../log.ts';
import { createState } from '../vite/state.ts';
import { reportBrokenLinks } from './broken-links.ts';
import { bundleSite } from './bundle.ts';
import { describeChunks, describeCompile, PageCompile } from './compile.ts';
import { announceBuild, BuildOutput, type OutputDirs } from './output.ts';
import { loadLocales, otherLocales, writeSitemapIndex, type LoadedLocale, type OtherLocale } from './locales.ts';
import { runPostBuild, type Step } from './post-build.ts';
import { describeRender, renderSite } from './render.ts';
import { writeRouteShards } from './route-shards.ts';
import { writeStaticFiles } from './static-files.ts';

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
    return await build(siteDir, options, settings, { step, started, timings });
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
  const output = new BuildOutput(siteDir, options.outDir, config);
  try {
    const locales = await loadLocales(siteDir, config, { configFile: options.configFile, locales: options.locales }, step);
    await output.start(locales.map(({ site, ctx }) => ({ site, ctx })));
    let pages = 0;
    const finish: (() => void)[] = [];
    for (const locale of locales) {
      const built = await buildLocale(locale, output.forLocale(locale.outPath, locale.name), settings, otherLocales(locales, locale));
      pages += built.pages;
      finish.push(built.finish);
    }
    writeSitemapIndex(locales, output.tmpDir);
    await output.swap();
    for (const done of finish) done();
    await Promise.all(locales.map(({ compiler }) => compiler?.flushWrites()));
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    log.info(`built ${pages} pages into ${path.relative(process.cwd(), output.outDir) || '.'}${locales.length > 1 ? ` (${locales.length} locales: ${locales.map((l) => l.name).join(', ')})` : ''} in ${seconds} s`);
    return { outDir: output.outDir, routes: pages, timings };
  } finally {
    output.cleanup();
  }
}

/** Steps 4 to 8 for one locale: compile, bundle, prerender, static files, post-build, links; `finish` keeps its render cache once the output is swapped in. */
async function buildLocale(locale: LoadedLocale, output: OutputDirs, settings: Settings, others: OtherLocale[]): Promise<{ pages: number; finish: () => void }> {
  const { ctx, site, step, reported } = locale;
  const state = createState(ctx, site, false, settings);
  locale.compiler = state.compiler;
  const pages = new PageCompile(state, output.tmpDir, settings);
  await reported('compile pages', () => pages.compile(), describeCompile);
  const direct = await reported('emit pages', () => pages.emit(), describeChunks);
  const routes = await writeRouteShards(site.routes, direct, { baseUrl: ctx.config.baseUrl, outDir: output.tmpDir, routesPerShard: settings.routesPerShard });
  const bundles = await step('bundle client+server', () => bundleSite(state, output, direct, routes));
  const rendered = await reported('prerender', () => renderSite(state, { bundles, direct, routes, output, settings }), describeRender);
  await step('static files', () => writeStaticFiles(ctx, site, output.tmpDir, rendered.inlineScripts));
  await runPostBuild(site, ctx, output.tmpDir, step);
  await step('check links', () => reportBrokenLinks(rendered.pages, output.tmpDir, ctx.config, others));
  return { pages: rendered.pages.length, finish: () => rendered.saveCache() };
}
