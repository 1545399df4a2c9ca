/** Folio's archive → Docusaurus's `@theme/BlogArchivePage` (`archive.blogPosts`). */
import BlogArchivePage from '@theme/BlogArchivePage';
import type { BlogArchivePageProps } from '@folio/plugin-blog/contract';
import { archiveProp } from './blog-data.ts';
import { BlogRouteContext } from './BlogRoute.tsx';

export default function BlogArchivePageBridge(props: BlogArchivePageProps) {
  return (
    <BlogRouteContext>
      <BlogArchivePage archive={archiveProp(props.posts)} />
    </BlogRouteContext>
  );
}
