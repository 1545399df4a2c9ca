/**
 * what the blog bridges share. The route's layout (bridge/BlogLayout.tsx) hands its props
 * (the recent posts, the blog's metadata) down to the page bridge, which renders Docusaurus's
 * page: Docusaurus's own blog pages put themselves in `@theme/BlogLayout`. Posts become
 * Docusaurus's content modules (bridge/content.tsx) with the blog's `assets`, their content title
 * left out as the blog plugin's MDX loader does (`removeContentTitle`).
 */
import { createContext, createElement, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { BlogListPageProps, BlogPostMeta } from '@folio/plugin-blog/contract';
import { RouteContextValue } from '../client/useRouteContext.ts';
import { docusaurusContent } from './content.tsx';
import { textOf } from './text.ts';
import { BLOG_PLUGIN, blogMetadata, postAssets, postMetadata, sidebarProp, type BlogLayoutData, type DocusaurusPostMetadata } from './blog-data.ts';

const LayoutData = createContext<BlogLayoutData>({ sidebar: null });

export function BlogLayoutProvider({ value, children }: { value: BlogLayoutData; children?: ReactNode }) {
  return <LayoutData.Provider value={value}>{children}</LayoutData.Provider>;
}

/** The layout's data, as Docusaurus's props: `sidebar` (BlogSidebar) and `blogMetadata`. */
export function useBlogLayout() {
  const data = useContext(LayoutData);
  return useMemo(() => ({ sidebar: sidebarProp(data.sidebar), blogMetadata: data.blog ? blogMetadata(data.blog) : undefined, blog: data.blog }), [data]);
}

/** The route context of a blog route: the blog plugin (its id: a site may have several blogs), and the blog's metadata where it is known. */
export function BlogRouteContext({ children }: { children?: ReactNode }) {
  const { blogMetadata, blog } = useBlogLayout();
  const id = blog?.pluginId ?? BLOG_PLUGIN.id;
  const value = useMemo(() => ({ plugin: { ...BLOG_PLUGIN, id }, ...(blogMetadata ? { data: { blogMetadata } } : {}) }), [id, blogMetadata]);
  return <RouteContextValue.Provider value={value}>{children}</RouteContextValue.Provider>;
}

type Page = Parameters<typeof docusaurusContent>[0];

const untitled = new WeakMap<object, Page>();

/** The page without its content title's `# heading` (the post's header shows the title). */
export function withoutContentTitle(page: Page): Page {
  const title = page.contentTitle?.trim();
  if (!title) return page;
  let stripped = untitled.get(page);
  if (!stripped) {
    const Base = page.default;
    const Stripped = (props: { components?: Record<string, unknown> }) => {
      const components = props.components ?? {};
      const H1 = (components.h1 ?? 'h1') as ComponentType<{ children?: ReactNode }> | 'h1';
      const h1 = (p: { children?: ReactNode }) => (textOf(p.children).trim() === title ? null : createElement(H1, p));
      return createElement(Base, { ...props, components: { ...components, h1 } });
    };
    stripped = { ...page, default: Stripped };
    untitled.set(page, stripped);
  }
  return stripped;
}

/** A post (its page, or a list item's module) as Docusaurus's `PropBlogPostContent`. */
export function blogContent(page: Page, metadata: DocusaurusPostMetadata) {
  return Object.assign(docusaurusContent(withoutContentTitle(page), metadata as never), { assets: postAssets(metadata) });
}

/** A list page's `items`: `[{ content }]`, each post's listed module (its excerpt, or the whole post). */
export function listItems(items: BlogPostMeta[], contents: Page[] | undefined) {
  return items.map((meta, index) => {
    const page = contents?.[index];
    if (!page) throw new Error(`Folio's blog list has no content module for ${meta.permalink}`);
    return { content: blogContent(page, postMetadata(meta, { frontMatter: page.frontMatter })) };
  });
}

/** What every list page bridge receives (Folio's BlogListPageProps and the route's modules). */
export type ListBridgeProps = BlogListPageProps & { contents?: Page[] };
