/** PURE: expand a compact index file back into records (runs in the browser). */
import { RECORD_TYPES, type Hierarchy, type IndexFile, type SearchRecord } from './types';

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
