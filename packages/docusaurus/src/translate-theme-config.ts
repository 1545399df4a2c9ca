/**
 * theme-classic's translation of `themeConfig` for a locale, from the site's
 * `<locale folder>/docusaurus-theme-classic/navbar.json` and `footer.json` (Docusaurus runs the
 * theme's `translateThemeConfig` with them when the locale is translated). The keys are
 * theme-classic's (lib/translations.js): `title`, `logo.alt`, `item.label.<label>` (items and their
 * dropdown items) for the navbar; `link.title.<title>`, `link.item.label.<label>`, `copyright`,
 * `logo.alt` for the footer. A key the file lacks keeps the config's text; a title, copyright or
 * logo alt text the file gives is set even where the config has none, as theme-classic does. Pure.
 *
 * The site's installed theme-classic translates when its function can take the config as written
 * (`classicTranslation`): that needs what its validation adds (`navbar.items`, `footer.links`);
 * otherwise (or without theme-classic) `translateThemeConfig` below does the same with the same keys,
 * leaving absent keys absent.
 */
import { isRecord } from './entries.ts';

/** A translation file as Docusaurus's plugins hand them around: its path (no `.json`) and `{ id: { message, description } }`. */
export interface TranslationFile {
  path: string;
  content: Record<string, { message: string; description?: string }>;
}

type Messages = TranslationFile['content'];
type Item = Record<string, unknown>;

/** theme-classic's translateThemeConfig, as its lib/translations.js exports it. */
export type ClassicTranslate = (params: { themeConfig: Record<string, unknown>; translationFiles: TranslationFile[] }) => Record<string, unknown>;

const messageOf = (messages: Messages, key: string): string | undefined => {
  const entry = messages[key];
  return typeof entry?.message === 'string' ? entry.message : undefined;
};

/** The label of an item, translated under `prefix`, when it has one. */
function labelled(item: unknown, messages: Messages, prefix: string): unknown {
  if (!isRecord(item) || typeof item.label !== 'string') return item;
  const label = messageOf(messages, `${prefix}${item.label}`);
  return label === undefined ? item : { ...item, label };
}

function withLogoAlt(owner: Item, messages: Messages): Item {
  if (!isRecord(owner.logo)) return owner;
  const alt = messageOf(messages, 'logo.alt');
  return alt === undefined ? owner : { ...owner, logo: { ...owner.logo, alt } };
}

function translateNavbar(navbar: Item, messages: Messages): Item {
  let out = withLogoAlt(navbar, messages);
  const title = messageOf(messages, 'title');
  if (title !== undefined) out = { ...out, title };
  if (!Array.isArray(navbar.items)) return out;
  const items = navbar.items.map((item: unknown) => {
    const own = labelled(item, messages, 'item.label.');
    return isRecord(own) && Array.isArray(own.items) ? { ...own, items: own.items.map((sub: unknown) => labelled(sub, messages, 'item.label.')) } : own;
  });
  return { ...out, items };
}

function translateFooter(footer: Item, messages: Messages): Item {
  let out = withLogoAlt(footer, messages);
  const copyright = messageOf(messages, 'copyright');
  if (copyright !== undefined) out = { ...out, copyright };
  if (!Array.isArray(footer.links)) return out;
  // Columns (`{ title, items }`) when the first link has a title, as theme-classic tells them apart.
  const columns = footer.links.length > 0 && isRecord(footer.links[0]) && 'title' in footer.links[0];
  const links = footer.links.map((link: unknown) => {
    if (!columns) return labelled(link, messages, 'link.item.label.');
    if (!isRecord(link)) return link;
    const title = typeof link.title === 'string' ? messageOf(messages, `link.title.${link.title}`) : undefined;
    const items = Array.isArray(link.items) ? link.items.map((sub: unknown) => labelled(sub, messages, 'link.item.label.')) : link.items;
    return { ...link, ...(title === undefined ? {} : { title }), ...(Array.isArray(link.items) ? { items } : {}) };
  });
  return { ...out, links };
}

/** PURE: `themeConfig` with its navbar and footer translated by the files (`navbar`, `footer`); absent parts stay absent. */
export function translateThemeConfig(themeConfig: Record<string, unknown>, files: TranslationFile[]): Record<string, unknown> {
  const messages = (name: string) => files.find((file) => file.path === name)?.content;
  const navbar = messages('navbar');
  const footer = messages('footer');
  let out = themeConfig;
  if (navbar && isRecord(themeConfig.navbar)) out = { ...out, navbar: translateNavbar(themeConfig.navbar, navbar) };
  if (footer && isRecord(themeConfig.footer)) out = { ...out, footer: translateFooter(themeConfig.footer, footer) };
  return out;
}

/**
 * PURE: whether theme-classic's own function takes `themeConfig` as written: it maps
 * `navbar.items` and `footer.links` (and each column's `items`) unguarded, which its validation
 * always gives; a config that leaves one out is translated by translateThemeConfig.
 */
export function classicCanTranslate(themeConfig: Record<string, unknown>): boolean {
  const { navbar, footer } = themeConfig;
  if (!isRecord(navbar) || !Array.isArray(navbar.items) || !navbar.items.every((item) => isRecord(item) && (item.items === undefined || Array.isArray(item.items)))) return false;
  if (footer === undefined) return true;
  if (!isRecord(footer) || !Array.isArray(footer.links)) return false;
  const columns = footer.links.length > 0 && isRecord(footer.links[0]) && 'title' in footer.links[0];
  return footer.links.every((link) => isRecord(link) && (!columns || Array.isArray(link.items)));
}

/**
 * PURE: theme-classic's translation of `themeConfig`, without the keys it sets to `undefined` where
 * the config had none (`footer`, `logo`, `title`, `copyright`), which the config then keeps absent.
 */
export function classicTranslation(translate: ClassicTranslate, themeConfig: Record<string, unknown>, files: TranslationFile[]): Record<string, unknown> {
  const out = translate({ themeConfig, translationFiles: files });
  const pruned = withoutAddedUndefined(out, themeConfig);
  for (const key of ['navbar', 'footer'] as const) {
    if (isRecord(pruned[key]) && isRecord(themeConfig[key])) pruned[key] = withoutAddedUndefined(pruned[key], themeConfig[key]);
  }
  return pruned;
}

function withoutAddedUndefined(value: Record<string, unknown>, original: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key, entry]) => entry !== undefined || key in original));
}
