/**
 * @docusaurus/plugin-ideal-image on Vite: the native replacement of its configureWebpack
 * (ideal-image.ts has the facts). An image a JavaScript, TypeScript or MDX module imports (or
 * `require()`s: such calls in the site's modules become default imports here, before the generic
 * rewrite of compat/vite-require.ts would make them namespaces) is a module `{ src, preSrc }`
 * whose images are resized with sharp (0.34, this package's own: the site's 0.32, which
 * Docusaurus depends on, needs its install script) and emitted as assets of the client build
 * under their own names. Each image's outputs are cached by its bytes and the options under
 * Folio's cache folder, so a rebuild encodes nothing; the outputs are the same bytes each time.
 * In dev the rule is off by default (`disableInDev`), as in Docusaurus; switched on, the images
 * are served from the cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin as VitePlugin, ResolvedConfig } from 'vite';
import { FolioError } from '@folio/core';
import { findRequires, isSiteModule, langOf } from '../compat/vite-require.ts';
import { loadRequireParser } from '../compat/require-parser.ts';
import { disabledModule, fileNameOf, IMAGE_FILE, IMAGE_ISSUER, idealImageModule, idealImageOptions, locate, md4Hex, outputType, widthsFor, type IdealImageOptions } from './ideal-image.ts';

/** One output of an image: its name from the `name` template, its size, its bytes in the cache. */
interface Output {
  fileName: string;
  width: number;
  height: number;
  blob: string;
}

/** What an image makes: its outputs, its LQIP (`preSrc`) and the loader's own placeholder if asked. */
interface Made {
  outputs: Output[];
  preSrc: string;
  placeholder?: string;
}

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp> | undefined;

/** sharp, loaded when the first image is. */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(
    (module) => ((module as { default?: Sharp }).default ?? module) as Sharp,
    (error: unknown) => {
      sharpModule = undefined;
      throw new FolioError(`@docusaurus/plugin-ideal-image: sharp could not be loaded (${(error as Error).message})`, { hint: 'reinstall @folio/docusaurus, which depends on sharp', cause: error });
    },
  );
  return sharpModule;
}

let version: string | undefined;
/** sharp's version, read without loading it (a rebuild from the cache does not load sharp at all). */
function sharpVersion(): string {
  try {
    version ??= (createRequire(import.meta.url)('sharp/package.json') as { version: string }).version;
  } catch {
    version = '?';
  }
  return version;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function writeWhole(file: string, data: Buffer | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** One resized copy: `width` wide, in the output format, flattened on `background` if set. */
async function resize(sharp: Sharp, input: Buffer, width: number, mime: string, options: IdealImageOptions): Promise<{ data: Buffer; width: number; height: number }> {
  let image = sharp(input).resize(width, null);
  if (options.background) image = image.flatten({ background: options.background });
  const format = mime.split('/')[1] as 'jpeg' | 'png' | 'webp' | 'avif';
  image = format === 'png' ? image.png() : image.toFormat(format, { quality: options.quality });
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { data, width, height: info.height };
}

/** Encodes `file`'s outputs with sharp and writes them and their list to the cache under `key`. */
async function encode(file: string, input: Buffer, options: IdealImageOptions, context: string, cache: string, key: string): Promise<Made> {
  const sharp = await loadSharp();
  const type = outputType(file, options)!;
  const name = options.name.replace(/\[ext\]/gi, type.ext);
  const metadata = await sharp(input).metadata();
  const made = options.disable
    ? [{ data: input, width: 100, height: 100 }]
    : await Promise.all(widthsFor(options.sizes, metadata.width ?? Number.MAX_SAFE_INTEGER).map((width) => resize(sharp, input, width, type.mime, options)));
  const outputs = made.map((output, index): Output => {
    const blob = path.join(cache, `${key}-${index}.${type.ext}`);
    writeWhole(blob, output.data);
    return { fileName: fileNameOf(name, { file, context, ext: type.ext, hash: md4Hex(output.data), width: output.width, height: output.height }), width: output.width, height: output.height, blob: path.basename(blob) };
  });
  // lqip-loader: 10 pixels wide, in the file's own format, named by its extension's MIME type.
  const lqip = await sharp(input).resize(10).toBuffer();
  const preSrc = `data:${outputType(file, {})!.mime};base64,${lqip.toString('base64')}`;
  const placeholder = options.placeholder ? `data:${type.mime};base64,${(await resize(sharp, input, options.placeholderSize, type.mime, options)).data.toString('base64')}` : undefined;
  const result: Made = { outputs, preSrc, ...(placeholder ? { placeholder } : {}) };
  writeWhole(path.join(cache, `${key}.json`), `${JSON.stringify(result)}\n`);
  return result;
}

/** The outputs of `file`, from the cache when its bytes and the options are those of a build before. */
async function make(file: string, options: IdealImageOptions, context: string, cache: string, memo: Map<string, Promise<Made>>): Promise<Made> {
  const input = readFileSync(file);
  const key = sha256(JSON.stringify({ v: 2, sharp: sharpVersion(), options, file: path.relative(context, file) }) + sha256(input)).slice(0, 32);
  let made = memo.get(key);
  if (!made) {
    const list = path.join(cache, `${key}.json`);
    const cached = existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as Made) : undefined;
    made = cached && cached.outputs.every((output) => existsSync(path.join(cache, output.blob))) ? Promise.resolve(cached) : encode(file, input, options, context, cache, key);
    memo.set(key, made);
    made.catch(() => memo.delete(key));
  }
  return made;
}

/**
 * `require('./x.png')` (a static path to an image the rule takes) as a default import, each
 * once, at the top of the module: webpack's require() of the loaders' CommonJS module gives the
 * object itself. Undefined when the module has none.
 */
export async function rewriteImageRequires(code: string, file: string, resolves: (specifier: string) => Promise<boolean>): Promise<{ code: string; map: ReturnType<MagicString['generateMap']> } | undefined> {
  await loadRequireParser();
  const found = findRequires(code, langOf(file));
  if (!found || found.commonJs) return undefined;
  const locals = new Map<string, string>();
  let prefix = '__folio_ideal_image';
  while (code.includes(prefix)) prefix += '_';
  const s = new MagicString(code);
  for (const call of found.calls) {
    const specifier = call.argument.kind === 'static' && !call.refused && !call.statement ? call.argument.specifier : undefined;
    if (specifier === undefined || !IMAGE_FILE.test(specifier) || !(await resolves(specifier))) continue;
    if (!locals.has(specifier)) locals.set(specifier, `${prefix}${locals.size}`);
    s.overwrite(call.start, call.end, locals.get(specifier)!);
  }
  if (!locals.size) return undefined;
  const imports = [...locals].map(([specifier, local]) => `import ${local} from ${JSON.stringify(specifier)};`).join('\n');
  s.appendLeft(found.insertAt, found.insertAt === 0 ? `${imports}\n` : `\n${imports}`);
  return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: file, includeContent: true }) };
}

const PREFIX = '\0folio-ideal-image:';
const SUFFIX = '.js';

/** What the plugin knows once Vite is configured. */
interface Setup {
  on: boolean;
  base: string;
  cache: string;
  build: boolean;
}

/** The module of one image, its outputs emitted (client build) or served (dev). */
async function imageModule(
  this: { emitFile?: (file: { type: 'asset'; fileName: string; source: Uint8Array }) => string; environment?: object },
  file: string,
  ssr: boolean,
  setup: Setup,
  state: { options: IdealImageOptions; siteDir: string; memo: Map<string, Promise<Made>>; served: Map<string, string>; emitted: WeakMap<object, Set<string>> },
): Promise<string> {
  let made: Made;
  try {
    made = await make(file, state.options, state.siteDir, setup.cache, state.memo);
  } catch (error) {
    throw error instanceof FolioError ? error : new FolioError(`@docusaurus/plugin-ideal-image: ${path.relative(state.siteDir, file)} could not be resized (${(error as Error).message})`, { cause: error });
  }
  const images = made.outputs.map((output) => {
    const { output: fileName, url } = locate(output.fileName, state.options, setup.base);
    const blob = path.join(setup.cache, output.blob);
    if (!setup.build) state.served.set(url, blob);
    else if (!ssr && this.emitFile && this.environment) {
      const emitted = state.emitted.get(this.environment) ?? new Set<string>();
      state.emitted.set(this.environment, emitted);
      if (!emitted.has(fileName)) this.emitFile({ type: 'asset', fileName, source: readFileSync(blob) });
      emitted.add(fileName);
    }
    return { url, width: output.width, height: output.height };
  });
  return state.options.disable ? disabledModule(images[0]!.url, made.preSrc) : idealImageModule(images, made.preSrc, made.placeholder);
}

/** The Vite plugin standing for the plugin's configureWebpack, with its (validated) options. */
export function idealImagePlugin(rawOptions: Record<string, unknown>, siteDir: string, where = '@docusaurus/plugin-ideal-image'): VitePlugin {
  let options: IdealImageOptions;
  try {
    options = idealImageOptions(rawOptions);
  } catch (error) {
    throw new FolioError(`${where}: ${(error as Error).message}`, { hint: 'set `format` to png, jpg, jpeg, webp or avif, or leave it out' });
  }
  const state = { options, siteDir, memo: new Map<string, Promise<Made>>(), served: new Map<string, string>(), emitted: new WeakMap<object, Set<string>>() };
  let setup: Setup = { on: false, base: '/', cache: '', build: true };
  return {
    name: 'folio:docusaurus-ideal-image',
    enforce: 'pre',
    configResolved(config: ResolvedConfig) {
      const build = config.command === 'build';
      setup = { on: build || !options.disableInDev, base: config.base, cache: path.join(path.dirname(config.cacheDir), 'ideal-image'), build };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const blob = req.url ? state.served.get(decodeURIComponent(req.url.split('?')[0]!)) : undefined;
        if (!blob || !existsSync(blob)) return next();
        res.setHeader('Content-Type', `image/${path.extname(blob).slice(1).replace('jpg', 'jpeg')}`);
        res.end(readFileSync(blob));
      });
    },
    resolveId: {
      filter: { id: IMAGE_FILE },
      async handler(id, importer, resolveOptions) {
        if (!setup.on || !importer || id.includes('?') || !IMAGE_ISSUER.test(importer.split('?')[0]!)) return null;
        const resolved = await this.resolve(id, importer, { ...resolveOptions, skipSelf: true });
        if (!resolved || resolved.external || resolved.id.includes('?') || !path.isAbsolute(resolved.id) || !IMAGE_FILE.test(resolved.id)) return null;
        return `${PREFIX}${resolved.id}${SUFFIX}`;
      },
    },
    load: {
      filter: { id: new RegExp(`^${PREFIX}`) },
      async handler(id, loadOptions) {
        const file = id.slice(PREFIX.length, -SUFFIX.length);
        this.addWatchFile(file);
        return imageModule.call(this as never, file, loadOptions?.ssr === true, setup, state);
      },
    },
    transform: {
      filter: { id: { include: IMAGE_ISSUER, exclude: /^\0|\?/ }, code: /\brequire\b/ },
      async handler(code, id) {
        if (!setup.on || !path.isAbsolute(id) || !isSiteModule(id, siteDir)) return null;
        return rewriteImageRequires(code, id, async (specifier) => Boolean(await this.resolve(specifier, id)));
      },
    },
  };
}
