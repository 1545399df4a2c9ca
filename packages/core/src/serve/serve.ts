/**
 * `folio serve`: a static server over the build output that behaves like a static host: `/a/b`
 * serves `/a/b`, `/a/b/index`, `/a/b.html` or `/a/b/index.html` (the first that is a file),
 * unknown paths get 404.html with status 404, hashed assets are cached for a year, `_headers` is
 * applied, and nothing outside the folder is ever read (target.ts, open-inside.ts).
 *
 * What it answers is what is on disk at the time of the request: nothing is listed or cached when
 * it starts. `folio build` replaces the output folder by renaming a new one over it, so even the
 * folder is resolved again (by its path) for every request, and each file is opened, then measured
 * with fstat on the open descriptor, so the length sent is the length of what is read.
 */
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import { normalizeBaseUrl } from '../client/paths.ts';
import { applyHeaderRules, cacheControl, headerRulesReader } from './headers.ts';
import { openInside, readInside, type OpenFile } from './open-inside.ts';
import { sendFile } from './send-file.ts';
import { candidates, parseTarget } from './target.ts';

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

async function listen(server: Server, port: number, host: string): Promise<void> {
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

/** Whatever went wrong, this request ends here and the server goes on. */
function internalError(res: ServerResponse): void {
  if (!res.headersSent) {
    res.statusCode = 500;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Internal Server Error');
  } else {
    res.destroy();
  }
}

export async function serveStatic(options: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
    throw new FolioError(`nothing to serve in ${dir}`, { hint: 'run `folio build` first' });
  }
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? '/');

  const loadRules = headerRulesReader();

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
    const applyRules = (pathname: string) => applyHeaderRules(res, rules, pathname);

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
      res.setHeader('Cache-Control', cacheControl(pathname));
      applyRules(baseUrl + pathname.slice(1));
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => internalError(res));
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
