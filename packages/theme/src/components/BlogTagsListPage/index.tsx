/** Every tag of the blog with its number of posts, grouped by first letter as the classic theme does. */
import Head from '@theme/Head';
import TagsListByLetter from '@theme/TagsListByLetter';
import type { BlogTagsListPageProps as BlogTagsData } from '@folio/plugin-blog/contract';
import { canonicalUrl, formatTitle } from '../../runtime/site';
import type { RouteComponentProps } from '../../runtime/types';
import { translate } from '../../runtime/translate';
import '../BlogPostItem/styles.css';

export type BlogTagsListPageProps = RouteComponentProps & BlogTagsData;

export default function BlogTagsListPage({ tags, route }: BlogTagsListPageProps) {
  return (
    <div className="col col--7 blog-tags-list-page">
      <Head title={formatTitle(translate('theme.tags.tagsPageTitle', 'Tags'))} canonical={canonicalUrl(route.path)} />
      <h1>{translate('theme.tags.tagsPageTitle', 'Tags')}</h1>
      <TagsListByLetter tags={tags} />
    </div>
  );
}
