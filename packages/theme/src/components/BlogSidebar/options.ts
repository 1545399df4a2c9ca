/** PURE: the blog sidebar's theme options, read from `themeConfig.blog` as Docusaurus names them. */
import type { ThemeConfig } from '../../config/schema';

/** `themeConfig.blog.sidebar.groupByYear`: true unless set to false (Docusaurus 3's default). */
export function sidebarGroupsByYear(themeConfig: ThemeConfig): boolean {
  return themeConfig.blog?.sidebar?.groupByYear !== false;
}
