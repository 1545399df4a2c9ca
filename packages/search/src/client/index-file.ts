/** PURE: expand a compact index file back into records (runs in the browser). */
import type { Hierarchy, IndexFile, RecordType, SearchRecord } from '../contract.ts';

/** The record types in the order an index file numbers them. */
export const RECORD_TYPES: readonly RecordType[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export function readIndexFile(file: IndexFile): SearchRecord[] {
  return file.records.map(([type, h, p, anchor, content], index) => {
    const levels = file.hierarchies[h]!;
    const hierarchy: Hierarchy = {
      lvl0: levels[0] ?? null,
      lvl1: levels[1] ?? null,
      lvl2: levels[2] ?? null,
      lvl3: levels[3] ?? null,
      lvl4: levels[4] ?? null,
      lvl5: levels[5] ?? null,
      lvl6: levels[6] ?? null,
    };
    const page = file.pages[p]!;
    return {
      objectID: `${file.tag}-${index}`,
      url: anchor ? `${page}#${anchor}` : page,
      type: RECORD_TYPES[type]!,
      content,
      hierarchy,
      language: file.language,
      docusaurus_tag: file.tag,
    };
  });
}
