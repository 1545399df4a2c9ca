/** Folio's doc page props → Docusaurus's `@theme/DocItem` with a content module. */
import DocItem from '@theme/DocItem';
import { docusaurusContent } from './content.tsx';
import { docMetadata, type FolioPage } from './docs-data.ts';
import type { DocPageData } from '@folio/plugin-docs/contract';

export default function DocItemBridge(props: DocPageData & { page: FolioPage; route: unknown }) {
  return <DocItem content={docusaurusContent(props.page, docMetadata(props))} route={props.route} />;
}
