/** A standalone Markdown/MDX page: head tags, then the content inside the layout. */
import Head from '@theme/Head';
import Layout from '@theme/Layout';
import MDXComponents from '@theme/MDXComponents';
import { showsTitleHeading } from '@folio/core/client';
import { canonicalUrl, formatTitle } from '../../runtime/site';
import type { RouteComponentProps } from '../../runtime/types';

export default function MDXPage({ page, Content, route }: RouteComponentProps) {
  const frontMatter = page?.frontMatter ?? {};
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : undefined;
  const showTitle = page?.title && showsTitleHeading(frontMatter, page.contentTitle);
  const keywords = Array.isArray(frontMatter.keywords) ? (frontMatter.keywords as string[]) : undefined;
  const image = typeof frontMatter.image === 'string' ? frontMatter.image : undefined;
  return (
    <Layout>
      <Head
        title={formatTitle(page?.title)}
        description={description}
        canonical={canonicalUrl(route.path)}
        noIndex={frontMatter.unlisted === true}
        keywords={keywords}
        image={image}
      />
      <article className="folio-markdown">
        {showTitle ? <h1>{page!.title}</h1> : null}
        {Content ? <Content components={MDXComponents} /> : null}
      </article>
    </Layout>
  );
}
