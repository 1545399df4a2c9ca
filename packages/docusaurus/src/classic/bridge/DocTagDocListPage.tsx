/** Folio's docs tag page → Docusaurus's `@theme/DocTagDocListPage` (`tag`), in DocsRoot > DocVersionRoot. */
import DocTagDocListPage from '@theme/DocTagDocListPage';
import type { DocTagDocListProps } from '@folio/plugin-docs/contract';
import { tagDocListProp } from './doc-tags-data.ts';
import { DocTagRoute } from './DocTagRoute.tsx';

export default function DocTagDocListPageBridge(props: DocTagDocListProps) {
  return (
    <DocTagRoute page={props}>
      <DocTagDocListPage tag={tagDocListProp(props)} />
    </DocTagRoute>
  );
}
