/** Folio's docs tags page → Docusaurus's `@theme/DocTagsListPage` (`tags`), in DocsRoot > DocVersionRoot. */
import DocTagsListPage from '@theme/DocTagsListPage';
import type { DocTagsListProps } from '@folio/plugin-docs/contract';
import { tagsListProp } from './doc-tags-data.ts';
import { DocTagRoute } from './DocTagRoute.tsx';

export default function DocTagsListPageBridge(props: DocTagsListProps) {
  return (
    <DocTagRoute page={props}>
      <DocTagsListPage tags={tagsListProp(props)} />
    </DocTagRoute>
  );
}
