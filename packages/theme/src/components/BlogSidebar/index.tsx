/** The blog's recent posts (`blogSidebarCount` of them, under `blogSidebarTitle`), the current one marked. */
import Link from '@theme/Link';
import type { BlogSidebarData } from '@folio/plugin-blog/contract';
import { useSitePath } from '../../runtime/site';
import './styles.css';

export default function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData }) {
  const current = useSitePath().replace(/\/$/, '') || '/';
  return (
    <aside className="col col--3 blog-sidebar-col">
      <nav className="blog-sidebar thin-scrollbar" aria-label="Blog recent posts navigation">
        <div className="blog-sidebar__title margin-bottom--md">{sidebar.title}</div>
        <ul className="blog-sidebar__list clean-list">
          {sidebar.items.map((item) => {
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
      </nav>
    </aside>
  );
}
