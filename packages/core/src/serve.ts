/**
 * `folio serve`: a static server over the build output that behaves like a static host: `/a/b`
 * serves `/a/b/index.html` or `/a/b.html`, unknown paths get 404.html with status 404, hashed
 * assets are cached for a year, and nothing outside the folder is ever read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { FolioError } from './errors.ts';
import { normalizeBaseUrl } from './shared/paths.ts';
import { headersFor, parseHeadersFile } from './host-files.ts';

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

export async function serveStatic(options: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
    throw new FolioError(`nothing to serve in ${dir}`, { hint: 'run `folio build` first' });
  }
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? '/');
  const notFoundFile = path.join(dir, '404.html');
  const notFound = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('Not found');
  // The host's headers file (`headers` in the site config), applied as a static host would.
  const headersFile = path.join(dir, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const applyRules = (res: ServerResponse, pathname: string) => {
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
  };
  const assets = sirv(dir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      applyRules(res, baseUrl + pathname.slice(1));
    },
  });
  const server = createServer((req, res) => {
    const requested = (req.url ?? '/').split('?')[0]!;
    const sendNotFound = () => {
      applyRules(res, requested);
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFound);
    };
    const url = req.url ?? '/';
    if (!url.startsWith(baseUrl) && `${url}/` !== baseUrl) return sendNotFound();
    req.url = `/${url.slice(baseUrl.length)}`;
    assets(req, res, sendNotFound);
  });
  const port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  await listen(server, port, host);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}${baseUrl}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
