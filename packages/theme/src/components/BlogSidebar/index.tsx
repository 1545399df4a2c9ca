/**
 * The blog's recent posts (`blogSidebarCount` of them, under `blogSidebarTitle`), the current one
 * marked; under year headings unless `themeConfig.blog.sidebar.groupByYear` is false (Docusaurus's
 * default is true).
 */
import Link from '@theme/Link';
import type { BlogSidebarData, BlogSidebarItem } from '@folio/plugin-blog/contract';
import { useSitePath, useThemeConfig } from '../../runtime/site';
import { groupByYear } from '../BlogArchivePage';
import { sidebarGroupsByYear } from './options';
import { translate } from '../../runtime/translate';
import './styles.css';

/** The year groups the sidebar shows: one untitled group when not grouping. */
export function useSidebarGroups(items: BlogSidebarItem[]): Array<[string | null, BlogSidebarItem[]]> {
  return sidebarGroupsByYear(useThemeConfig()) ? groupByYear(items) : [[null, items]];
}

export default function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData }) {
  const current = useSitePath().replace(/\/$/, '') || '/';
  const groups = useSidebarGroups(sidebar.items);
  return (
    <aside className="col col--3 blog-sidebar-col">
      <nav className="blog-sidebar thin-scrollbar" aria-label={translate('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
        <div className="blog-sidebar__title margin-bottom--md">{sidebar.title}</div>
        {groups.map(([year, items]) => (
          <div key={year ?? ''} className="blog-sidebar__group" role={year ? 'group' : undefined} aria-label={year ?? undefined}>
            {year ? <h3 className="blog-sidebar__year">{year}</h3> : null}
            <ul className="blog-sidebar__list clean-list">
              {items.map((item) => {
                const active = item.permalink === current;
                return (
                  <li key={item.permalink} className="blog-sidebar__item">
                    <Link to={item.permalink} className={`blog-sidebar__link${active ? ' blog-sidebar__link--active' : ''}`} aria-current={active ? 'page' : undefined}>
                      {item.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
