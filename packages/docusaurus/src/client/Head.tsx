/**
 * `@docusaurus/Head`: Docusaurus takes head tags as children (react-helmet); Folio's Head takes
 * the fields it manages. The tags Folio manages are read from the children: <title>, meta
 * description, keywords, robots (noindex), og:image, the canonical link and <html className>
 * (HtmlClassNameProvider's); other tags are not added to the page (a known gap).
 */
import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { Head as FolioHead } from '@folio/theme';

type HeadData = ComponentProps<typeof FolioHead>;

type TagProps = { children?: ReactNode; name?: string; property?: string; content?: string; rel?: string; href?: string; className?: string };

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

/** PURE: the head fields Folio manages, read from Docusaurus-style head children. */
export function headDataOf(children: ReactNode): HeadData {
  const data: HeadData = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<TagProps>(child)) return;
    const { name, property, content, rel, href } = child.props;
    if (child.type === 'title') data.title = textOf(child.props.children);
    else if (child.type === 'html' && child.props.className) data.htmlClassName = child.props.className;
    else if (child.type === 'link' && rel === 'canonical') data.canonical = href;
    else if (child.type !== 'meta' || content === undefined) return;
    else if (name === 'description') data.description = content;
    else if (name === 'keywords') data.keywords = content.split(',').map((word) => word.trim()).filter(Boolean);
    else if (name === 'robots') data.noIndex = /noindex/i.test(content);
    else if (property === 'og:image' || name === 'twitter:image') data.image = content;
  });
  return data;
}

export default function Head({ children }: { children?: ReactNode }) {
  return <FolioHead {...headDataOf(children)} />;
}
