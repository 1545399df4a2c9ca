/** A category's generated index: its title, description and a card per item. */
import Head from '@theme/Head';
import Link from '@theme/Link';
import { formatTitle } from '../../runtime/site';
import type { GeneratedIndexProps } from '@folio/plugin-docs/contract';
import type { SidebarItemFields } from '../../runtime/types';

export default function DocCategoryGeneratedIndexPage({ title, description, items }: GeneratedIndexProps) {
  return (
    <div className="doc-item">
      <div className="doc-item__main">
        <Head title={formatTitle(title)} description={description ?? undefined} />
        <article className="markdown folio-markdown">
          <h1>{title}</h1>
          {description ? <p>{description}</p> : null}
          <ul className="category-cards">
            {(items as SidebarItemFields[])
              .filter((item) => item.href)
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
