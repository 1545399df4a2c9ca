/**
 * `@theme/DocCard`: one sidebar item as a card, as Docusaurus draws it: a category (🗃️, linking
 * to its own page or else its first link, "N items" under it), an internal page (📄️) or an
 * external link (🔗). A category with no link renders nothing.
 */
import Link from '@theme/Link';
import type { SidebarItem } from '@folio/theme';
import './docusaurus.css';

type Fields = SidebarItem & { href?: string; label?: string; items?: SidebarItem[]; customProps?: { description?: unknown } };

/** PURE: where a category leads: its own page, else the first link inside it. */
export function firstLink(item: SidebarItem): string | undefined {
  const fields = item as Fields;
  if (fields.href) return fields.href;
  for (const child of fields.items ?? []) {
    const found = firstLink(child);
    if (found) return found;
  }
  return undefined;
}

function descriptionOf(item: Fields): string | undefined {
  const given = item.customProps?.description;
  if (typeof given === 'string') return given;
  if (item.type !== 'category' || !item.items) return undefined;
  return item.items.length === 1 ? '1 item' : `${item.items.length} items`;
}

export default function DocCard({ item }: { item: SidebarItem }) {
  const fields = item as Fields;
  const href = item.type === 'category' ? firstLink(item) : fields.href;
  if (!href) return null;
  const icon = item.type === 'category' ? '🗃️' : /^([a-z][a-z\d+.-]*:)?\/\//i.test(href) ? '🔗' : '📄️';
  const description = descriptionOf(fields);
  return (
    <Link to={href} className="doc-card">
      <h2 className="doc-card__title" title={fields.label}>
        {icon} {fields.label}
      </h2>
      {description ? (
        <p className="doc-card__description" title={description}>
          {description}
        </p>
      ) : null}
    </Link>
  );
}
