/** Folio's generated-index route → Docusaurus's `@theme/DocCategoryGeneratedIndexPage`. */
import Page from '@theme/DocCategoryGeneratedIndexPage';
import type { GeneratedIndexProps } from '@folio/plugin-docs/contract';
import { generatedIndex } from './docs-data.ts';

export default function GeneratedIndexBridge(props: GeneratedIndexProps & { location: { pathname: string } }) {
  return <Page categoryGeneratedIndex={generatedIndex(props, props.location.pathname)} />;
}
