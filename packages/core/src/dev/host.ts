/** What `folio dev` is asked to serve, and the one interface its two ways of serving share. */
import type { Settings } from '../settings.ts';
import type { Running } from './vite-server.ts';

export interface DevOptions {
  siteDir: string;
  /** 0 picks a free port (kept across restarts). */
  port?: number;
  host?: string;
  /** The config file, relative to siteDir (default: site.config.ts). */
  configFile?: string;
  /** The locale served (`--locale`; default: the default locale), at its base URL, as `docusaurus start --locale` serves it. */
  locale?: string;
  /**
   * Several locales served at once on the port, each at its base URL (`--all-locales`: 'all', or
   * `--locale` given more than once: those); `locale` is then ignored. See dev/locales-host.ts.
   */
  locales?: string[] | 'all';
  /** The CLI's FOLIO_* switches (default: DEFAULT_SETTINGS). */
  settings?: Settings;
}

/**
 * How the site's Vite servers (one per locale served) are made, put in place and closed: one
 * locale on a Vite server of its own (one-locale.ts), or several behind one HTTP server
 * (locales-host.ts). dev.ts runs the restarts over either.
 */
export interface DevHost {
  /** The first servers, serving: an error is the command's. */
  start(): Promise<Running[]>;
  /** Servers for the site as it now is (a plugin whose content fails keeps its content in `previous`); not yet serving. */
  create(previous: readonly Running[]): Promise<Running[]>;
  /** Serve `next` in place of `previous`, which it closes; throws when `next` cannot serve (its watchers run on). */
  replace(previous: readonly Running[], next: readonly Running[]): Promise<void>;
  /** The site's address (the first locale's base URL). */
  url(running: readonly Running[]): string;
  /** Say where the site is served. */
  ready(running: readonly Running[]): void;
  close(running: readonly Running[]): Promise<void>;
}
