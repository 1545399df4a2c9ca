/**
 * What the client and server bundles are made from, as the bundle memo (bundle-memo.ts) checks it:
 *  - the code that bundles: Folio's packages (in a checkout, every file's size and time; installed,
 *    their versions, with the lockfile) and the versions of Vite and Node;
 *  - the shape of the two builds: their Vite settings but the plugins (whose code is Folio's or a
 *    package's, and whose options come from the site's files);
 *  - the site's files: every name under the site (bar `node_modules/`, dot folders and output folders),
 *    so that a file added where an import or a swizzle would find it counts, and the content of its
 *    code, styles, data and config by size and time (of every file, where the stylesheets scan the
 *    site's files for class names, as Tailwind does);
 *  - every lockfile and package.json from the site up to the root;
 *  - and, recorded while bundling (BundleRecorder), each module file the bundlers read, by content,
 *    and each module a plugin made from no file (`virtual:folio/site`, `@generated/…`), by its code,
 *    which is asked of the plugin again to check it. Only a plugin marked PURE_LOAD is asked again
 *    (a load hook may write files, or need what its other hooks set up); a module another plugin
 *    made from no file keeps the bundles from being remembered.
 */
import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin as VitePlugin } from 'vite';
import { installedVersion } from '../io/package-of-file.ts';
import { OUTPUT_MARKER } from './output-dir.ts';
import { PURE_LOAD } from '../plugin-api.ts';

/** Files whose content the bundle may read without importing them (config, data, styles, code). */
const READ = /\.(?:[cm]?[jt]sx?|json5?|ya?ml|toml|css|scss|sass|less|styl|pcss|postcss|html)$|^\.[^.]/i;
const LOCKFILES = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'bun.lock', 'bun.lockb', '.pnpmfile.cjs'];

/** PURE: the file a module id names (no `\0` virtual module, query or hash), or undefined. */
export function fileOfModule(id: string): string | undefined {
  if (id.startsWith('\0') || id.startsWith('virtual:')) return undefined;
  const file = id.replace(/[?#].*$/s, '');
  return path.isAbsolute(file) ? file : undefined;
}

export function hashFile(file: string): string | undefined {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('base64url');
  } catch {
    return undefined;
  }
}

/** The lockfiles and package.json files from `dir` up to the root, by content. */
function lockfiles(dir: string, hash: Hash): boolean {
  let scans = false;
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    for (const name of LOCKFILES) {
      const file = path.join(current, name);
      if (!existsSync(file)) continue;
      const content = readFileSync(file);
      hash.update(`${file}\0`).update(content).update('\0');
      if (/tailwindcss/.test(content.toString('latin1'))) scans = true;
    }
    if (path.dirname(current) === current) return scans;
  }
}

/**
 * Folio's packages: installed (under `node_modules/`), core's package.json (the lockfile names the
 * others' versions); in a checkout, each package's `dist/manifest.json`, which the CLI's precompile
 * step rewrites with every source file's size and time before anything runs, or (run from the
 * TypeScript sources, as tests are) the size and time of every file of each package's `src/`.
 */
let stamp: string | undefined;
function folioStamp(): string {
  if (stamp !== undefined) return stamp;
  const hash = createHash('sha256');
  const here = fileURLToPath(import.meta.url);
  let root = path.dirname(here);
  while (!existsSync(path.join(root, 'package.json')) && path.dirname(root) !== root) root = path.dirname(root);
  hash.update(readFileSync(path.join(root, 'package.json')));
  if (!root.split(path.sep).includes('node_modules')) {
    const packages = path.dirname(root);
    const fromSource = here.endsWith('.ts');
    for (const name of readdirSync(packages).sort()) {
      const manifest = path.join(packages, name, 'dist', 'manifest.json');
      if (!fromSource && existsSync(manifest)) {
        hash.update(`${name}\0`).update(readFileSync(manifest));
        continue;
      }
      const dir = path.join(packages, name, 'src');
      if (!existsSync(dir)) continue;
      for (const file of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
        const stat = statSync(path.join(dir, file));
        hash.update(`${name}/${file}\0${stat.size}\0${stat.mtimeMs}\0`);
      }
    }
  }
  return (stamp = hash.digest('base64url'));
}

/** Every name under the site, and the size and time of the files a bundle may read (with `all`, of every file: Tailwind 4 reads any text file). */
function siteFiles(siteDir: string, skip: (dir: string, name: string) => boolean, all: boolean, hash: Hash): void {
  const walk = (dir: string, relative: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      const shown = relative + entry.name;
      if (entry.isDirectory()) {
        // Another build's output (a `--shard`'s `--out-dir` inside the site): Folio's marker says so.
        if (entry.name === 'node_modules' || entry.name.startsWith('.') || skip(dir, entry.name) || existsSync(path.join(file, OUTPUT_MARKER))) continue;
        hash.update(`${shown}/\0`);
        walk(file, `${shown}/`);
      } else if (entry.isSymbolicLink()) {
        hash.update(`${shown} -> ${readlinkSync(file)}\0`);
      } else {
        hash.update(`${shown}\0`);
        if (READ.test(entry.name) || all) {
          // By size and time, as precompile and most build tools judge a source: hashing every file of a large site each build costs more than it saves.
          const stat = statSync(file, { throwIfNoEntry: false });
          hash.update(stat ? `${stat.size}:${stat.mtimeMs}\0` : '?\0');
        }
      }
    }
  };
  walk(siteDir, '');
}

/** PURE: a build's Vite settings as text, but its plugins, its logger and the folder it writes (which holds the process id). */
export function configShape(config: InlineConfig): string {
  const { plugins: _plugins, customLogger: _logger, build, ...rest } = config;
  const { outDir: _outDir, ...buildRest } = build ?? {};
  return JSON.stringify({ ...rest, build: buildRest }, (_key, value: unknown) => {
    if (typeof value === 'function') return `fn:${value.toString()}`;
    if (value instanceof RegExp) return `re:${value.toString()}`;
    return value;
  });
}

export interface BundleKeyInput {
  siteDir: string;
  /** The output folder: it, and its temporary and old folders, are not the site's files. */
  outDir: string;
  client: InlineConfig;
  server: InlineConfig;
}

/** The part of the memo's key checked before the recorded modules: code, shapes, site files, lockfiles. */
export function bundleKey({ siteDir, outDir, client, server }: BundleKeyInput): string {
  const hash = createHash('sha256').update(`vite ${installedVersion('vite', import.meta.url)} node ${process.versions.node} folio ${folioStamp()}\0`);
  hash.update(configShape(client)).update('\0').update(configShape(server)).update('\0');
  const scans = lockfiles(siteDir, hash);
  const outName = path.basename(outDir);
  const outParent = path.dirname(path.resolve(outDir));
  const skip = (dir: string, name: string) => dir === outParent && (name === outName || name.startsWith(`${outName}.`));
  siteFiles(siteDir, skip, scans || tailwindConfig(siteDir), hash);
  return hash.digest('base64url');
}

/** A Tailwind or PostCSS config of the site's own: its stylesheets may read any page. */
function tailwindConfig(siteDir: string): boolean {
  try {
    return readdirSync(siteDir).some((name) => /^(?:tailwind\.config|postcss\.config|\.postcssrc)/.test(name));
  } catch {
    return false;
  }
}

/** A module a plugin made from no file: which build, the plugin's place and name, the id, `ssr`, and its code's hash. */
export type LoadRecord = [build: 'client' | 'server', index: number, plugin: string, id: string, ssr: boolean, hash: string];

/** PURE: the hash of what a load hook returned. */
export function hashLoad(result: unknown): string {
  const text = typeof result === 'string' ? result : JSON.stringify([(result as { code?: unknown }).code, (result as { moduleType?: unknown }).moduleType ?? null, (result as { moduleSideEffects?: unknown }).moduleSideEffects ?? null]);
  return createHash('sha1').update(text).digest('base64url');
}

type LoadHandler = (this: unknown, id: string, options?: { ssr?: boolean }) => unknown;

function loadHandler(plugin: VitePlugin): LoadHandler | undefined {
  const hook = plugin.load as unknown;
  if (typeof hook === 'function') return hook as LoadHandler;
  return (hook as { handler?: LoadHandler } | undefined)?.handler;
}

/** Thrown by the stand-in context for anything a load hook asks that is not its own to answer. */
class Unverifiable extends Error {}

/** The context a recorded load hook is called with again: errors throw, notes are dropped, anything else cannot be checked. */
const STAND_IN = new Proxy(
  {},
  {
    get(_target, key) {
      if (key === 'error') return (error: unknown) => { throw error instanceof Error ? error : new Error(String(error)); };
      if (key === 'warn' || key === 'info' || key === 'debug' || key === 'addWatchFile') return () => {};
      if (key === 'meta') return { watchMode: false };
      throw new Unverifiable(String(key));
    },
  },
);

/** Does every recorded load give the same code again, from the plugins this build would use? */
export async function loadsAgree(records: LoadRecord[], plugins: { client: unknown[]; server: unknown[] }): Promise<boolean> {
  for (const [build, index, name, id, ssr, hash] of records) {
    const plugin = plugins[build][index] as VitePlugin | undefined;
    const handler = plugin && plugin.name === name ? loadHandler(plugin) : undefined;
    if (!handler) return false;
    try {
      const result = await handler.call(STAND_IN, id, { ssr });
      if (result === null || result === undefined || hashLoad(result) !== hash) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Watches one build of each bundle: the modules read, the loads of modules made from no file, the
 * client's files, the warnings said. `unusable` says why the build cannot be remembered.
 */
export class BundleRecorder {
  readonly modules = new Set<string>();
  readonly loads: LoadRecord[] = [];
  readonly clientFiles: string[] = [];
  readonly started = Date.now();
  unusable: string | undefined;

  /** The build's plugins, each load hook recording, and one more plugin watching the build. */
  plugins(build: 'client' | 'server', plugins: unknown[]): VitePlugin[] {
    const wrapped = plugins.map((plugin, index) => this.wrap(build, index, plugin));
    const modules = this.modules;
    const files = this.clientFiles;
    const watcher: VitePlugin = {
      name: 'folio:bundle-memo',
      buildEnd() {
        for (const id of this.getModuleIds()) modules.add(id);
      },
      writeBundle: {
        order: 'post',
        handler(_options, bundle) {
          if (build === 'client') files.push(...Object.keys(bundle));
        },
      },
    };
    return [...wrapped, watcher];
  }

  private wrap(build: 'client' | 'server', index: number, plugin: unknown): VitePlugin {
    if (!plugin || typeof plugin !== 'object' || Array.isArray(plugin) || typeof (plugin as VitePlugin).name !== 'string') {
      this.unusable = 'a Vite plugin that is not one object';
      return plugin as VitePlugin;
    }
    const original = plugin as VitePlugin;
    const handler = loadHandler(original);
    if (!handler) return original;
    const loads = this.loads;
    const pure = (original as { [PURE_LOAD]?: boolean })[PURE_LOAD] === true;
    const recorder = this;
    const recording: LoadHandler = async function (this: unknown, id, options) {
      const result = await handler.call(this, id, options);
      if (result === null || result === undefined || fileOfModule(id)) return result;
      if (pure) loads.push([build, index, original.name, id, options?.ssr === true, hashLoad(result)]);
      else recorder.unusable ??= `${original.name} made ${id}, and says nothing of what it is made from`;
      return result;
    };
    const hook = original.load as unknown;
    const load = typeof hook === 'function' ? recording : { ...(hook as object), handler: recording };
    // A plugin made by a class keeps its methods through its prototype.
    const copy = Object.getPrototypeOf(original) === Object.prototype ? { ...original } : Object.create(original);
    return Object.assign(copy, { load }) as VitePlugin;
  }
}
