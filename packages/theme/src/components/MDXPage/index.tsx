/**
 * A standalone Markdown/MDX page (core's markdownPages, the pages plugin's `src/pages/*.md`): the
 * layout (with the front matter's `wrapperClassName`), head tags, the title, the content and its
 * table of contents (unless `hide_table_of_contents`), laid out as a doc page is, without the
 * docs' sidebar and paginator.
 */
import Head from '@theme/Head';
import Layout from '@theme/Layout';
import MDXComponents from '@theme/MDXComponents';
import TOC from '@theme/TOC';
import { showsTitleHeading } from '@folio/core/client';
import { canonicalUrl, formatTitle } from '../../runtime/site';
import type { RouteComponentProps } from '../../runtime/types';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export default function MDXPage({ page, Content, route }: RouteComponentProps) {
  const frontMatter = page?.frontMatter ?? {};
  const toc = page?.toc ?? [];
  const showToc = frontMatter.hide_table_of_contents !== true && toc.length > 0;
  const keywords = Array.isArray(frontMatter.keywords) ? (frontMatter.keywords as string[]) : undefined;
  return (
    <Layout wrapperClassName={text(frontMatter.wrapperClassName)}>
      <Head
        title={formatTitle(page?.title)}
        description={text(frontMatter.description)}
        canonical={canonicalUrl(route.path)}
        noIndex={frontMatter.unlisted === true}
        keywords={keywords}
        image={text(frontMatter.image)}
      />
      <div className="doc-item">
        <div className="doc-item__main">
          {showToc ? <TOC toc={toc} collapsible /> : null}
          <article className="markdown folio-markdown">
            {page?.title && showsTitleHeading(frontMatter, page.contentTitle) ? <h1>{page.title}</h1> : null}
            {Content ? <Content components={MDXComponents} /> : null}
          </article>
        </div>
        {showToc ? (
          <div className="doc-item__toc">
            <TOC toc={toc} />
          </div>
        ) : null}
      </div>
    </Layout>
  );
}
