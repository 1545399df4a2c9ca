/**
 * `folio serve`: a static server over the build output that behaves like a static host: `/a/b`
 * serves `/a/b`, `/a/b/index`, `/a/b.html` or `/a/b/index.html` (the first that is a file),
 * unknown paths get 404.html with status 404, hashed assets are cached for a year, `_headers` is
 * applied, and nothing outside the folder is ever read.
 *
 * What it answers is what is on disk at the time of the request: nothing is listed or cached when
 * it starts. `folio build` replaces the output folder by renaming a new one over it, so even the
 * folder is resolved again (by its path) for every request, and each file is opened, then measured
 * with fstat on the open descriptor, so the length sent is the length of what is read.
 *
 * Containment. A request path is decoded segment by segment; a segment that decodes to `.`, `..`,
 * or holds `/`, `\` or NUL is refused, and so are dotfiles (but `.well-known/`). The file found is
 * then resolved with realpath and must lie inside the realpath of the served folder: a symlink is
 * followed only when it stays inside (one pointing outside, or dangling, answers 404). The file is
 * opened without following a last-moment symlink (O_NOFOLLOW), without blocking on a FIFO
 * (O_NONBLOCK), must be a regular file, and on Linux the path the kernel gives for the open
 * descriptor is checked again, so a folder swapped for a symlink between the checks is refused too.
 *
 * Ranges (RFC 9110 §14): one range per request (`bytes=a-b`, `bytes=a-`, `bytes=-n`) answers 206
 * with Content-Range; an unsatisfiable one answers 416 with `Content-Range: bytes *\/size`; a
 * syntactically invalid Range header (`bytes=10-5` included), another unit, or several ranges are
 * ignored: 200 with the whole file. `If-Range` that does not match the current validator also
 * gives the whole file. Only GET takes ranges.
 */
import { constants as fsConstants, existsSync, type Stats } from 'node:fs';
import { open, readlink, realpath, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { normalizeBaseUrl } from '../client/paths.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from '../build/host-files.ts';

export interface ServeOptions {
  dir: string;
  baseUrl?: string;
  port?: number;
  host?: string;
}

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export async function listen(server: Server, port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(
        error.code === 'EADDRINUSE'
          ? new FolioError(`port ${port} on ${host} is already in use`, { hint: 'pass another port with --port' })
          : error,
      );
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** Longest request target accepted (longer: 414). Node already caps the whole head at 16 KiB. */
const MAX_TARGET_LENGTH = 4096;
/** Longest path segment looked up (a file name cannot be longer on common file systems). */
const MAX_SEGMENT_LENGTH = 255;

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  map: 'application/json',
  jsonld: 'application/ld+json',
  webmanifest: 'application/manifest+json',
  xml: 'text/xml',
  xsl: 'application/xml',
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  csv: 'text/csv',
  yaml: 'text/yaml',
  yml: 'text/yaml',
  svg: 'image/svg+xml',
  png: 'image/png',
  apng: 'image/apng',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  pdf: 'application/pdf',
  zip: 'application/zip',
  gz: 'application/gzip',
  wasm: 'application/wasm',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
};

/** The Content-Type of a file name (by its extension; unknown ones are plain bytes). */
export function contentType(file: string): string {
  const dot = file.lastIndexOf('.');
  const ext = dot === -1 ? '' : file.slice(dot + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

/**
 * What a Range header asks of a representation of `size` bytes (RFC 9110 §14.1.2, §14.2):
 * `full` when there is no header, when it is invalid (bad syntax, last-pos before first-pos,
 * another unit) or when it asks for several ranges (which this server may ignore); `partial`
 * with inclusive byte offsets; `unsatisfiable` (416) when the one range lies beyond the end.
 * Positions are compared as BigInt, so any number of digits is safe.
 */
export function resolveRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'full' };
  const match = /^bytes=(.*)$/is.exec(header.trim());
  if (!match) return { kind: 'full' };
  const specs = match[1]!
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  if (specs.length === 0) return { kind: 'full' };
  for (const spec of specs) {
    const int = INT_RANGE.exec(spec);
    if (int) {
      if (int[2] !== '' && BigInt(int[2]!) < BigInt(int[1]!)) return { kind: 'full' };
    } else if (!SUFFIX_RANGE.test(spec)) {
      return { kind: 'full' };
    }
  }
  if (specs.length > 1) return { kind: 'full' };
  const spec = specs[0]!;
  const total = BigInt(size);
  const int = INT_RANGE.exec(spec);
  if (int) {
    const first = BigInt(int[1]!);
    if (first >= total) return { kind: 'unsatisfiable' };
    const last = int[2] === '' ? total - 1n : BigInt(int[2]!);
    return { kind: 'partial', start: Number(first), end: Number(last < total - 1n ? last : total - 1n) };
  }
  const suffix = BigInt(SUFFIX_RANGE.exec(spec)![1]!);
  if (suffix === 0n) return { kind: 'unsatisfiable' };
  // A non-zero suffix of an empty file is satisfiable but has no bytes to name: send it whole.
  if (total === 0n) return { kind: 'full' };
  const start = suffix >= total ? 0n : total - suffix;
  return { kind: 'partial', start: Number(start), end: size - 1 };
}

type Target =
  | { kind: 'path'; segments: string[]; trailingSlash: boolean }
  | { kind: 'outside' }
  | { kind: 'refused' }
  | { kind: 'bad'; status: 400 | 414 };

/**
 * The request target as path segments below the base URL, decoded. `outside`: not under the
 * base URL; `refused`: a path that could name something outside the folder or a dotfile.
 */
function parseTarget(rawTarget: string, baseUrl: string): Target {
  if (rawTarget.length > MAX_TARGET_LENGTH) return { kind: 'bad', status: 414 };
  let target = rawTarget;
  // absolute-form (`GET http://host/path`), which a server must accept.
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  if (!target.startsWith('/')) return { kind: 'bad', status: 400 };
  const pathname = target.split(/[?#]/, 1)[0]!;
  let relative: string;
  if (pathname.startsWith(baseUrl)) relative = pathname.slice(baseUrl.length);
  else if (`${pathname}/` === baseUrl) relative = '';
  else return { kind: 'outside' };
  if (/[\\\0]/.test(relative)) return { kind: 'refused' };
  const segments: string[] = [];
  const raw = relative.split('/');
  const wellKnown = raw[0] === '.well-known';
  for (const part of raw) {
    if (part === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return { kind: 'bad', status: 400 };
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return { kind: 'refused' };
    if (segment.length > MAX_SEGMENT_LENGTH) return { kind: 'refused' };
    if (segment.startsWith('.') && !(wellKnown && (segments.length > 0 || segment === '.well-known'))) {
      return { kind: 'refused' };
    }
    segments.push(segment);
  }
  return { kind: 'path', segments, trailingSlash: relative === '' || relative.endsWith('/') };
}

/** The files a path may name, in the order a static host tries them. */
function candidates(segments: string[]): string[] {
  if (segments.length === 0) return ['index', 'index.html'];
  const rel = segments.join('/');
  return [rel, `${rel}/index`, `${rel}.html`, `${rel}/index.html`];
}

function isInside(root: string, file: string): boolean {
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  return file.startsWith(prefix) && file.length > prefix.length;
}

const OPEN_FLAGS = fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0) | (fsConstants.O_NONBLOCK ?? 0);

interface OpenFile {
  handle: FileHandle;
  stats: Stats;
  /** Path below the served folder, `/`-separated (for the content type). */
  name: string;
}

/**
 * Open `rel` below `realRoot` (a realpath) if it is a regular file that really lies inside it;
 * undefined otherwise (missing, dangling, a symlink out, a folder, a FIFO, unreadable).
 */
async function openInside(realRoot: string, rel: string): Promise<OpenFile | undefined> {
  let real: string;
  try {
    real = await realpath(path.join(realRoot, rel));
  } catch {
    return undefined;
  }
  if (!isInside(realRoot, real)) return undefined;
  let handle: FileHandle;
  try {
    handle = await open(real, OPEN_FLAGS);
  } catch {
    return undefined;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new Error('not a file');
    if (process.platform === 'linux') {
      // What the descriptor really is, whatever happened to the path since realpath.
      const actual = await readlink(`/proc/self/fd/${handle.fd}`).catch(() => undefined);
      if (actual !== undefined && !isInside(realRoot, actual)) throw new Error('outside');
    }
    return { handle, stats, name: rel };
  } catch {
    await handle.close().catch(() => {});
    return undefined;
  }
}

/** Read a whole small file below the folder (404.html, _headers), or undefined. */
async function readInside(realRoot: string, rel: string): Promise<{ data: Buffer; stats: Stats } | undefined> {
  const file = await openInside(realRoot, rel);
  if (!file) return undefined;
  try {
    return { data: await file.handle.readFile(), stats: file.stats };
  } catch {
    return undefined;
  } finally {
    await file.handle.close().catch(() => {});
  }
}

function etagOf(stats: Stats): string {
  return `W/"${stats.ino.toString(16)}-${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2). */
function noneMatch(header: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** If-Range: a date equal to Last-Modified; an entity tag never matches (ours are weak). */
function ifRangeMatches(header: string, lastModified: string): boolean {
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return false;
  return value === lastModified;
}

export async function serveStatic(options: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
    throw new FolioError(`nothing to serve in ${dir}`, { hint: 'run `folio build` first' });
  }
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? '/');

  // The parsed `_headers`, kept only while the file's identity, size and time stay the same.
  let rulesCache: { key: string; rules: HeaderRule[] } | undefined;
  const loadRules = async (realRoot: string | undefined): Promise<HeaderRule[]> => {
    const file = realRoot === undefined ? undefined : await openInside(realRoot, '_headers');
    if (!file) return [];
    try {
      const { dev, ino, size, mtimeMs } = file.stats;
      const key = `${dev}:${ino}:${size}:${mtimeMs}`;
      if (rulesCache?.key !== key) rulesCache = { key, rules: parseHeadersFile(await file.handle.readFile('utf8')) };
      return rulesCache.rules;
    } catch {
      return [];
    } finally {
      await file.handle.close().catch(() => {});
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const rawTarget = req.url ?? '/';
    const plain = (status: number, text: string) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(text));
      res.end(text);
    };
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(405, 'Method Not Allowed');
    }
    const target = parseTarget(rawTarget, baseUrl);
    if (target.kind === 'bad') return plain(target.status, target.status === 414 ? 'URI Too Long' : 'Bad Request');

    // The folder by its path, now: a rebuild may have put a new folder there.
    const realRoot = await realpath(dir).catch(() => undefined);
    const rules = await loadRules(realRoot);
    const applyRules = (pathname: string) => {
      for (const [name, value] of headersFor(rules, pathname)) {
        try {
          res.setHeader(name, value);
        } catch {
          // A line of _headers that is not a valid header: skipped, as a host would.
        }
      }
    };

    const sendNotFound = async () => {
      applyRules(rawTarget.split('?')[0]!);
      const page = realRoot === undefined ? undefined : await readInside(realRoot, '404.html');
      const body = page?.data ?? Buffer.from('Not found');
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', body.length);
      res.end(body);
    };

    if (target.kind !== 'path' || realRoot === undefined) return sendNotFound();
    let file: OpenFile | undefined;
    for (const candidate of candidates(target.segments)) {
      file = await openInside(realRoot, candidate);
      if (file) break;
    }
    if (!file) return sendNotFound();
    await sendFile(req, res, file, () => {
      const pathname = `/${target.segments.join('/')}${target.segments.length > 0 && target.trailingSlash ? '/' : ''}`;
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      applyRules(baseUrl + pathname.slice(1));
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      // Whatever went wrong, this request ends here and the server goes on.
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Internal Server Error');
      } else {
        res.destroy();
      }
    });
  });
  const port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  await listen(server, port, host);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}${baseUrl}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** Answer with an open file: 200, 206, 304 or 416. Closes the file in every case. */
async function sendFile(req: IncomingMessage, res: ServerResponse, file: OpenFile, setHeaders: () => void): Promise<void> {
  const { handle, stats } = file;
  let handedOff = false;
  try {
    const size = stats.size;
    const etag = etagOf(stats);
    const lastModified = stats.mtime.toUTCString();
    res.setHeader('Content-Type', contentType(file.name));
    res.setHeader('Last-Modified', lastModified);
    res.setHeader('ETag', etag);
    res.setHeader('Accept-Ranges', 'bytes');
    setHeaders();

    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    let notModified = false;
    if (ifNoneMatch !== undefined) notModified = noneMatch(ifNoneMatch, etag);
    else if (ifModifiedSince !== undefined) {
      const since = Date.parse(ifModifiedSince);
      notModified = !Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) * 1000 <= since;
    }
    if (notModified) {
      res.removeHeader('Content-Type');
      res.statusCode = 304;
      res.end();
      return;
    }

    let range: RangeAnswer = { kind: 'full' };
    const ifRange = req.headers['if-range'];
    if (req.method === 'GET' && (ifRange === undefined || ifRangeMatches(String(ifRange), lastModified))) {
      range = resolveRange(req.headers.range, size);
    }
    if (range.kind === 'unsatisfiable') {
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${size}`);
      res.setHeader('Content-Length', 0);
      res.removeHeader('Content-Type');
      res.end();
      return;
    }
    const start = range.kind === 'partial' ? range.start : 0;
    const end = range.kind === 'partial' ? range.end : size - 1;
    const length = end - start + 1;
    if (range.kind === 'partial') {
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    } else {
      res.statusCode = 200;
    }
    res.setHeader('Content-Length', length);
    if (req.method === 'HEAD' || length === 0) {
      res.end();
      return;
    }
    if (res.destroyed) return; // the client left while the file was opened
    const stream = handle.createReadStream({ start, end, autoClose: true });
    handedOff = true;
    let sent = 0;
    stream.on('data', (chunk: Buffer | string) => {
      sent += chunk.length;
    });
    stream.on('error', () => res.destroy());
    stream.on('end', () => {
      // A file cut short while it was read: close the connection rather than leave the client
      // waiting for bytes that will not come.
      if (sent === length) res.end();
      else res.destroy();
    });
    res.on('close', () => stream.destroy());
    stream.pipe(res, { end: false });
  } finally {
    if (!handedOff) await handle.close().catch(() => {});
  }
}
