/**
 * A page of a post list (the blog, a tag, an author): each post's excerpt (the route's content
 * module `i` for its post `i`) inside its article, then newer and older pages. The tag and
 * author pages render this with their own header.
 */
import { useMemo, type ReactNode } from 'react';
import BlogPostItem from '@theme/BlogPostItem';
import { BlogAuthorCard } from '../BlogPostItem';
import Head from '@theme/Head';
import Link from '@theme/Link';
import { postContentComponents } from '../BlogPostPage';
import type { BlogListPageProps as BlogListData, BlogPaginatorData } from '@folio/plugin-blog/contract';
import { canonicalUrl, formatTitle, useSiteData } from '../../runtime/site';
import type { RouteComponentProps } from '../../runtime/types';
import { translate } from '../../runtime/translate';
import { translatePlural } from '../../runtime/plurals';

export type BlogListPageProps = RouteComponentProps & BlogListData;

export function BlogListPaginator({ paginator }: { paginator: BlogPaginatorData }) {
  if (!paginator.previousPage && !paginator.nextPage) return null;
  return (
    <nav className="pagination-nav blog-list-paginator" aria-label={translate('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}>
      {paginator.previousPage ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={paginator.previousPage}>
          <span className="pagination-nav__label">{translate('theme.blog.paginator.newerEntries', '« Newer entries')}</span>
        </Link>
      ) : (
        <span />
      )}
      {paginator.nextPage ? (
        <Link className="pagination-nav__link pagination-nav__link--next" to={paginator.nextPage}>
          <span className="pagination-nav__label">{translate('theme.blog.paginator.olderEntries', 'Older entries »')}</span>
        </Link>
      ) : null}
    </nav>
  );
}

function ListHeader({ tag, author, title }: Pick<BlogListData, 'tag' | 'author' | 'title'>): ReactNode {
  const locale = useSiteData().i18n.currentLocale;
  if (tag) {
    return (
      <header className="margin-bottom--xl">
        <h1>{title}</h1>
        {tag.description ? <p>{tag.description}</p> : null}
        <Link to={tag.allTagsPath}>{translate('theme.tags.tagsPageLink', 'View all tags')}</Link>
      </header>
    );
  }
  if (author) {
    return (
      <header className="margin-bottom--xl blog-author-header">
        <BlogAuthorCard author={author} big />
        <h2 className="margin-top--md">
          {translatePlural(locale, 'theme.blog.post.plurals', 'One post|{count} posts', author.count)}
        </h2>
      </header>
    );
  }
  return null;
}

export default function BlogListPage(props: BlogListPageProps) {
  const { items, paginator, contents, route, title, description, isBlogRoot } = props;
  // Made once per list: new components on each render would remount every excerpt.
  const components = useMemo(() => (contents ?? []).map((content) => postContentComponents(content.contentTitle)), [contents]);
  const pageTitle = paginator.page > 1 && isBlogRoot ? translate('theme.BlogListPage.pageTitle', '{title} - Page {page}', { title, page: paginator.page }) : title;
  return (
    <div className={`col col--7${isBlogRoot ? ' blog-list-page' : props.tag ? ' blog-tags-post-list-page' : ' blog-authors-posts-page'}`} itemScope itemType="https://schema.org/Blog">
      <Head title={formatTitle(pageTitle)} description={description || undefined} canonical={canonicalUrl(route.path)} />
      {isBlogRoot ? null : <ListHeader tag={props.tag} author={props.author} title={title} />}
      {items.map((post, index) => {
        const content = contents?.[index];
        const Content = content?.default;
        return (
          <BlogPostItem key={post.permalink} post={post}>
            {Content ? <Content components={components[index]} /> : null}
          </BlogPostItem>
        );
      })}
      <BlogListPaginator paginator={paginator} />
    </div>
  );
}
