/**
 * `--open`: show the site in the default browser. Opening is a convenience, never a failure: with
 * no display (a server, CI, a container) or no opener installed, one warning line says so and the
 * command runs on.
 */
import { spawn } from 'node:child_process';
import { log } from '../log.ts';

export function openBrowser(url: string, hasDisplay: boolean): void {
  if (!hasDisplay) {
    log.warn(`--open: there is no display to open a browser on; the site is at ${url}`);
    return;
  }
  const [command, args] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  const failed = () => log.warn(`--open: could not start ${command}; the site is at ${url}`);
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', failed);
    child.unref();
  } catch {
    failed();
  }
}
