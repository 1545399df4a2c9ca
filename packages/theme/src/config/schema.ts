/**
 * The theme's config, `themeConfig`, as one zod schema: the keys the theme reads, with Docusaurus's
 * meaning and types; the TypeScript types the components read it with are inferred from it. Every
 * object is loose, as Docusaurus's is: a key the theme does not read (a Docusaurus site carries
 * many) is accepted and left alone. Core validates a site's `themeConfig` with it when the config
 * loads (validate.ts), so its errors name the key, the config file and its line.
 */
import { z } from 'zod';
import { metadataSchema } from '@folio/core';
import { unsafeUrlReason } from '@folio/core/client';
import { navbarItemIssues } from './navbar-items.ts';

const text = z.string().optional();
const flag = z.boolean().optional();
/** A length as HTML takes it: `32` or `'32px'`. */
const size = z.union([z.number(), z.string()]).optional();

/** A navbar or footer logo; `src` and `srcDark` are site paths or URLs (core checks they exist). */
const logoSchema = z.looseObject({
  src: z.string(),
  srcDark: text,
  alt: text,
  href: text,
  target: text,
  width: size,
  height: size,
  className: text,
  style: z.record(z.string(), z.unknown()).optional(),
});

/** The fields of a navbar item of any type (which type needs which is navbar-items.ts's rule). */
const navbarItemFields = {
  type: text,
  label: text,
  /** A link's label as HTML. */
  html: text,
  href: text,
  to: text,
  position: z.enum(['left', 'right']).optional(),
  className: text,
  'aria-label': text,
  target: text,
  rel: text,
  prependBaseUrlToHref: flag,
  activeBasePath: text,
  activeBaseRegex: text,
  /** `doc` items. */
  docId: text,
  /** `docSidebar` items. */
  sidebarId: text,
  /** `doc`, `docSidebar`, `docsVersion` and `docsVersionDropdown` items: the docs plugin's id. */
  docsPluginId: text,
  /** `html` items. */
  value: text,
  /** `docsVersionDropdown` items. */
  dropdownActiveClassDisabled: flag,
  dropdownItemsBefore: z.array(z.looseObject({})).optional(),
  dropdownItemsAfter: z.array(z.looseObject({})).optional(),
  /** `localeDropdown` items. */
  queryString: text,
};

/** An item inside a dropdown (links, doc, docSidebar and html: checked by the dropdown's rule). */
const dropdownItemSchema = z.looseObject(navbarItemFields);

/** An item of `navbar.items`, a dropdown's items with it. */
const navbarItemSchema = z.looseObject({ ...navbarItemFields, items: z.array(dropdownItemSchema).optional() }).superRefine((item, ctx) => {
  for (const issue of navbarItemIssues(item, [])) ctx.addIssue({ code: 'custom', ...issue });
});

const navbarSchema = z.looseObject({
  title: z.string().nullable().optional(),
  logo: logoSchema.optional(),
  items: z.array(navbarItemSchema).optional(),
  style: z.enum(['dark', 'primary']).optional(),
  hideOnScroll: flag,
});

/** A footer link, or raw HTML in its place (`{ html }`). */
const footerItemSchema = z.looseObject({
  label: text,
  to: text,
  href: text,
  html: text,
  className: text,
  'aria-label': text,
  prependBaseUrlToHref: flag,
  /** Not a column: an entry with `items` is one. */
  items: z.undefined().optional(),
});

/** A footer column: a title over its links. */
const footerColumnSchema = z.looseObject({
  title: z.string().nullable().optional(),
  items: z.array(footerItemSchema),
  className: text,
});

const footerSchema = z.looseObject({
  style: z.enum(['dark', 'light']).optional(),
  /** Columns, or Docusaurus's simple footer: one row of links. */
  links: z.array(z.union([footerColumnSchema, footerItemSchema])).optional(),
  logo: logoSchema.optional(),
  /** HTML written by the site. */
  copyright: text,
});

const colorModeSchema = z.looseObject({
  defaultMode: z.enum(['light', 'dark']).optional(),
  disableSwitch: flag,
  respectPrefersColorScheme: flag,
});

const announcementBarSchema = z.looseObject({
  id: text,
  /** HTML written by the site. */
  content: text,
  backgroundColor: text,
  textColor: text,
  isCloseable: flag,
});

const docsSchema = z.looseObject({
  /** Where the reader's preferred docs version is kept. */
  versionPersistence: z.enum(['localStorage', 'none']).optional(),
  sidebar: z
    .looseObject({
      /** A button at the bottom of the desktop sidebar hides it to a thin bar. */
      hideable: flag,
      /** Opening a category collapses its open siblings. */
      autoCollapseCategories: flag,
    })
    .optional(),
});

const blogSchema = z.looseObject({
  sidebar: z.looseObject({ /** Recent posts under year headings (true unless false). */ groupByYear: flag }).optional(),
});

/** Docusaurus's heading levels of the table of contents (a Folio site sets them in `markdown.toc`). */
const headingLevel = z.int().min(2).max(6).optional();
const tableOfContentsSchema = z.looseObject({ minHeadingLevel: headingLevel, maxHeadingLevel: headingLevel });

/** Docusaurus's code themes (a Folio site sets them in the top-level `prism`, which core turns into CSS). */
const prismSchema = z.looseObject({
  theme: z.looseObject({}).optional(),
  darkTheme: z.looseObject({}).optional(),
  additionalLanguages: z.array(z.string()).optional(),
});

/** The social card every page's og:image and twitter:image name: an http(s) URL or a site path. */
const imageSchema = z.string().superRefine((image, ctx) => {
  const reason = unsafeUrlReason(image);
  if (reason) ctx.addIssue({ code: 'custom', message: `the social card image ${reason}` });
});

export const themeConfigSchema = z.looseObject({
  image: imageSchema.optional(),
  navbar: navbarSchema.optional(),
  footer: footerSchema.optional(),
  colorMode: colorModeSchema.optional(),
  announcementBar: announcementBarSchema.optional(),
  docs: docsSchema.optional(),
  blog: blogSchema.optional(),
  tableOfContents: tableOfContentsSchema.optional(),
  prism: prismSchema.optional(),
  /** The search plugin's hosted search: @folio/search checks its fields (validateAlgolia). */
  algolia: z.looseObject({}).optional(),
  /**
   * "Copy page" and "View as Markdown" beside the title of docs and posts that have a Markdown twin:
   * true unless false (a Docusaurus site, which never had them, gets false unless it sets true).
   */
  copyPageButtons: flag,
  /** <meta> tags on every page: core's rule, as core writes them into every page's head. */
  metadata: z.array(metadataSchema).optional(),
});

export type ThemeConfig = z.infer<typeof themeConfigSchema>;
export type NavbarConfig = z.infer<typeof navbarSchema>;
export type NavbarItem = z.infer<typeof navbarItemSchema>;
export type DropdownItem = z.infer<typeof dropdownItemSchema>;
export type ThemeLogo = z.infer<typeof logoSchema>;
export type FooterConfig = z.infer<typeof footerSchema>;
export type FooterItem = z.infer<typeof footerItemSchema>;
export type FooterColumn = z.infer<typeof footerColumnSchema>;
export type ColorModeOptions = z.infer<typeof colorModeSchema>;
export type AnnouncementBarOptions = z.infer<typeof announcementBarSchema>;
export type DocsOptions = z.infer<typeof docsSchema>;
export type BlogOptions = z.infer<typeof blogSchema>;
