/**
 * @docusaurus/plugin-ideal-image's webpack rule, as facts Vite can act on. PURE.
 *
 * Docusaurus adds a rule for `.png`, `.jpg` and `.jpeg` files imported from JavaScript, TypeScript
 * and MDX modules (not from CSS; Markdown images, which Docusaurus loads with an inline loader that
 * bypasses configured rules, are Folio's `?url` imports and are not taken either). The rule runs
 * @docusaurus/responsive-loader (sharp) and then @docusaurus/lqip-loader, so that the module is
 * `{ src, preSrc }`: `src` the responsive image (its `toString()` its `src`), `preSrc` a 10 pixel
 * wide copy as a data URL, which `@theme/IdealImage` shows while the image loads. The loader's
 * options are the plugin's, `disableInDev` aside (in dev, by default, the rule is not added:
 * the import is the plain file's URL, as any image's).
 *
 * Widths: `min`/`max` with `steps` (4) evenly spaced, else `size` or `sizes`, else the original
 * width; none wider than the original, each once. Output format: `format`, else the file's own;
 * JPEG at `quality` (85). File names follow `name` (`assets/ideal-img/[name].[hash:hex:7].[width].[ext]`),
 * hashed as webpack's loader-utils hashes them, with MD4 of the resized bytes (`md4Hex`), so that the
 * names are Docusaurus's.
 */
import path from 'node:path';

/** A request the rule takes: an image file, no query. */
export const IMAGE_FILE = /\.(?:png|jpe?g)$/i;
/** The modules whose imports the rule takes (webpack's `issuer`). */
export const IMAGE_ISSUER = /\.(?:tsx?|jsx?|mdx?)$/i;

const MIMES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

/** The loader's options, as responsive-loader reads them. */
export interface IdealImageOptions {
  disableInDev: boolean;
  /** Widths asked for (before being capped at the original's). */
  sizes: number[];
  /** The original file once, as 100 by 100 (`disable`). */
  disable: boolean;
  quality: number;
  background?: string;
  /** Output format (an extension), when not the file's own. */
  format?: string;
  name: string;
  outputPath?: string | ((fileName: string) => string);
  publicPath?: string | ((fileName: string) => string);
  placeholder: boolean;
  placeholderSize: number;
}

const toInt = (value: unknown): number => parseInt(String(value), 10);

/** The widths asked for: min..max in steps, else size(s), else the original (any width). */
export function requestedSizes(raw: Record<string, unknown>): number[] {
  const min = raw.min === undefined ? undefined : toInt(raw.min);
  const max = raw.max === undefined ? undefined : toInt(raw.max);
  const steps = raw.steps === undefined ? 4 : toInt(raw.steps);
  if (typeof min === 'number' && max) {
    if (steps <= 1) return [min];
    return Array.from({ length: steps }, (_, step) => Math.ceil(min + ((max - min) / (steps - 1)) * step));
  }
  const given = raw.size ?? raw.sizes;
  if (given === undefined || given === null) return [Number.MAX_SAFE_INTEGER];
  return [given].flat().map(toInt);
}

/** The plugin's options as the loader reads them; throws on a format it cannot write. */
export function idealImageOptions(raw: Record<string, unknown>): IdealImageOptions {
  const format = raw.format === undefined ? undefined : String(raw.format);
  if (format !== undefined && !MIMES[format]) throw new Error(`format "${format}" is not one of ${Object.keys(MIMES).join(', ')}`);
  const pathOption = (value: unknown) => (typeof value === 'string' || typeof value === 'function' ? (value as IdealImageOptions['outputPath']) : undefined);
  return {
    disableInDev: raw.disableInDev !== false,
    sizes: requestedSizes(raw),
    disable: Boolean(raw.disable),
    quality: toInt(raw.quality) || 85,
    ...(raw.background === undefined ? {} : { background: String(raw.background) }),
    ...(format ? { format } : {}),
    name: typeof raw.name === 'string' ? raw.name : 'assets/ideal-img/[name].[hash:hex:7].[width].[ext]',
    outputPath: pathOption(raw.outputPath),
    publicPath: pathOption(raw.publicPath),
    placeholder: Boolean(raw.placeholder),
    placeholderSize: toInt(raw.placeholderSize) || 40,
  };
}

/** The MIME type and extension of the output, or undefined for a file the loader refuses. */
export function outputType(file: string, options: Pick<IdealImageOptions, 'format'>): { mime: string; ext: string } | undefined {
  const ext = options.format ?? path.extname(file).slice(1).toLowerCase();
  const mime = MIMES[ext];
  return mime ? { mime, ext: EXTENSIONS[mime]! } : undefined;
}

/** The widths made of an image `originalWidth` wide: each asked width, capped, once, in order. */
export function widthsFor(sizes: number[], originalWidth: number): number[] {
  return [...new Set(sizes.map((size) => Math.min(originalWidth, size)))];
}

const MD4_SHIFTS = [[3, 7, 11, 19], [3, 5, 9, 13], [3, 9, 11, 15]] as const;
/** The word each step of a round reads, and the round's constant. */
const MD4_ORDER = [
  [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], 0],
  [[0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15], 0x5a827999],
  [[0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15], 0x6ed9eba1],
] as const;
const MD4_ROUNDS = [(b: number, c: number, d: number) => (b & c) | (~b & d), (b: number, c: number, d: number) => (b & c) | (b & d) | (c & d), (b: number, c: number, d: number) => b ^ c ^ d];

/**
 * MD4 (RFC 1320) of `data`, as hex: the hash webpack's loader-utils gives `[hash]` by default, which
 * Node's OpenSSL 3 no longer offers.
 */
export function md4Hex(data: Uint8Array): string {
  const blocks = ((data.length + 8) >>> 6) + 1;
  const words = new Uint32Array(blocks * 16);
  for (let i = 0; i < data.length; i++) words[i >> 2]! |= data[i]! << ((i & 3) * 8);
  words[data.length >> 2]! |= 0x80 << ((data.length & 3) * 8);
  words[blocks * 16 - 2] = (data.length * 8) >>> 0;
  words[blocks * 16 - 1] = Math.floor(data.length / 0x20000000);
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let block = 0; block < blocks; block++) {
    let [a, b, c, d] = state as [number, number, number, number];
    MD4_ORDER.forEach(([order, constant], round) => {
      order.forEach((k, step) => {
        const sum = (a + MD4_ROUNDS[round]!(b, c, d) + words[block * 16 + k]! + constant) | 0;
        const shift = MD4_SHIFTS[round]![step % 4]!;
        [a, b, c, d] = [d, (sum << shift) | (sum >>> (32 - shift)), b, c];
      });
    });
    [a, b, c, d].forEach((value, index) => (state[index] = (state[index]! + value) | 0));
  }
  return state.map((word) => Array.from({ length: 4 }, (_, byte) => ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, '0')).join('')).join('');
}

/** What names a file: webpack's `[name]`, `[ext]`, `[path]`, `[hash]`/`[contenthash]` (with `:hex:N` or `:N`), `[width]`, `[height]`. */
export interface NameParts {
  file: string;
  context: string;
  ext: string;
  /** The hex digest of the file's bytes. */
  hash: string;
  width: number;
  height: number;
}

/** The file name of one output, from the `name` template. */
export function fileNameOf(template: string, parts: NameParts): string {
  const base = path.basename(parts.file, path.extname(parts.file));
  const relativeDir = path.relative(parts.context, path.dirname(parts.file)).split(path.sep).join('/');
  return template
    .replace(/\[ext\]/gi, parts.ext)
    .replace(/\[name\]/gi, base)
    .replace(/\[path\]/gi, relativeDir && !relativeDir.startsWith('..') ? `${relativeDir}/` : '')
    .replace(/\[(?:[^[:\]]+:)?(?:hash|contenthash)(?::[a-z]+\d*)?(?::(\d+))?\]/gi, (_whole, length?: string) => parts.hash.slice(0, length ? Number(length) : undefined))
    .replace(/\[width\]/gi, String(parts.width))
    .replace(/\[height\]/gi, String(parts.height));
}

/** Where a file named `fileName` is written under the output, and the URL the module gives it. */
export function locate(fileName: string, options: Pick<IdealImageOptions, 'outputPath' | 'publicPath'>, base: string): { output: string; url: string } {
  const { outputPath, publicPath } = options;
  const output = typeof outputPath === 'function' ? outputPath(fileName) : outputPath ? path.posix.join(outputPath, fileName) : fileName;
  let url: string;
  if (typeof publicPath === 'function') url = publicPath(fileName);
  else if (publicPath) url = publicPath.endsWith('/') ? publicPath + fileName : `${publicPath}/${fileName}`;
  else url = `${base.endsWith('/') ? base : `${base}/`}${output.replace(/^\/+/, '')}`;
  return { output: output.replace(/^\/+/, ''), url };
}

/** One image made: its URL and size. */
export interface MadeImage {
  url: string;
  width: number;
  height: number;
}

/**
 * The module an import gives: `{ src, preSrc }` as the two loaders make it, `src` an object whose
 * prototype's `toString()` gives its `src` (so that spreading it or JSON leaves that out).
 */
export function idealImageModule(images: MadeImage[], preSrc: string, placeholder?: string): string {
  const list = images.map((image) => `{path:${JSON.stringify(image.url)},width:${image.width},height:${image.height}}`).join(',');
  const srcSet = JSON.stringify(images.map((image) => `${image.url} ${image.width}w`).join(','));
  const first = images[0]!;
  return [
    `const src = Object.assign(Object.create({toString(){return this.src;}}), {srcSet:${srcSet},images:[${list}],src:${JSON.stringify(first.url)},placeholder:${placeholder === undefined ? 'undefined' : JSON.stringify(placeholder)},width:${first.width},height:${first.height}});`,
    `export default {src, preSrc:${JSON.stringify(preSrc)}};`,
    '',
  ].join('\n');
}

/** The module of `disable`: the original file once, said to be 100 by 100. */
export function disabledModule(url: string, preSrc: string): string {
  const literal = JSON.stringify(url);
  return [
    `const src = Object.assign(Object.create({toString(){return this.src;}}), {srcSet:${literal},images:[{path:${literal},width:100,height:100}],src:${literal}});`,
    `export default {src, preSrc:${JSON.stringify(preSrc)}};`,
    '',
  ].join('\n');
}
