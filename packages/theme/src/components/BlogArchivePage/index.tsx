/** Every listed post, newest first, by year: the classic archive, without the sidebar. */
import Head from '@theme/Head';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import type { BlogArchivePageProps as BlogArchiveData } from '@folio/plugin-blog/contract';
import { formatDate, useDateLocale } from '../../runtime/dates';
import { canonicalUrl, formatTitle } from '../../runtime/site';
import type { RouteComponentProps } from '../../runtime/types';
import '../BlogLayout/styles.css';
import './styles.css';

export type BlogArchivePageProps = RouteComponentProps & BlogArchiveData;

/** PURE: posts grouped by year (UTC), in the order given. */
export function groupByYear<T extends { date: string }>(posts: T[]): Array<[string, T[]]> {
  const years = new Map<string, T[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

export default function BlogArchivePage({ title, description, posts, route }: BlogArchivePageProps) {
  const { locale, calendar } = useDateLocale();
  return (
    <Layout wrapperClassName="blog-wrapper blog-archive-page">
      <Head title={formatTitle(title)} description={description} canonical={canonicalUrl(route.path)} />
      <header className="blog-archive__hero">
        <div className="container">
          <h1>{title}</h1>
          <p>{description}</p>
        </div>
      </header>
      <div className="container margin-vert--lg">
        <div className="row">
          {groupByYear(posts).map(([year, list]) => (
            <div key={year} className="col col--4 margin-vert--lg blog-archive__year">
              <h3>{year}</h3>
              <ul>
                {list.map((post) => (
                  <li key={post.permalink}>
                    <Link to={post.permalink}>
                      {formatDate(post.date, locale, calendar, 'archive')} - {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </Layout>
  );
}
