/** A docs version's tags with their number of docs, grouped by first letter as the blog's tags page is. */
import Head from '@theme/Head';
import Layout from '@theme/Layout';
import TagsListByLetter from '@theme/TagsListByLetter';
import type { DocTagsListProps } from '@folio/plugin-docs/contract';
import { canonicalUrl, formatTitle } from '../../runtime/site';
import type { RouteComponentProps } from '../../runtime/types';
import { translate } from '../../runtime/translate';

export type DocTagsListPageProps = RouteComponentProps & DocTagsListProps;

export default function DocTagsListPage({ tags, version, route }: DocTagsListPageProps) {
  const title = translate('theme.tags.tagsPageTitle', 'Tags');
  return (
    <Layout wrapperClassName={`docs-wrapper ${version.className}`}>
      <div className="container margin-vert--lg doc-tags-list-page">
        <Head title={formatTitle(title)} canonical={canonicalUrl(route.path)} noIndex={version.noIndex} />
        <h1>{title}</h1>
        <TagsListByLetter tags={tags} />
      </div>
    </Layout>
  );
}
