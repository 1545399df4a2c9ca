/** Folio's post route → Docusaurus's `@theme/BlogPostPage` (`content`, `sidebar`, `blogMetadata`). */
import BlogPostPage from '@theme/BlogPostPage';
import type { BlogPostPageProps } from '@folio/plugin-blog/contract';
import { postMetadata } from './blog-data.ts';
import type { FolioPage } from './docs-data.ts';
import { BlogRouteContext, blogContent, useBlogLayout } from './BlogRoute.tsx';

export default function BlogPostPageBridge(props: BlogPostPageProps & { page: FolioPage }) {
  const { sidebar, blogMetadata } = useBlogLayout();
  const content = blogContent(props.page, postMetadata(props.post, { frontMatter: props.page.frontMatter, previous: props.previous, next: props.next }));
  return (
    <BlogRouteContext>
      <BlogPostPage content={content} sidebar={sidebar} blogMetadata={blogMetadata} />
    </BlogRouteContext>
  );
}
