/** `folio dev` serving one locale: one Vite server listening on the port, replaced whole on a restart. */
import { formatError } from '../errors.ts';
import { log } from '../log.ts';
import type { DevHost, DevOptions } from './host.ts';
import { prepareSite } from './prepare.ts';
import { actualPort, createDevServer, listen, type Running, type ServerHooks } from './vite-server.ts';

export function oneLocaleHost(siteDir: string, options: DevOptions, hooks: ServerHooks): DevHost {
  let port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  const create = async (previous: readonly Running[]): Promise<Running[]> => {
    const prepared = await prepareSite(siteDir, options.settings, previous[0]?.state.site, options.configFile, options.locale);
    return [await createDevServer(prepared.state, prepared.errors, port, host, hooks)];
  };
  return {
    async start() {
      const running = await create([]);
      await listen(running[0]!.vite, port, host);
      port = actualPort(running[0]!.vite, port);
      return running;
    },
    create,
    async replace(previous, next) {
      await previous[0]!.vite.close().catch((error: unknown) => log.warn(`closing the previous server: ${formatError(error)}`));
      // The server it replaces may hold the port a moment longer.
      await listen(next[0]!.vite, port, host, 5);
    },
    url: (running) => `http://${host}:${port}${running[0]!.vite.config.base}`,
    ready: (running) => log.info(`dev server ready: http://${host}:${port}${running[0]!.state.ctx.config.baseUrl}`),
    close: (running) => running[0]!.vite.close(),
  };
}
