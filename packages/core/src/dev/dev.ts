/**
 * `folio dev`: Vite's dev server over the same virtual modules as the build. Pages compile on
 * request (start-up does not grow with the page count beyond reading front matter); a file in a
 * plugin's watch list re-runs that plugin alone and hot-updates the route table; an edit to
 * site.config.ts restarts the server in place.
 *
 * Nothing that goes wrong after start-up stops the server. A plugin whose content fails to load
 * (a page's broken front matter, say) keeps its last good content, on a reload as on a restart,
 * and its error is shown in the browser (also to pages opened later) until a later edit fixes it.
 * A restart that cannot complete (a broken config, a failing plugin with no earlier content to
 * keep) leaves the running server as it was and is tried again on the next edit in the site.
 *
 * The server reads only the site, Folio's packages and the packages they depend on (see
 * `devFsAllow`), never the rest of the machine.
 */
import type { Settings } from '../settings.ts';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { formatError } from '../errors.ts';
import { log } from '../log.ts';
import { prepareSite } from './prepare.ts';
import { RESTART_ERROR, toOverlay } from './shown-errors.ts';
import { actualPort, createDevServer, listen, type Running, type ServerHooks } from './vite-server.ts';
import { configText } from './watch.ts';

export interface DevOptions {
  siteDir: string;
  /** 0 picks a free port (kept across restarts). */
  port?: number;
  host?: string;
  /** The config file, relative to siteDir (default: site.config.ts). */
  configFile?: string;
  /** The locale served (`--locale`; default: the default locale), at its base URL, as `docusaurus start --locale` serves it. */
  locale?: string;
  /** The CLI's FOLIO_* switches (default: DEFAULT_SETTINGS). */
  settings?: Settings;
}

export interface DevServer {
  url: string;
  /** The running Vite server (replaced on restart). */
  readonly vite: ViteDevServer;
  close(): Promise<void>;
}

export async function startDev(options: DevOptions): Promise<DevServer> {
  const siteDir = path.resolve(options.siteDir);
  let port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  let retryOnChange = false;
  let closed = false;
  const restarts = restartRunner(() => restart(), () => closed);
  const hooks: ServerHooks = {
    onConfigChange: restarts.schedule,
    onChange: () => {
      if (retryOnChange) restarts.schedule();
    },
  };
  // At start-up an error is the command's error (there is no server yet to show it).
  let loadedConfigText = configText(siteDir, options.configFile);
  const first = await prepareSite(siteDir, options.settings, undefined, options.configFile, options.locale);
  let running = await createDevServer(first.state, first.errors, port, host, hooks);
  await listen(running.vite, port, host);
  port = actualPort(running.vite, port);
  ready(running, host, port);

  /** Never throws: whatever fails, a server keeps running and the error is shown. */
  async function restart(): Promise<void> {
    if (closed) return;
    // A change event whose config text is the one already loaded (a second event of one save, a
    // watcher of the new server) restarts nothing: a needless restart can catch a browser
    // mid-reload and leave it on an error page.
    const text = configText(siteDir, options.configFile);
    if (!retryOnChange && text === loadedConfigText) return;
    log.info(retryOnChange ? 'trying the restart again' : 'site config changed: restarting');
    const previous = running;
    let next: Running;
    try {
      const prepared = await prepareSite(siteDir, options.settings, previous.state.site, options.configFile, options.locale);
      if (closed) return;
      next = await createDevServer(prepared.state, prepared.errors, port, host, hooks);
    } catch (error) {
      // The running server stays as it was; the next edit in the site tries again.
      retryOnChange = true;
      previous.errors.set(RESTART_ERROR, error);
      log.error(formatError(error));
      previous.vite.ws.send({ type: 'error', err: toOverlay(error) });
      return;
    }
    retryOnChange = false;
    loadedConfigText = text;
    await previous.vite.close().catch((error: unknown) => log.warn(`closing the previous server: ${formatError(error)}`));
    running = next;
    if (closed) {
      await next.vite.close();
      return;
    }
    try {
      await listen(next.vite, port, host, 5);
    } catch (error) {
      // Its watcher runs: the next edit in the site tries to restart (and listen) again.
      retryOnChange = true;
      next.errors.set(RESTART_ERROR, error);
      log.error(formatError(error));
      return;
    }
    ready(next, host, port);
    next.vite.ws.send({ type: 'full-reload', path: '*' });
    log.info('restarted');
  }

  return {
    get url() {
      return `http://${host}:${port}${running.vite.config.base}`;
    },
    get vite() {
      return running.vite;
    },
    async close() {
      closed = true;
      await restarts.stop();
      await running.vite.close();
    },
  };
}

/**
 * Runs `run` once changes have been quiet briefly (editors write a file in steps: truncate, then
 * write), one run at a time: a change during a run runs it once more when it ends, so the last
 * edit always counts.
 */
function restartRunner(run: () => Promise<void>, isClosed: () => boolean): { schedule(): void; stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  let settle: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (isClosed()) return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await run();
          } catch (error) {
            log.error(formatError(error)); // restart() catches its own errors; this is a last guard
          }
        } while (again && !isClosed());
      })().finally(() => (running = undefined));
    }, 120);
  };
  return {
    schedule,
    async stop() {
      clearTimeout(settle);
      await running;
    },
  };
}

function ready(running: Running, host: string, port: number): void {
  log.info(`dev server ready: http://${host}:${port}${running.state.ctx.config.baseUrl}`);
}
