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
import { createContext, loadSite } from '../load/site.ts';
import { createState } from '../vite/state.ts';
import { reportBrokenLinks } from './broken-links.ts';
import { bundleSite } from './bundle.ts';
import { describeChunks, describeCompile, PageCompile } from './compile.ts';
import { announceBuild, BuildOutput } from './output.ts';
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
  /** A step whose result is summed up in a line under its timing. */
  const reported = async <T>(name: string, run: () => Promise<T>, describe: (result: T) => string) => {
    const result = await step(name, run);
    log.info(describe(result));
    return result;
  };
  const started = performance.now();
  const forget = announceBuild(siteDir, options.outDir);
  try {
    return await build(siteDir, options, settings, { step, reported, started, timings });
  } finally {
    forget();
  }
}

interface BuildSteps {
  step: Step;
  reported: <T>(name: string, run: () => Promise<T>, describe: (result: T) => string) => Promise<T>;
  started: number;
  timings: Timing[];
}

async function build(siteDir: string, options: BuildOptions, settings: Settings, { step, reported, started, timings }: BuildSteps): Promise<BuildResult> {
  const config = await step('config', () => loadConfig(siteDir, options.configFile));
  const ctx = createContext(siteDir, config, 'build');
  const output = new BuildOutput(siteDir, options.outDir, config);
  try {
    const site = await step('load content', () => loadSite(ctx));
    await output.start(site, ctx);
    const state = createState(ctx, site, false, settings);
    const pages = new PageCompile(state, output.tmpDir, settings);
    await reported('compile pages', () => pages.compile(), describeCompile);
    const direct = await reported('emit pages', () => pages.emit(), describeChunks);
    const routes = await writeRouteShards(site.routes, direct, { baseUrl: config.baseUrl, outDir: output.tmpDir, routesPerShard: settings.routesPerShard });
    const bundles = await step('bundle client+server', () => bundleSite(state, output, direct, routes));
    const rendered = await reported('prerender', () => renderSite(state, { bundles, direct, routes, output, settings }), describeRender);
    await step('static files', () => writeStaticFiles(ctx, site, output.tmpDir, rendered.inlineScripts));
    await runPostBuild(site, ctx, output.tmpDir, step);
    await step('check links', () => reportBrokenLinks(rendered.pages, output.tmpDir, config));
    await output.swap();
    await state.compiler.flushWrites();
    rendered.saveCache();
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    log.info(`built ${rendered.pages.length} pages into ${path.relative(process.cwd(), output.outDir) || '.'} in ${seconds} s`);
    return { outDir: output.outDir, routes: rendered.pages.length, timings };
  } finally {
    output.cleanup();
  }
}
