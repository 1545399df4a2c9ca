/**
 * The theme components a site may override by placing `src/theme/<Name>.tsx` (the default stays
 * reachable as `@theme-original/<Name>`). A closed list: anything else is an error naming the
 * closest names. Each entry is tested to resolve.
 */
export const OVERRIDABLE_COMPONENTS = [
  'Admonition',
  'AnnouncementBar',
  'ApiMethodBadge',
  'ApiOperation',
  'ApiParameters',
  'ApiSamples',
  'ApiSchema',
  'CodeBlock',
  'ColorModeToggle',
  'CopyPageButton',
  'Details',
  'DocBreadcrumbs',
  'DocCategoryGeneratedIndexPage',
  'DocItem',
  'DocPaginator',
  'DocRoot',
  'DocSidebar',
  'DocVersionBadge',
  'DocVersionBanner',
  'DocsVersionDropdown',
  'EditThisPage',
  'ErrorBoundary',
  'Footer',
  'Head',
  'Heading',
  'Img',
  'Layout',
  'Link',
  'Loadable',
  'LocaleDropdown',
  'MDXComponents',
  'MDXPage',
  'Navbar',
  'NavbarItem',
  'NavbarMobileSidebar',
  'NotFound',
  'SearchBar',
  'TOC',
  'TabItem',
  'Tabs',
] as const;

export type OverridableComponent = (typeof OVERRIDABLE_COMPONENTS)[number];
