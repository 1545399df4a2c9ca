/** The dev server's guard against symbolic links that lead out of the files it may serve. */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { isFileLoadingAllowed, normalizePath, type Plugin as VitePlugin } from 'vite';

/**
 * Vite checks the path a request names against `server.fs.allow`, but serves a file (not a module)
 * from that path as is, and the public folder without any check: a symbolic link inside an allowed
 * or public folder would lead anywhere. A request
 * for an existing file reached through a link is refused unless the file it leads to may be read.
 */
export function fsGuardPlugin(): VitePlugin {
  return {
    name: 'folio:dev-fs-guard',
    enforce: 'pre', // its middleware before any other plugin's
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // The same path under the root and under the public (first static) folder, which Vite
        // serves at the root without checking where its links lead.
        const { root, base, publicDir } = server.config;
        const files = [root, ...(publicDir ? [publicDir] : [])].map((dir) => requestedFile(dir, base, req.url ?? '/'));
        const refused = files.some((file) => {
          if (file === undefined) return false;
          let real: string;
          try {
            real = realpathSync(file);
          } catch {
            return false; // missing: Vite answers
          }
          return real !== file && !isFileLoadingAllowed(server.config, normalizePath(real));
        });
        if (!refused) return next();
        res.statusCode = 403;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('403: outside the files the dev server may serve\n');
      });
    },
  };
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
