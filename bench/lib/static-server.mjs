/**
 * A neutral static file server for measuring what a reader downloads: both tools' builds are served
 * the same way (no compression, no caching headers); sizes are computed by the caller.
 * `/a/b` is answered with `a/b`, `a/b/index.html` or `a/b.html`, whichever exists.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const base = path.join(root, path.normalize(decoded));
  if (base !== root && !base.startsWith(root + path.sep)) return undefined;
  for (const candidate of [base, path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Serve `root` on 127.0.0.1 (a free port); resolves to { url, close() }. */
export function serveStatic(root) {
  const dir = path.resolve(root);
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const file = resolveFile(dir, pathname);
    const notFound = file ? undefined : resolveFile(dir, '/404.html');
    const target = file ?? notFound;
    if (!target) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(file ? 200 : 404, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
