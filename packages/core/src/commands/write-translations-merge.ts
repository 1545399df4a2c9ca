/**
 * PURE: what `folio write-translations` writes, by Docusaurus's rules (@docusaurus/core's
 * server/translations/translations.ts and theme-classic's getTranslationFiles):
 * - a file's messages merge into the file already there: its keys stay first and keep their
 *   message (unless `override`), new keys follow in the order found, every description is the
 *   new one; keys only in the existing file stay, and are reported;
 * - `messagePrefix` starts every new message (to spot untranslated strings);
 * - plugins' default code messages (the classic theme's own translations of its strings) replace
 *   the messages extracted for the same ids;
 * - the navbar and footer files hold the labels of the theme config's navbar and footer.
 */
import { FolioError } from '../errors.ts';
import type { TranslationFileContent } from '../plugin-api.ts';

export interface MergeOptions {
  override?: boolean;
  messagePrefix?: string;
}

/** The file's content checked: `{ "<id>": { "message": "…", "description"?: "…" } }`, nothing else. */
export function checkTranslationFile(content: unknown, file: string): TranslationFileContent {
  const fail = (pointer: string, what: string) => new FolioError(`invalid translation file: ${what}`, { file, pointer, hint: 'a translation file holds { "<id>": { "message": "…", "description": "…" } }' });
  if (typeof content !== 'object' || content === null || Array.isArray(content)) throw fail('#', 'it must hold an object');
  for (const [id, entry] of Object.entries(content)) {
    const at = `#/${jsonPointerToken(id)}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw fail(at, 'each translation must be an object with a "message"');
    const { message, description, ...rest } = entry as Record<string, unknown>;
    if (typeof message !== 'string') throw fail(`${at}/message`, '"message" must be a string');
    if (description !== undefined && typeof description !== 'string') throw fail(`${at}/description`, '"description" must be a string');
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) throw fail(`${at}/${jsonPointerToken(unknown)}`, `"${unknown}" is not allowed (only "message" and "description")`);
  }
  return content as TranslationFileContent;
}

/** RFC 6901: `~` and `/` escaped. */
export function jsonPointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The merged content and the keys of the existing file that the new content lacks. */
export function mergeTranslationFile(existing: TranslationFileContent | undefined, fresh: TranslationFileContent, options: MergeOptions = {}): { content: TranslationFileContent; unknownKeys: string[] } {
  const content: TranslationFileContent = { ...existing };
  for (const [id, { message, description }] of Object.entries(fresh)) {
    const prefixed = `${options.messagePrefix ?? ''}${message}`;
    const kept = options.override ? undefined : existing?.[id]?.message;
    content[id] = { message: kept ?? prefixed, ...(description !== undefined ? { description } : {}) };
  }
  const unknownKeys = Object.keys(existing ?? {}).filter((id) => !(id in fresh));
  return { content, unknownKeys };
}

/** The extracted code messages with plugins' default messages over theirs; `unused`: defaults for ids no code has. */
export function withDefaultMessages(extracted: TranslationFileContent, defaults: Record<string, string>): { content: TranslationFileContent; unused: string[] } {
  const content: TranslationFileContent = {};
  for (const [id, entry] of Object.entries(extracted)) content[id] = { ...entry, message: defaults[id] ?? entry.message };
  return { content, unused: Object.keys(defaults).filter((id) => !(id in extracted)) };
}

/** A translation file's text: two-space JSON and a final newline. */
export function formatTranslationFile(content: TranslationFileContent): string {
  return `${JSON.stringify(content, null, 2)}\n`;
}

interface NavbarItem {
  label?: unknown;
  items?: unknown;
}

/** The navbar's file (`navbar.json`): its title, its logo's alt, every item's label (items, then their sub-items). */
export function navbarTranslationFile(navbar: unknown): TranslationFileContent {
  const config = (isRecord(navbar) ? navbar : {}) as { title?: unknown; logo?: { alt?: unknown }; items?: unknown };
  const content: TranslationFileContent = {};
  if (typeof config.title === 'string' && config.title) content.title = { message: config.title, description: 'The title in the navbar' };
  const alt = isRecord(config.logo) ? config.logo.alt : undefined;
  if (typeof alt === 'string' && alt) content['logo.alt'] = { message: alt, description: 'The alt text of navbar logo' };
  for (const item of flattenItems(asItems(config.items))) {
    if (typeof item.label !== 'string' || !item.label) continue;
    content[`item.label.${item.label}`] ??= { message: item.label, description: `Navbar item with label ${item.label}` };
  }
  return content;
}

/** Items first, then each one's sub-items (flattened the same way), as theme-classic lists them. */
function flattenItems(items: NavbarItem[]): NavbarItem[] {
  if (!items.length) return [];
  return [...items, ...flattenItems(items.flatMap((item) => asItems([item.items ?? []].flat())))];
}

function asItems(value: unknown): NavbarItem[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** The footer's file (`footer.json`), none without a footer: column titles, link labels, copyright, logo alt. */
export function footerTranslationFile(footer: unknown): TranslationFileContent | undefined {
  if (!isRecord(footer)) return undefined;
  const links = asItems(footer.links) as Array<NavbarItem & { title?: unknown; to?: unknown; href?: unknown }>;
  const columns = links.length > 0 && 'title' in links[0]!;
  const content: TranslationFileContent = {};
  for (const column of columns ? links : []) {
    if (typeof column.title !== 'string' || !column.title) continue;
    content[`link.title.${column.title}`] ??= { message: column.title, description: `The title of the footer links column with title=${column.title} in the footer` };
  }
  const items = (columns ? links.flatMap((column) => asItems(column.items)) : links) as Array<NavbarItem & { to?: unknown; href?: unknown }>;
  for (const item of items) {
    if (typeof item.label !== 'string' || !item.label) continue;
    content[`link.item.label.${item.label}`] = { message: item.label, description: `The label of footer link with label=${item.label} linking to ${String(item.to ?? item.href)}` };
  }
  if (typeof footer.copyright === 'string' && footer.copyright) content.copyright = { message: footer.copyright, description: 'The footer copyright' };
  const alt = isRecord(footer.logo) ? footer.logo.alt : undefined;
  if (typeof alt === 'string' && alt) content['logo.alt'] = { message: alt, description: 'The alt text of footer logo' };
  return content;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
