/**
 * The navbar items that point into the docs, resolved in the version the reader is in (else the
 * preferred, else the latest): `doc` (active on that doc and on any doc of its sidebar, label the
 * doc id by default), `docSidebar` (the sidebar's first link, active on its docs) and
 * `docsVersion` (the version's main doc, labelled with the version). Docusaurus's behaviour.
 */
import { mainDocPath } from '../../hooks/docs';
import { linkedDoc, sidebarLink, useNavbarDocs } from '../../hooks/navbar';
import type { NavbarItem } from '../../runtime/types';
import DefaultNavbarItem, { type Place } from './DefaultNavbarItem';

type Props = { item: NavbarItem; place: Place };

/** The link props every docs item passes on (docs-only fields dropped). */
function linkOf(item: NavbarItem, to: string, label: string): NavbarItem {
  return { label, to, position: item.position, className: item.className, 'aria-label': item['aria-label'] };
}

export function DocNavbarItem({ item, place }: Props) {
  const docs = useNavbarDocs(item.docsPluginId);
  // A draft doc (built by the dev server only) has no link: the item is hidden, as in Docusaurus.
  const doc = docs && item.docId ? linkedDoc(docs.candidates, item.docId) : undefined;
  if (!docs || !doc) return null;
  const here = docs.activeDoc;
  const active = here !== undefined && (here.path === doc.path || (here.sidebar !== undefined && here.sidebar === doc.sidebar));
  return <DefaultNavbarItem item={linkOf(item, doc.path, item.label ?? doc.id)} place={place} active={active} />;
}

export function DocSidebarNavbarItem({ item, place }: Props) {
  const docs = useNavbarDocs(item.docsPluginId);
  const link = docs && item.sidebarId ? sidebarLink(docs.candidates, item.sidebarId) : undefined;
  if (!docs || !link) return null;
  const active = docs.activeDoc?.sidebar !== undefined && docs.activeDoc.sidebar === item.sidebarId;
  return <DefaultNavbarItem item={linkOf(item, link.path, item.label ?? link.label)} place={place} active={active} />;
}

export function DocsVersionNavbarItem({ item, place }: Props) {
  const version = useNavbarDocs(item.docsPluginId)?.candidates[0];
  if (!version) return null;
  return <DefaultNavbarItem item={linkOf(item, item.to ?? mainDocPath(version), item.label ?? version.label)} place={place} />;
}
