/** Page names from an API's texts: its title and summaries, and operation ids. */

/** PURE: `Create a new bookmark` → `create-a-new-bookmark` (letters of any script kept). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** PURE: `getBookmarkById` → `get-bookmark-by-id`, `list_tags` → `list-tags`. */
export function slugifyIdentifier(id: string): string {
  return slugify(id.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1-$2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1-$2'));
}
