/**
 * Docusaurus's `themeConfig` for Folio's theme. The keys the theme reads with Docusaurus's meaning
 * (navbar, footer, colorMode, announcementBar, image, algolia, metadata, docs, blog, mermaid) pass through; navbar items of a
 * custom type (`custom-*`), and every other key, are noticed. Folio's `copyPageButtons` is false
 * unless the site sets it to true (a Docusaurus site never had those buttons). Pure.
 */
import { assetSitePath } from '@folio/core/client';
import { NAVBAR_ITEM_TYPES, navbarItemType } from '@folio/theme/config';
import { isRecord } from './entries.ts';

/** Keys Folio's theme (and search) read as Docusaurus's classic theme does. */
const PASSED = ['colorMode', 'announcementBar', 'algolia', 'metadata', 'docs', 'blog', 'mermaid'];

/** Navbar item types Folio's theme renders (Docusaurus's built-in ones, the theme's list); a link has no type (or `default`). */
const NAVBAR_TYPES = new Set<string>(NAVBAR_ITEM_TYPES);

const INSTEAD: Record<string, string> = {
  liveCodeBlock: 'read by @docusaurus/theme-live-codeblock, which the config does not list',
};

export interface MappedThemeConfig {
  themeConfig: Record<string, unknown>;
  /** From `tableOfContents`: Folio's table of contents levels live in markdown.toc. */
  toc?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  /** From `prism`: code themes and extra languages, Folio's top-level `prism`. */
  prism?: Record<string, unknown>;
}

/** `liveCodeBlock`: @docusaurus/theme-live-codeblock is listed, and runs (lifecycle/): its option is its own. */
export function mapThemeConfig(given: Record<string, unknown>, notices: string[], read: { liveCodeBlock?: boolean } = {}): MappedThemeConfig {
  const themeConfig: Record<string, unknown> = {};
  let toc: MappedThemeConfig['toc'];
  let prism: MappedThemeConfig['prism'];
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    const at = `\`themeConfig.${key}\``;
    if (PASSED.includes(key)) themeConfig[key] = value;
    else if (key === 'image') themeConfig.image = sitePathOf(value);
    else if (key === 'navbar' && isRecord(value)) themeConfig.navbar = mapNavbar(value, notices);
    else if (key === 'footer' && isRecord(value)) themeConfig.footer = mapFooter(value, notices);
    else if (key === 'prism' && isRecord(value)) prism = mapPrism(value, notices);
    else if (key === 'tableOfContents' && isRecord(value)) toc = { minHeadingLevel: value.minHeadingLevel as number | undefined, maxHeadingLevel: value.maxHeadingLevel as number | undefined };
    else if (key === 'copyPageButtons') continue;
    else if (key === 'liveCodeBlock' && read.liveCodeBlock) themeConfig.liveCodeBlock = value;
    // Plugins' client code and the site's components still read it (useDocusaurusContext's themeConfig).
    else notices.push(INSTEAD[key] ? `${at}: ${INSTEAD[key]}; ignored` : `${at}: not read by Folio's theme; plugins and the site's own components still get it`);
  }
  // Folio's "Copy page" / "View as Markdown" buttons are off on a Docusaurus site unless it asks.
  themeConfig.copyPageButtons = given.copyPageButtons === true;
  return { themeConfig, ...(toc ? { toc } : {}), ...(prism ? { prism } : {}) };
}

/** Theme objects and languages pass (Folio turns the themes into CSS); Folio's magic comments are its own. */
function mapPrism(prism: Record<string, unknown>, notices: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(prism)) {
    if (value === undefined) continue;
    if (['theme', 'darkTheme', 'additionalLanguages'].includes(key)) out[key] = value;
    else {
      const instead = key === 'magicComments' ? 'Folio reads its own highlight-next-line and highlight-start/end comments' : 'not read by Folio\'s highlighter';
      notices.push(`\`themeConfig.prism.${key}\`: ${instead}; ignored`);
    }
  }
  return out;
}

function mapNavbar(navbar: Record<string, unknown>, notices: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(navbar)) {
    if (key === 'title' || key === 'style') out[key] = value;
    else if (key === 'logo' && isRecord(value)) out.logo = logoWithSitePaths(value);
    else if (key === 'items' && Array.isArray(value)) {
      out.items = value.filter((item: unknown, index) => {
        const type = isRecord(item) ? navbarItemType(item) : typeof item;
        if (NAVBAR_TYPES.has(type)) return true;
        notices.push(`\`themeConfig.navbar.items[${index}]\` (type ${type}): Folio's navbar renders Docusaurus's built-in item types, not custom ones; left out`);
        return false;
      }).map(withInferredType).map(withSiteTo);
    } else notices.push(`\`themeConfig.navbar.${key}\`: not read by Folio's navbar; ignored`);
  }
  return out;
}

function mapFooter(footer: Record<string, unknown>, notices: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(footer)) {
    if (key === 'style' || key === 'copyright') out[key] = value;
    else if (key === 'logo' && isRecord(value)) out.logo = logoWithSitePaths(value);
    else if (key === 'links' && Array.isArray(value)) {
      // Columns (`{ title, items }`) or Docusaurus's simple footer (the links themselves); an
      // item is a link or `{ html }`, which the theme renders as they are.
      out.links = value.map(withSiteTo);
    } else notices.push(`\`themeConfig.footer.${key}\`: not read by Folio's footer; ignored`);
  }
  return out;
}

/**
 * A navbar or footer link's `to` written relative (`to: 'introduction/getting-started'`, as Redux's
 * config does) is a path from the site root: Docusaurus's navbar and footer put it through
 * useBaseUrl, which prefixes every path not already under baseUrl. Dropdown items likewise.
 */
function withSiteTo(item: unknown): unknown {
  if (!isRecord(item)) return item;
  const out: Record<string, unknown> = { ...item };
  if (typeof item.to === 'string' && item.to !== '' && !item.to.startsWith('#')) out.to = assetSitePath(item.to);
  if (Array.isArray(item.items)) out.items = item.items.map(withSiteTo);
  return out;
}

/**
 * A navbar item with the type Docusaurus infers written out: an item with `items` and no type
 * (or `default`) is a dropdown (theme-classic's NavbarItem), so Folio's theme renders it as one.
 */
function withInferredType(item: unknown): unknown {
  if (!isRecord(item)) return item;
  return navbarItemType(item) === 'dropdown' && item.type !== 'dropdown' ? { ...item, type: 'dropdown' } : item;
}

/** A navbar or footer logo with its `src` and `srcDark` as site paths. */
function logoWithSitePaths(logo: Record<string, unknown>): Record<string, unknown> {
  return { ...logo, src: sitePathOf(logo.src), ...(logo.srcDark ? { srcDark: sitePathOf(logo.srcDark) } : {}) };
}

/** A relative asset path (`img/logo.svg`) as the site path Folio reads (core's rule); other values stay. */
export function sitePathOf(value: unknown): unknown {
  return typeof value === 'string' ? assetSitePath(value) : value;
}
