/** Every tag of the blog with its number of posts, grouped by first letter as the classic theme does. */
import Head from '@theme/Head';
import Link from '@theme/Link';
import type { BlogTagsListPageProps as BlogTagsData } from '@folio/plugin-blog/contract';
import { canonicalUrl, formatTitle } from '../../runtime/site';
import type { RouteComponentProps } from '../../runtime/types';
import { translate } from '../../runtime/translate';
import '../BlogPostItem/styles.css';

export type BlogTagsListPageProps = RouteComponentProps & BlogTagsData;

/** PURE: tags grouped by their label's first letter, letters in order. */
export function groupByLetter<T extends { label: string }>(tags: T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label, 'en'))) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups];
}

export default function BlogTagsListPage({ tags, route }: BlogTagsListPageProps) {
  return (
    <div className="col col--7 blog-tags-list-page">
      <Head title={formatTitle(translate('theme.tags.tagsPageTitle', 'Tags'))} canonical={canonicalUrl(route.path)} />
      <h1>{translate('theme.tags.tagsPageTitle', 'Tags')}</h1>
      {groupByLetter(tags).map(([letter, group]) => (
        <article key={letter} className="margin-vert--lg">
          <h2 id={`letter-${letter}`}>{letter}</h2>
          <ul className="blog-tags padding--none">
            {group.map((tag) => (
              <li key={tag.permalink} className="blog-tags__item">
                <Link to={tag.permalink} className="tag tag--with-count" rel="tag">
                  {tag.label} <span className="tag__count">{tag.count}</span>
                </Link>
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </div>
  );
}
