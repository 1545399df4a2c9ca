/**
 * Where category metadata came from: problems found later (a category's link, its slug) name the
 * `_category_` file rather than the sidebars file. Filled by loading and generating, read when resolving.
 */
import type { CategoryMetadata } from '../options.ts';

/** The file each category's metadata came from, to name it in errors found later. */
export const categoryFiles = new WeakMap<CategoryMetadata, string>();
/** Category items the default generator made from a category file, and that file. */
export const categoryItemFiles = new WeakMap<object, string>();
