/**
 * `@theme/DocCardList`: a card per item. Without `items`, the items of the sidebar category whose
 * page is being read (as Docusaurus's useCurrentSidebarCategory), or of the generated index shown.
 */
import { routeKey } from '@folio/core/client';
import { useCurrentRoute, type SidebarItem } from '@folio/theme';
import DocCard from '@theme/DocCard';
import type { DocPageData, DocRootProps, GeneratedIndexProps } from '@folio/plugin-docs/contract';
import './docusaurus.css';

type Category = Extract<SidebarItem, { type: 'category' }> & { items?: SidebarItem[] };

/** PURE: the category (at any depth) whose own page is `permalink`. */
export function categoryOfPage(items: SidebarItem[], permalink: string): Category | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const category = item as Category;
    if (category.href && routeKey(category.href) === routeKey(permalink)) return category;
    const inner = category.items && categoryOfPage(category.items, permalink);
    if (inner) return inner;
  }
  return undefined;
}

function useCurrentCategoryItems(): SidebarItem[] {
  const route = useCurrentRoute();
  const props = route?.props as Partial<DocPageData & GeneratedIndexProps> | undefined;
  if (props?.items) return props.items;
  const sidebars = (route?.layoutProps as DocRootProps | undefined)?.sidebars;
  const sidebar = props?.sidebar ? sidebars?.[props.sidebar] : undefined;
  const category = sidebar && props?.permalink ? categoryOfPage(sidebar, props.permalink) : undefined;
  if (!category?.items) {
    throw new Error('DocCardList without `items` lists the sidebar category of the page it is on; this page is not a category\'s own page. Pass `items`.');
  }
  return category.items;
}

function CurrentCategoryCards({ className }: { className?: string }) {
  return <DocCardList items={useCurrentCategoryItems()} className={className} />;
}

export default function DocCardList({ items, className }: { items?: SidebarItem[]; className?: string }) {
  if (!items) return <CurrentCategoryCards className={className} />;
  return (
    <section className={['doc-card-list', className].filter(Boolean).join(' ')}>
      {items
        .filter((item) => item.type !== 'html')
        .map((item, index) => (
          <article key={index} className="doc-card-list__item">
            <DocCard item={item} />
          </article>
        ))}
    </section>
  );
}
