/**
 * What the navbar's items need: Docusaurus's rule for when a link is active, and for `doc`,
 * `docSidebar` and `docsVersion` items the docs version the reader is in (else the one they
 * chose, else the latest) with the docs plugin's navbar data (plugin-docs navbar-data.ts).
 */
import { useEffect, useState } from 'react';
import { joinPaths, routeKey } from '@folio/core/client';
import type { DocPageData, DocsGlobalData, GlobalDoc, GlobalVersion } from '@folio/plugin-docs/contract';
import { useCurrentRoute } from '../runtime/current-route';
import { useGlobalData, useSitePath } from '../runtime/site';
import type { NavbarItem } from '../runtime/types';
import { docsDataKey, readPreferredVersion, useImpliedVersion } from './docs';

/**
 * PURE: whether a link item is active at `pathname` (a site path): `activeBaseRegex` tested
 * against the address (baseUrl included, as Docusaurus does), else the address starting with
 * `activeBasePath`, else `to` itself or a page below it (`/blog` is active on /blog/post).
 */
export function isNavbarLinkActive(item: Pick<NavbarItem, 'to' | 'activeBasePath' | 'activeBaseRegex'>, pathname: string, baseUrl = '/'): boolean {
  const address = joinPaths(baseUrl, pathname);
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(address);
  if (item.activeBasePath) return address.startsWith(joinPaths(baseUrl, item.activeBasePath));
  if (!item.to || !item.to.startsWith('/')) return false;
  const to = routeKey(item.to.split(/[?#]/)[0]!).replace(/\/$/, '');
  const here = routeKey(pathname).replace(/\/$/, '');
  return here === to || here.startsWith(`${to}/`);
}

export { docsDataKey } from './docs';

/**
 * PURE: the versions to look in, best first: the version of the page when the reader is in one,
 * then the preferred version, the latest, and the rest (a doc missing there is found elsewhere).
 */
export function versionCandidates(data: DocsGlobalData, active: GlobalVersion | undefined, preferred: string | null): GlobalVersion[] {
  const first = [active, data.versions.find((v) => v.name === preferred), data.versions.find((v) => v.isLast)];
  return [...new Set([...first, ...data.versions].filter((v): v is GlobalVersion => v !== undefined))];
}

/** PURE: the doc `docId` in the first candidate version that has it. */
export function linkedDoc(candidates: GlobalVersion[], docId: string): GlobalDoc | undefined {
  for (const version of candidates) {
    const doc = version.linkedDocs?.find((d) => d.id === docId);
    if (doc) return doc;
  }
  return undefined;
}

/** PURE: the first link of the sidebar `sidebarId` in the first candidate version that has it. */
export function sidebarLink(candidates: GlobalVersion[], sidebarId: string): { path: string; label: string } | undefined {
  for (const version of candidates) {
    const link = version.sidebars?.[sidebarId]?.link;
    if (link) return link;
  }
  return undefined;
}

export interface NavbarDocsContext {
  candidates: GlobalVersion[];
  /** The doc on screen, when the page is one of this plugin's docs. */
  activeDoc?: { id: string; path: string; sidebar?: string };
}

/** The docs context of the plugin `pluginId` for navbar items; undefined without that plugin. */
export function useNavbarDocs(pluginId: string | undefined): NavbarDocsContext | undefined {
  const data = useGlobalData<DocsGlobalData>(docsDataKey(pluginId));
  const pathname = useSitePath();
  const props = useCurrentRoute()?.props as Partial<DocPageData> | undefined;
  // The preferred version is read after hydration, so that the server's HTML and the first render agree.
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(readPreferredVersion(pluginId)), [pluginId]);
  const active = useImpliedVersion(data, pathname);
  if (!data) return undefined;
  const onDoc = active && typeof props?.id === 'string' && props.version?.name === active.name && typeof props.permalink === 'string';
  return {
    candidates: versionCandidates(data, active, preferred),
    ...(onDoc ? { activeDoc: { id: props.id!, path: props.permalink!, ...(props.sidebar ? { sidebar: props.sidebar } : {}) } } : {}),
  };
}
