/** A category's generated index: its title, description and a card per item. */
import Head from '@theme/Head';
import Link from '@theme/Link';
import { formatTitle } from '../../runtime/site';
import type { GeneratedIndexProps, SidebarItem } from '@folio/plugin-docs/contract';

/** An item with a page to link to: a doc, a link, or a category that has its own page. */
const linked = (item: SidebarItem): item is Exclude<SidebarItem, { type: 'html' }> => 'href' in item && Boolean(item.href);

export default function DocCategoryGeneratedIndexPage({ title, description, items }: GeneratedIndexProps) {
  return (
    <div className="doc-item">
      <div className="doc-item__main">
        <Head title={formatTitle(title)} description={description ?? undefined} />
        <article className="folio-markdown">
          <h1>{title}</h1>
          {description ? <p>{description}</p> : null}
          <ul className="category-cards">
            {items
              .filter(linked)
              .map((item, index) => (
                <li key={index}>
                  <Link to={item.href} className="category-card">
                    {item.label}
                  </Link>
                </li>
              ))}
          </ul>
        </article>
      </div>
    </div>
  );
}
