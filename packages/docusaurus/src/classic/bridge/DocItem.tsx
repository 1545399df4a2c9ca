/**
 * Folio's doc page props → Docusaurus's `@theme/DocItem` with a content module. A site whose
 * themeConfig has `copyPageButtons: true` (Folio's option; Docusaurus's theme keeps the key and
 * draws nothing for it) gets Folio's "Copy page" and "View as Markdown" (`@theme/CopyPageButton`)
 * beside the content title, on phones above it; the page's DOM is otherwise Docusaurus's.
 */
import { createElement, Fragment, type ComponentType } from 'react';
import DocItem from '@theme/DocItem';
import Heading from '@theme/Heading';
import CopyPageButton from '@theme/CopyPageButton';
import siteConfig from '@generated/docusaurus.config';
import { docusaurusContent } from './content.tsx';
import { docMetadata, type FolioPage } from './docs-data.ts';
import { docTagsMetadata } from './doc-tags-data.ts';
import type { DocPageData } from '@folio/plugin-docs/contract';
// Folio's button styles: its theme's stylesheet is not loaded under Docusaurus's theme.
import './copy-page.css';

type Content = ReturnType<typeof docusaurusContent>;

/** The option, off unless the site sets it (Docusaurus sites have no such buttons). */
const copyPageButtons = (siteConfig.themeConfig as { copyPageButtons?: unknown } | undefined)?.copyPageButtons === true;

type Buttons = { markdownPath: string; title?: string };
const withButtons = new WeakMap<Content, { component: Content; buttons: Buttons }>();

/**
 * The content module with the buttons before its title. A doc whose Markdown has no `# title`
 * gets the title Docusaurus's DocItem/Content would draw (`<header><h1>`) drawn here, after the
 * buttons, and that `contentTitle`, so DocItem/Content does not draw a second.
 */
function contentWithButtons(content: Content, markdownPath: string, hideTitle: boolean): Content {
  let entry = withButtons.get(content);
  if (!entry) {
    const Base = content as ComponentType;
    const buttons: Buttons = { markdownPath };
    function ContentWithCopyPage() {
      return createElement(
        Fragment,
        null,
        createElement(CopyPageButton, { markdownPath: buttons.markdownPath }),
        buttons.title === undefined ? null : createElement('header', null, createElement(Heading, { as: 'h1' }, buttons.title)),
        createElement(Base),
      );
    }
    entry = { component: Object.assign(ContentWithCopyPage, {} as Record<string, unknown>), buttons };
    withButtons.set(content, entry);
  }
  // The page's statics (docusaurusContent sets them at each render) and this render's title.
  const title = !hideTitle && content.contentTitle === undefined ? (content.metadata as { title: string }).title : undefined;
  Object.assign(entry.buttons, { markdownPath, title });
  return Object.assign(entry.component, content, { contentTitle: title ?? content.contentTitle });
}

export default function DocItemBridge(props: DocPageData & { page: FolioPage; route: unknown }) {
  const content = docusaurusContent(props.page, { ...docMetadata(props), tags: docTagsMetadata(props.tags) });
  const shown = copyPageButtons && props.markdownPath ? contentWithButtons(content, props.markdownPath, props.frontMatter.hide_title === true) : content;
  return <DocItem content={shown} route={props.route} />;
}
