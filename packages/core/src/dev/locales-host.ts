/**
 * `folio dev` serving several locales at once (`--all-locales`, or `--locale` repeated): one
 * HTTP server on the port and, behind it, one Vite server per locale in middleware mode, each over
 * that locale's config and content (loaded as a build loads them: the config run once per locale,
 * one locale after the other, as a Docusaurus config reads `DOCUSAURUS_CURRENT_LOCALE`). A request,
 * and a browser's HMR socket, goes to the locale whose base URL is the longest that starts its
 * path (locale-plan.ts), so the locale dropdown leads from one served locale to another and an
 * edit of a locale's files updates that locale's pages. Each locale's server has its own module
 * graph, watcher and pre-bundled dependencies (the default locale's in the usual folder): memory
 * grows with each locale served (figures in the report of issue 32). A file plugins write per
 * locale under one path (`.docusaurus/`) is served to each locale as it wrote it (locale-writes.ts).
 */
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { loadConfig } from '../config/config.ts';
import { FolioError, formatError } from '../errors.ts';
import { cacheDir } from '../io/cache-dir.ts';
import { log } from '../log.ts';
import { routeKey, stripBaseUrl } from '../client/paths.ts';
import { LOCALE_ROUTES_FILE, localeRoutesJson } from '../build/locale-routes.ts';
import type { DevHost, DevOptions } from './host.ts';
import { planLocales, routeToLocale, type LocalePlan } from './locale-plan.ts';
import { prepareSite } from './prepare.ts';
import { DevLocaleWrites } from './locale-writes.ts';
import { createDevServer, type Running, type ServerHooks } from './vite-server.ts';

/** A locale's server as the router sees it. */
interface Routed {
  name: string;
  baseUrl: string;
  running: Running;
}

export function localesHost(siteDir: string, options: DevOptions & { locales: string[] | 'all' }, hooks: ServerHooks): DevHost {
  let port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  let served: Routed[] = [];
  // A request that comes while the locales load waits for them (a browser opened at once, a test's readiness probe).
  let started!: (ok: boolean) => void;
  const starting = new Promise<boolean>((resolve) => (started = resolve));
  const http = createServer((req, res) => {
    void starting.then((ok) => (ok ? routeRequest(served, req, res) : answer(res, 503, 'The dev server did not start')));
  });
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => routeUpgrade(served, req, socket, head));
  const routed = (running: readonly Running[]): Routed[] =>
    running.map((server) => ({ name: server.state.ctx.config.i18n.currentLocale, baseUrl: server.state.ctx.config.baseUrl, running: server }));

  const create = async (previous: readonly Running[]): Promise<Running[]> => {
    const config = await loadConfig(siteDir, options.configFile);
    const plan = planLocales(config.i18n, options.locales);
    sayPlan(plan, config.url);
    const created: Running[] = [];
    const writes = new DevLocaleWrites();
    try {
      for (const { name } of plan.served) {
        const before = previous.find((server) => server.state.ctx.config.i18n.currentLocale === name);
        const isDefault = name === config.i18n.currentLocale;
        const prepared = await prepareSite(siteDir, options.settings, before?.state.site, options.configFile, name, isDefault ? config : undefined, writes);
        // Pre-bundled dependencies: the default locale's where a one-locale server keeps them; each
        // other's apart (an RTL locale's plugins change Vite's config hash, which would rewrite them).
        const depsDir = isDefault ? undefined : path.join(cacheDir(siteDir), 'vite-locales', prepared.state.ctx.config.i18n.localeConfigs[name]!.path);
        created.push(await createDevServer(prepared.state, prepared.errors, port, host, hooks, { upgrades: new EventEmitter(), cacheDir: depsDir, writes }));
      }
    } catch (error) {
      await closeAll(created);
      throw error;
    }
    return created;
  };

  return {
    async start() {
      // Listening first: a port in use fails before any content loads, and Vite's servers know the port.
      port = await listenHttp(http, port, host);
      try {
        const running = await create([]);
        served = routed(running);
        started(true);
        return running;
      } catch (error) {
        started(false);
        await new Promise<void>((resolve) => http.close(() => resolve()));
        throw error;
      }
    },
    create,
    async replace(previous, next) {
      served = routed(next);
      await closeAll(previous);
    },
    url: (running) => `http://${host}:${port}${running[0]!.state.ctx.config.baseUrl}`,
    ready(running) {
      for (const { name, baseUrl } of routed(running)) log.info(`dev server ready: http://${host}:${port}${baseUrl} (${name})`);
    },
    async close(running) {
      served = [];
      await closeAll(running);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** The plan's notes: a locale on a domain of its own, where it is served; one left out, why and how to serve it. */
function sayPlan(plan: LocalePlan, siteUrl: string): void {
  for (const locale of plan.served) {
    if (locale.url !== siteUrl) log.info(`${locale.name} has a domain of its own (${locale.url}): served here at ${locale.baseUrl}`);
  }
  for (const locale of plan.left) {
    log.warn(`${locale.name} (${locale.url}${locale.baseUrl}) is not served: its base URL ${locale.baseUrl} is ${locale.takenBy}'s on this server; \`folio dev --locale ${locale.name} --port <another>\` serves it alone`);
  }
}

async function closeAll(running: readonly Running[]): Promise<void> {
  await Promise.all(running.map((server) => server.vite.close().catch((error: unknown) => log.warn(`closing the ${server.state.ctx.config.i18n.currentLocale} server: ${formatError(error)}`))));
}

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://dev.invalid').pathname;
  } catch {
    return '/';
  }
}

/** A served locale's route paths as site paths (its base URL left off, as the build's file lists them). */
function sitePathsOf({ running, baseUrl }: Routed): string[] {
  return running.state.site.routes.filter((route) => !route.catchAll).map((route) => routeKey(stripBaseUrl(routeKey(route.path), baseUrl)));
}

function routeRequest(served: readonly Routed[], req: IncomingMessage, res: ServerResponse): void {
  const route = routeToLocale(served, pathnameOf(req.url));
  if (route && 'locale' in route && pathnameOf(req.url) === `${route.locale.baseUrl}${LOCALE_ROUTES_FILE}`) {
    // The locale dropdown's list of what this locale lacks (build/locale-routes.ts), from the served locales' live routes.
    const others = served.filter((other) => other !== route.locale).flatMap(sitePathsOf);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(localeRoutesJson(sitePathsOf(route.locale), others));
  } else if (route && 'locale' in route) {
    // Vite in middleware mode passes on what it does not answer (its errors too, once shown in the overlay).
    route.locale.running.vite.middlewares(req, res, () => answer(res, 404, 'Not found'));
  } else if (route) {
    res.writeHead(302, { Location: route.redirect + (req.url ?? '').slice(pathnameOf(req.url).length) }).end();
  } else {
    const list = served.map(({ name, baseUrl }) => `${name} at ${baseUrl}`).join(', ');
    answer(res, 404, `No locale is served at ${pathnameOf(req.url)}: this dev server serves ${list}`);
  }
}

function routeUpgrade(served: readonly Routed[], req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const route = routeToLocale(served, pathnameOf(req.url));
  const upgrades = route && 'locale' in route ? route.locale.running.shared?.upgrades : undefined;
  if (upgrades && upgrades.listenerCount('upgrade') > 0) upgrades.emit('upgrade', req, socket, head);
  else socket.destroy();
}

function answer(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
}

/** Listen on `port` (0: a free one); resolves to the port listened on. */
function listenHttp(http: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      http.off('listening', onListening);
      if (error.code === 'EADDRINUSE') reject(new FolioError(`port ${port} on ${host} is already in use`, { hint: 'pass another port with --port' }));
      else reject(error);
    };
    const onListening = () => {
      http.off('error', onError);
      const address = http.address();
      resolve(address && typeof address === 'object' ? address.port : port);
    };
    http.once('error', onError);
    http.once('listening', onListening);
    http.listen(port, host);
  });
}
