/**
 * One post as an article, in the classic blog's markup: a header (title, date, reading time,
 * authors with avatars), the content, and a footer (tags; "Read more" in lists; edit link and
 * last update on the post's page).
 */
import type { ReactNode } from 'react';
import LastUpdated from '@theme/LastUpdated';
import Link from '@theme/Link';
import TagsListInline from '@theme/TagsListInline';
import type { BlogAuthor, BlogPostMeta } from '@folio/plugin-blog/contract';
import { withBaseUrl } from '../../runtime/site';
import { formatDate as formatDateIn, useDateLocale } from '../../runtime/dates';
import { translate } from '../../runtime/translate';
import { translatePlural } from '../../runtime/plurals';
import './styles.css';

export interface BlogPostItemProps {
  post: BlogPostMeta;
  /** The post's own page: an h1 title, no "Read more". */
  isBlogPostPage?: boolean;
  children?: ReactNode;
}

/** A post's date as Docusaurus shows it ("March 1, 2024"), in the locale's `calendar` when given, in UTC so server and browser agree (runtime/dates.ts). */
export function formatDate(iso: string, locale: string, calendar?: string): string {
  return formatDateIn(iso, locale, calendar, 'post');
}

const imageSrc = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? withBaseUrl(url) : url);

export function BlogAuthorCard({ author, big }: { author: BlogAuthor; big?: boolean }) {
  const href = author.page?.permalink ?? author.url ?? undefined;
  const name = author.name ? <span className="blog-author__name-text">{author.name}</span> : null;
  return (
    <div className={`avatar margin-bottom--sm${big ? ' avatar--big' : ''}`}>
      {author.imageURL ? (
        href ? (
          <Link to={href} className="avatar__photo-link">
            <img className="avatar__photo" src={imageSrc(author.imageURL)} alt={author.name ?? ''} width={48} height={48} />
          </Link>
        ) : (
          <img className="avatar__photo" src={imageSrc(author.imageURL)} alt={author.name ?? ''} width={48} height={48} />
        )
      ) : null}
      {author.name || author.title ? (
        <div className="avatar__intro">
          <div className="avatar__name">{href && name ? <Link to={href}>{name}</Link> : name}</div>
          {author.title ? <small className="avatar__subtitle">{author.title}</small> : null}
          {Object.keys(author.socials).length ? (
            <div className="blog-author__socials">
              {Object.entries(author.socials).map(([platform, url]) => (
                <a key={platform} href={url} target="_blank" rel="noopener noreferrer" className="blog-author__social" title={platform}>
                  {platform}
                </a>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The post's tags (kept under this name for overrides that import it). */
export function BlogPostTags({ tags }: { tags: BlogPostMeta['tags'] }) {
  return <TagsListInline tags={tags} />;
}

export default function BlogPostItem({ post, isBlogPostPage = false, children }: BlogPostItemProps) {
  const { locale, calendar } = useDateLocale();
  const Title = isBlogPostPage ? 'h1' : 'h2';
  const minutes = post.readingTime === null ? null : Math.max(1, Math.ceil(post.readingTime));
  const readMore = !isBlogPostPage && post.hasTruncateMarker;
  return (
    <article className={isBlogPostPage ? undefined : 'margin-bottom--xl'} itemScope itemType="https://schema.org/BlogPosting">
      <header>
        <Title className="blog-post__title" itemProp="headline">
          {isBlogPostPage ? post.title : <Link to={post.permalink}>{post.title}</Link>}
        </Title>
        <div className="blog-post__meta margin-vert--md">
          <time dateTime={post.date} itemProp="datePublished">
            {formatDate(post.date, locale, calendar)}
          </time>
          {minutes !== null ? <> · {translatePlural(locale, 'theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', minutes, { readingTime: minutes })}</> : null}
        </div>
        {post.authors.length ? (
          <div className="margin-top--md margin-bottom--sm row">
            {post.authors.map((author, index) => (
              <div key={author.key ?? index} className="col col--6 blog-post__author">
                <BlogAuthorCard author={author} />
              </div>
            ))}
          </div>
        ) : null}
      </header>
      <div className="markdown folio-markdown" itemProp="articleBody">
        {children}
      </div>
      {post.tags.length || readMore || (isBlogPostPage && (post.editUrl || post.lastUpdate)) ? (
        <footer className="row docusaurus-mt-lg blog-post__footer">
          {post.tags.length ? (
            <div className={`col${readMore ? ' col--9' : ''}`}>
              <BlogPostTags tags={post.tags} />
            </div>
          ) : null}
          {readMore ? (
            <div className="col text--right col--3">
              <Link to={post.permalink} aria-label={translate('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: post.title })}>
                <b>{translate('theme.blog.post.readMore', 'Read more')}</b>
              </Link>
            </div>
          ) : null}
          {isBlogPostPage && (post.editUrl || post.lastUpdate) ? (
            <div className="col blog-post__edit">
              {post.editUrl ? (
                <a href={post.editUrl} target="_blank" rel="noopener noreferrer">
                  {translate('theme.common.editThisPage', 'Edit this page')}
                </a>
              ) : null}
              {post.lastUpdate ? (
                <span className="blog-post__last-update">
                  <LastUpdated date={post.lastUpdate.date} author={post.lastUpdate.author} />
                </span>
              ) : null}
            </div>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
