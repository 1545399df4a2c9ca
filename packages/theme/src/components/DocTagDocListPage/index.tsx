/** The docs of one tag, by title: "2 docs tagged with "X"", the tag's description and a link to every tag. */
import Head from '@theme/Head';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import type { DocTagDocListProps } from '@folio/plugin-docs/contract';
import { canonicalUrl, formatTitle } from '../../runtime/site';
import type { RouteComponentProps } from '../../runtime/types';
import { translate } from '../../runtime/translate';

export type DocTagDocListPageProps = RouteComponentProps & DocTagDocListProps;

/** PURE: the page's title, as Docusaurus words it (`One doc tagged with "X"`, `2 docs tagged with "X"`). */
export function tagPageTitle(count: number, label: string): string {
  return `${count === 1 ? 'One doc tagged' : `${count} docs tagged`} with "${label}"`;
}

export default function DocTagDocListPage({ tag, version, route }: DocTagDocListPageProps) {
  const title = tagPageTitle(tag.count, tag.label);
  return (
    <Layout wrapperClassName={`docs-wrapper ${version.className}`}>
      <div className="container margin-vert--lg doc-tag-doc-list-page">
        <Head title={formatTitle(title)} description={tag.description ?? undefined} canonical={canonicalUrl(route.path)} noIndex={version.noIndex || tag.unlisted} />
        <header className="margin-bottom--xl">
          <h1>{title}</h1>
          {tag.description ? <p>{tag.description}</p> : null}
          <Link to={tag.allTagsPath}>{translate('theme.tags.tagsPageLink', 'View all tags')}</Link>
        </header>
        <section className="margin-vert--lg">
          {tag.items.map((doc) => (
            <article key={doc.id} className="margin-vert--lg">
              <Link to={doc.permalink}>
                <h2>{doc.title}</h2>
              </Link>
              {doc.description ? <p>{doc.description}</p> : null}
            </article>
          ))}
        </section>
      </div>
    </Layout>
  );
}
