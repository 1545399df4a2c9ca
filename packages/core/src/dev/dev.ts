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
 *
 * It serves one locale (one-locale.ts), or several at once, each at its base URL on the one port
 * (`--all-locales`, locales-host.ts); a restart replaces every locale's server together.
 */
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { formatError } from '../errors.ts';
import { log } from '../log.ts';
import type { DevHost, DevOptions } from './host.ts';
import { localesHost } from './locales-host.ts';
import { oneLocaleHost } from './one-locale.ts';
import { restartRunner } from './restart.ts';
import { RESTART_ERROR, toOverlay } from './shown-errors.ts';
import type { Running, ServerHooks } from './vite-server.ts';
import { configText } from './watch.ts';

export type { DevOptions } from './host.ts';

export interface DevServer {
  url: string;
  /** The running Vite server (replaced on restart); with several locales, the first one's. */
  readonly vite: ViteDevServer;
  close(): Promise<void>;
}

export async function startDev(options: DevOptions): Promise<DevServer> {
  const siteDir = path.resolve(options.siteDir);
  let retryOnChange = false;
  let closed = false;
  const restarts = restartRunner(() => restart(), () => closed);
  const hooks: ServerHooks = {
    onConfigChange: restarts.schedule,
    onChange: () => {
      if (retryOnChange) restarts.schedule();
    },
  };
  const host: DevHost = options.locales ? localesHost(siteDir, { ...options, locales: options.locales }, hooks) : oneLocaleHost(siteDir, options, hooks);
  // At start-up an error is the command's error (there is no server yet to show it).
  let loadedConfigText = configText(siteDir, options.configFile);
  let running = await host.start();
  host.ready(running);

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
    let next: Running[];
    try {
      next = await host.create(previous);
    } catch (error) {
      // The running servers stay as they were; the next edit in the site tries again.
      retryOnChange = true;
      showError(previous, error);
      return;
    }
    retryOnChange = false;
    loadedConfigText = text;
    running = next;
    try {
      await host.replace(previous, next);
    } catch (error) {
      // Their watchers run: the next edit in the site tries to restart (and serve) again.
      retryOnChange = true;
      showError(next, error);
      return;
    }
    if (closed) return;
    host.ready(next);
    for (const server of next) server.vite.ws.send({ type: 'full-reload', path: '*' });
    log.info('restarted');
  }

  return {
    get url() {
      return host.url(running);
    },
    get vite() {
      return running[0]!.vite;
    },
    async close() {
      closed = true;
      await restarts.stop();
      await host.close(running);
    },
  };
}

/** An error of a restart, shown on `servers` (and to browsers that connect later) until an edit fixes it. */
function showError(servers: readonly Running[], error: unknown): void {
  log.error(formatError(error));
  for (const server of servers) {
    server.errors.set(RESTART_ERROR, error);
    server.vite.ws.send({ type: 'error', err: toOverlay(error) });
  }
}
