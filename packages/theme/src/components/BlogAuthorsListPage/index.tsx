/** Every author of the blog's authors.yml, each with their number of posts (a link to their page when they have one). */
import Head from '@theme/Head';
import Link from '@theme/Link';
import { BlogAuthorCard } from '../BlogPostItem';
import type { BlogAuthorsListPageProps as BlogAuthorsData } from '@folio/plugin-blog/contract';
import { canonicalUrl, formatTitle, useSiteData } from '../../runtime/site';
import type { RouteComponentProps } from '../../runtime/types';
import { translate } from '../../runtime/translate';
import { translatePlural } from '../../runtime/plurals';

export type BlogAuthorsListPageProps = RouteComponentProps & BlogAuthorsData;

export default function BlogAuthorsListPage({ authors, route }: BlogAuthorsListPageProps) {
  const locale = useSiteData().i18n.currentLocale;
  return (
    <div className="col col--7 blog-authors-list-page">
      <Head title={formatTitle(translate('theme.blog.authorsList.pageTitle', 'Authors'))} canonical={canonicalUrl(route.path)} />
      <h1>{translate('theme.blog.authorsList.pageTitle', 'Authors')}</h1>
      <ul className="clean-list">
        {authors.map((author, at) => {
          const count = (
            <>
              {translatePlural(locale, 'theme.blog.post.plurals', 'One post|{count} posts', author.count)}
            </>
          );
          return (
            <li key={author.key ?? at} className="margin-bottom--lg blog-authors-list__item">
              <BlogAuthorCard author={author} />
              {author.page ? (
                <Link to={author.page.permalink} className="blog-authors-list__count">
                  {count}
                </Link>
              ) : (
                <span className="blog-authors-list__count">{count}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
