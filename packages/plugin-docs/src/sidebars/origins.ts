/**
 * Where category metadata came from: problems found later (a category's link, its slug) name the
 * `_category_` file rather than the sidebars file. Filled by loading and generating, read when resolving.
 */
import type { CategoryMetadata } from '../options.ts';

/**
 * The file each category's metadata came from, and the category items the default generator made
 * from one. Weakly keyed by the build's own objects, so they go with it; written and read only
 * through the functions below.
 */
const categoryFiles = new WeakMap<CategoryMetadata, string>();
const categoryItemFiles = new WeakMap<object, string>();

/** Loading: `metadata` was read from `file`. */
export function noteCategoryFile(metadata: CategoryMetadata, file: string): void {
  categoryFiles.set(metadata, file);
}

/** Generating: the category `item` was made from `metadata`, so it comes from the same file (if any). */
export function noteCategoryItem(item: object, metadata: CategoryMetadata): void {
  const file = categoryFiles.get(metadata);
  if (file) categoryItemFiles.set(item, file);
}

/** Resolving: the category file a category item was made from, to name it in a problem with its link. */
export function categoryFileOf(item: object): string | undefined {
  return categoryItemFiles.get(item);
}
