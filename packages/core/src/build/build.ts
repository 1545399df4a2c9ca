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
import { checkedPages } from './broken-links.ts';
import { bundleSite } from './bundle.ts';
import { describeChunks, describeCompile, PageCompile } from './compile.ts';
import { announceBuild, BuildOutput, type OutputDirs } from './output.ts';
import { builtLocale, loadContent, loadLocales, localesBuilt, otherLocales, releaseContent, writeSitemapIndex, type BuiltLocale, type LoadedLocale } from './locales.ts';
import { writeLocaleRoutes } from './locale-routes.ts';
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
    const built: BuiltLocale[] = [];
    for (const locale of locales) {
      await loadContent(locale, output);
      built.push(await buildLocale(locale, output.forLocale(locale.outPath, locale.name), settings));
      releaseContent(locale, locale !== locales.at(-1)); // the next locale's build does not hold this one's content
    }
    for (const [index, locale] of locales.entries()) await locale.step('check links', () => built[index]!.checkLinks(otherLocales(locales, locale))); // against every locale's routes
    for (const write of [writeSitemapIndex, writeLocaleRoutes]) write(locales, output.tmpDir); // the files that need every locale's routes
    await output.swap();
    for (const { finish } of built) finish();
    await Promise.all(built.map(({ flushed }) => flushed));
    const pages = built.reduce((sum, locale) => sum + locale.pages, 0);
    log.info(`built ${pages} pages into ${path.relative(process.cwd(), output.outDir) || '.'}${localesBuilt(locales)} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
    return { outDir: output.outDir, routes: pages, timings };
  } finally {
    output.cleanup();
  }
}


/** Steps 4 to 7 for one locale: compile, bundle, prerender, static files, post-build (its links are checked by the caller). */
async function buildLocale(locale: LoadedLocale, output: OutputDirs, settings: Settings): Promise<BuiltLocale> {
  const { ctx, site, step, reported } = locale;
  const state = createState(ctx, site, false, settings);
  const pages = new PageCompile(state, output.tmpDir, settings);
  await reported('compile pages', () => pages.compile(), describeCompile);
  const direct = await reported('emit pages', () => pages.emit(), describeChunks);
  const routes = await writeRouteShards(site.routes, direct, { baseUrl: ctx.config.baseUrl, outDir: output.tmpDir, routesPerShard: settings.routesPerShard });
  const bundles = await step('bundle client+server', () => bundleSite(state, output, direct, routes));
  const rendered = await reported('prerender', () => renderSite(state, { bundles, direct, routes, output, settings }), describeRender);
  await step('static files', () => writeStaticFiles(ctx, site, output.tmpDir, rendered));
  await runPostBuild(site, ctx, output.tmpDir, step);
  return builtLocale(checkedPages(rendered.pages), rendered.saveCache, state.compiler.flushWrites(), output.tmpDir, ctx.config);
}

