/**
 * A bounded wait for a promise the site gives: a config module's import, the promise a config
 * exports, or the one its exported function returns. A promise that never settles would otherwise
 * leave Node with nothing to do, and it exits 13 ("unsettled top-level await") without a word. The
 * timer keeps the process alive and, when it fires, fails with a message naming the file.
 *
 * The limit is `Settings.siteModuleTimeoutMs` (`FOLIO_SITE_MODULE_TIMEOUT_MS`), set once by the CLI.
 */
import { FolioError } from '../errors.ts';
import type { Settings } from '../settings.ts';

export const DEFAULT_SITE_MODULE_TIMEOUT_MS = 30_000;

let limitMs = DEFAULT_SITE_MODULE_TIMEOUT_MS;

/** Called once by the CLI (as configureLog is) with the process's settings. */
export function configureSiteModuleTimeout(settings: Pick<Settings, 'siteModuleTimeoutMs'>): void {
  limitMs = settings.siteModuleTimeoutMs ?? DEFAULT_SITE_MODULE_TIMEOUT_MS;
}

/** The error settleWithin gives: a FolioError already naming the file, passed on as it is. */
export class UnsettledError extends FolioError {}

export interface SettleWhat {
  /** The file the promise comes from, named by the error. */
  file: string;
  /** What was awaited, as the message says it: "the config's exported promise". */
  what: string;
  /** Overrides the configured limit (tests). */
  timeoutMs?: number;
}

/** `value` awaited, or a FolioError naming the file once the limit passes with it still pending. */
export async function settleWithin<T>(value: T | PromiseLike<T>, { file, what, timeoutMs = limitMs }: SettleWhat): Promise<Awaited<T>> {
  if (!isThenable(value)) return value as Awaited<T>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const seconds = timeoutMs / 1000;
      reject(
        new UnsettledError(`${what} did not settle within ${seconds} s; a promise that is never resolved or rejected stops the build`, {
          file,
          hint: 'make sure every promise the file awaits or returns resolves or rejects (FOLIO_SITE_MODULE_TIMEOUT_MS sets the limit, in milliseconds)',
        }),
      );
    }, timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve(value), expired]);
  } finally {
    clearTimeout(timer);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as { then?: unknown }).then === 'function';
}

/** The waits of untilDrained still pending, each failing its wait when called. */
const pendingWaits = new Set<() => void>();
let listening = false;

/**
 * `value` awaited with no time limit, but refused (with `error()`) once the process has nothing
 * else to do: then nothing can ever settle it, and Node would exit 13 without a word. For plugin
 * hooks, which may rightly take long (a fetch); a server that keeps running keeps them waiting.
 */
export async function untilDrained<T>(value: T | PromiseLike<T>, error: () => Error): Promise<Awaited<T>> {
  if (!isThenable(value)) return value as Awaited<T>;
  let fail!: () => void;
  const drained = new Promise<never>((_, reject) => (fail = () => reject(error())));
  pendingWaits.add(fail);
  if (!listening) {
    listening = true;
    process.on('beforeExit', () => [...pendingWaits].forEach((failWait) => failWait()));
  }
  try {
    return await Promise.race([Promise.resolve(value), drained]);
  } finally {
    pendingWaits.delete(fail);
  }
}
