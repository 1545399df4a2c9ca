/** The dev server's guard against symbolic links that lead out of the files it may serve, and against secrets. */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { isFileLoadingAllowed, normalizePath, type Plugin as VitePlugin, type ResolvedConfig } from 'vite';
import { secretPartUnder } from '../io/secret-files.ts';

/**
 * Vite checks the path a request names against `server.fs.allow` and `server.fs.deny`, but serves
 * a file (not a module) from that path as is, and the public folder without any check: a symbolic
 * link inside an allowed or public folder would lead anywhere, and a key in the public folder would
 * be served. A request for an existing file is refused when it, or the file it really is, looks
 * like a secret (io/secret-files.ts, the rule the build and `folio serve` apply), or when it is
 * reached through a link and the file it leads to may not be read.
 */
export function fsGuardPlugin(): VitePlugin {
  return {
    name: 'folio:dev-fs-guard',
    enforce: 'pre', // its middleware before any other plugin's
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!refusedInDev(server.config, req.url ?? '/')) return next();
        res.statusCode = 403;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('403: outside the files the dev server may serve\n');
      });
    },
  };
}

/**
 * Whether the dev server refuses the request `url`: the same path under the root and under the
 * public (first static) folder, which Vite serves at the root without checking it.
 */
export function refusedInDev(config: ResolvedConfig, url: string): boolean {
  const { root, base, publicDir } = config;
  const dirs = [root, ...(publicDir ? [publicDir] : [])];
  const roots = [...dirs, ...config.server.fs.allow];
  return dirs.some((dir) => {
    const file = requestedFile(dir, base, url);
    if (file === undefined) return false;
    let real: string;
    try {
      real = realpathSync(file);
    } catch {
      return false; // missing: Vite answers
    }
    if (secretPartUnder(roots, file, { dev: true }) !== undefined || secretPartUnder(roots, real, { dev: true }) !== undefined) return true;
    return real !== file && !isFileLoadingAllowed(config, normalizePath(real));
  });
}

/** The file a request would read: `/@fs/<absolute path>` or a path under the root. */
function requestedFile(root: string, base: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://dev.invalid').pathname);
  } catch {
    return undefined;
  }
  if (base !== '/' && pathname.startsWith(base)) pathname = `/${pathname.slice(base.length)}`;
  if (pathname.startsWith('/@fs/')) return path.resolve(pathname.slice('/@fs'.length));
  if (pathname.startsWith('/@') || pathname.includes('\0')) return undefined;
  return path.join(root, pathname);
}
