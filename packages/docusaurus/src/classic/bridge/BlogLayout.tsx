/**
 * the layout Folio's blog routes name (`@theme/BlogLayout`, with the recent posts and the
 * blog's metadata) → nothing of its own: Docusaurus's blog pages render Docusaurus's BlogLayout
 * themselves, with the sidebar the page bridge reads from here.
 */
import { useMemo, type ReactNode } from 'react';
import type { BlogLayoutProps } from '@folio/plugin-blog/contract';
import { BlogLayoutProvider } from './BlogRoute.tsx';

export default function BlogLayoutBridge({ children, sidebar = null, blog }: Partial<BlogLayoutProps> & { children?: ReactNode }) {
  const value = useMemo(() => ({ sidebar, blog }), [sidebar, blog]);
  return <BlogLayoutProvider value={value}>{children}</BlogLayoutProvider>;
}
