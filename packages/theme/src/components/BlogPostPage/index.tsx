/**
 * A post's page: its article (the content title is the header's h1, so the content's own is not
 * shown twice, as Docusaurus removes it), newer and older posts, and the table of contents.
 */
import { isValidElement, useMemo, type ComponentProps, type ReactNode } from 'react';
import BlogPostItem from '@theme/BlogPostItem';
import CopyPageButton from '@theme/CopyPageButton';
import Head from '@theme/Head';
import Link from '@theme/Link';
import MDXComponents from '@theme/MDXComponents';
import TOC from '@theme/TOC';
import UntranslatedNotice from '@theme/UntranslatedNotice';
import type { BlogPostLink, BlogPostPageProps as BlogPostData } from '@folio/plugin-blog/contract';
import { canonicalUrl, formatTitle, useThemeConfig } from '../../runtime/site';
import type { RouteComponentProps } from '../../runtime/types';
import { translate } from '../../runtime/translate';
import './styles.css';

export type BlogPostPageProps = RouteComponentProps & BlogPostData;

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

export function BlogPostPaginator({ previous, next }: { previous: BlogPostLink | null; next: BlogPostLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav docusaurus-mt-lg" aria-label={translate('theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')}>
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.permalink}>
          <span className="pagination-nav__sublabel">{translate('theme.blog.post.paginator.newerPost', 'Newer post')}</span>
          <span className="pagination-nav__label">« {previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.permalink}>
          <span className="pagination-nav__sublabel">{translate('theme.blog.post.paginator.olderPost', 'Older post')}</span>
          <span className="pagination-nav__label">{next.title} »</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** The MDX components of a post's content: the header shows its title, so its `# Title` is left out. */
export function postContentComponents(contentTitle: string | undefined): Record<string, unknown> {
  if (contentTitle === undefined) return MDXComponents as Record<string, unknown>;
  const Base = (MDXComponents as Record<string, unknown>).h1 as ((p: ComponentProps<'h1'>) => ReactNode) | undefined;
  const h1 = (p: ComponentProps<'h1'>) => (textOf(p.children).trim() === contentTitle.trim() ? null : Base ? <Base {...p} /> : <h1 {...p} />);
  return { ...MDXComponents, h1 };
}

export default function BlogPostPage(props: BlogPostPageProps) {
  const { post, page, Content, route, frontMatter } = props;
  const contentTitle = page?.contentTitle;
  const components = useMemo(() => postContentComponents(contentTitle), [contentTitle]);
  const min = frontMatter.toc_min_heading_level ?? 2;
  const max = frontMatter.toc_max_heading_level ?? 3;
  const toc = (page?.toc ?? []).filter((item) => item.level >= min && item.level <= max);
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  const copyButtons = useThemeConfig().copyPageButtons !== false;
  return (
    <>
      <div className="col col--7 blog-post-page" itemScope itemType="https://schema.org/Blog">
        <Head
          title={formatTitle(post.title)}
          description={post.description || undefined}
          canonical={canonicalUrl(route.path)}
          noIndex={post.unlisted}
          keywords={post.keywords.length ? post.keywords : undefined}
          image={post.image ?? undefined}
        />
        {/* One child with the copy button: the siblings keep their places, and so their React ids (useId) and the HTML. */}
        <>
          {props.markdownPath && copyButtons ? <CopyPageButton markdownPath={props.markdownPath} /> : null}
          <UntranslatedNotice untranslated={post.untranslated === true} stale={post.staleTranslation === true} />
        </>
        <BlogPostItem post={post} isBlogPostPage>
          {Content ? <Content components={components} /> : null}
        </BlogPostItem>
        <BlogPostPaginator previous={props.previous} next={props.next} />
      </div>
      {showToc ? (
        <div className="col col--2 table-of-contents-col">
          <TOC toc={toc} />
        </div>
      ) : null}
    </>
  );
}
