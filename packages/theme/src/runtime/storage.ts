/**
 * The browser storage readers' choices are kept in, as the site config's `storage` says: the Web
 * Storage API it names (none at all for 'none') and the namespace suffix of every key, so that two
 * sites of one origin keep their choices apart. Reads and writes never throw: a browser that
 * refuses storage (private mode, cookies blocked) just remembers nothing.
 */
import type { SiteData } from './types';

type WithStorage = Pick<SiteData, 'storage'>;

/** PURE: the key `key` is stored under. */
export function storageKey(site: WithStorage, key: string): string {
  return `${key}${site.storage?.namespace ?? ''}`;
}

function browserStorage(site: WithStorage): Storage | null {
  const type = site.storage?.type ?? 'localStorage';
  if (type === 'none' || typeof window === 'undefined') return null;
  try {
    return window[type];
  } catch {
    return null;
  }
}

export function readStored(site: WithStorage, key: string): string | null {
  try {
    return browserStorage(site)?.getItem(storageKey(site, key)) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null removes it. */
export function writeStored(site: WithStorage, key: string, value: string | null): void {
  try {
    const storage = browserStorage(site);
    if (value === null) storage?.removeItem(storageKey(site, key));
    else storage?.setItem(storageKey(site, key), value);
  } catch {
    // storage refused: the choice lasts for this page
  }
}
