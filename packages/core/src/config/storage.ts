/**
 * Where the browser keeps a reader's choices (colour mode, dismissed announcement, tab and version
 * choices): Docusaurus's `storage` option. `type` names the Web Storage API; `namespace` keeps two
 * sites of one origin apart: `true` derives a three-character hash from the locale's own address
 * (Docusaurus hashes `url` + `baseUrl` with MD5), a string is used as given, `false` adds nothing.
 * The resolved namespace is the suffix every key gets: '' or `-<namespace>`.
 */
import { createHash } from 'node:crypto';
import type { SiteStorage } from '../contract.ts';

export interface StorageOption {
  type?: SiteStorage['type'];
  namespace?: boolean | string;
}

/** PURE: the storage of a locale whose address is `url` + `baseUrl`. */
export function resolveStorage(option: StorageOption | undefined, url: string, baseUrl: string): SiteStorage {
  const type = option?.type ?? 'localStorage';
  const given = option?.namespace ?? false;
  const name = given === true ? automaticNamespace(url, baseUrl) : given === false ? '' : given;
  return { type, namespace: name ? `-${name}` : '' };
}

function automaticNamespace(url: string, baseUrl: string): string {
  // The address as one URL ending in a slash, runs of slashes after the scheme made one.
  const joined = `${url.replace(/\/+$/, '')}/${baseUrl.replace(/^\/+/, '')}`.replace(/([^:/])\/{2,}/g, '$1/');
  const address = joined.endsWith('/') ? joined : `${joined}/`;
  return createHash('md5').update(address).digest('hex').slice(0, 3);
}
