/** One doc page: banner, badge, breadcrumbs, title, content, edit link, last update, paginator and TOC. */
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import EditThisPage from '@theme/EditThisPage';
import TagsListInline from '@theme/TagsListInline';
import Head from '@theme/Head';
import LastUpdated from '@theme/LastUpdated';
import MDXComponents from '@theme/MDXComponents';
import TOC from '@theme/TOC';
import UntranslatedNotice from '@theme/UntranslatedNotice';
import { showsTitleHeading } from '@folio/core/client';
import { canonicalUrl, formatTitle, useThemeConfig, withBaseUrl } from '../../runtime/site';
import CopyPageButton from '@theme/CopyPageButton';
import type { DocPageData } from '@folio/plugin-docs/contract';
import type { RouteComponentProps } from '../../runtime/types';
import './layout.css';

/** A doc page's props (the docs plugin's DocPageData) beside what every route component gets. */
export type DocItemProps = RouteComponentProps & DocPageData;

export default function DocItem(props: DocItemProps) {
  const { page, Content, frontMatter, version } = props;
  const toc = page?.toc ?? [];
  const showToc = frontMatter.hide_table_of_contents !== true && toc.length > 0;
  const copyButtons = useThemeConfig().copyPageButtons !== false;
  const keywords = Array.isArray(frontMatter.keywords) ? (frontMatter.keywords as string[]) : undefined;
  return (
    <div className={`doc-item${showToc ? ' doc-item--toc' : ''}`}>
      <Head
        title={formatTitle(props.title)}
        description={props.description || undefined}
        canonical={canonicalUrl(props.canonicalPath ? withBaseUrl(props.canonicalPath) : props.route.path)}
        noIndex={version.noIndex || props.unlisted}
        keywords={keywords}
        image={typeof frontMatter.image === 'string' ? frontMatter.image : undefined}
      />
      <div className="doc-item__main">
        <DocVersionBanner version={version} latestVersionLink={props.latestVersionLink} />
        {props.hideBreadcrumbs ? null : <DocBreadcrumbs items={props.breadcrumbs} />}
        {/* One child with the badge: the siblings keep their places, and so their React ids (useId) and the HTML. */}
        <>
          <DocVersionBadge version={version} />
          <UntranslatedNotice untranslated={props.untranslated === true} stale={props.staleTranslation === true} />
        </>
        {props.markdownPath && copyButtons ? <CopyPageButton markdownPath={props.markdownPath} /> : null}
        {showToc ? <TOC toc={toc} collapsible /> : null}
        <article className="markdown folio-markdown">
          {showsTitleHeading(frontMatter, page?.contentTitle) ? <h1>{props.title}</h1> : null}
          {Content ? <Content components={MDXComponents} /> : null}
        </article>
        {props.tags?.length ? (
          <div className="doc-item__tags">
            <TagsListInline tags={props.tags} />
          </div>
        ) : null}
        <EditThisPage editUrl={props.editUrl} />
        {props.lastUpdate ? (
          <div className="doc-item__last-updated">
            <LastUpdated date={props.lastUpdate.date} author={props.lastUpdate.author} />
          </div>
        ) : null}
        <DocPaginator previous={props.previous} next={props.next} />
      </div>
      {showToc ? (
        <div className="doc-item__toc">
          <TOC toc={toc} />
        </div>
      ) : null}
    </div>
  );
}
