/** PURE: the blog sidebar's theme options, read from `themeConfig.blog` as Docusaurus names them. */

/** `themeConfig.blog.sidebar.groupByYear`: true unless set to false (Docusaurus 3's default). */
export function sidebarGroupsByYear(themeConfig: Record<string, unknown>): boolean {
  const blog = themeConfig.blog as { sidebar?: { groupByYear?: unknown } } | undefined;
  return blog?.sidebar?.groupByYear !== false;
}
