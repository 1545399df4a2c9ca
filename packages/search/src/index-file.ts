/** PURE: records ⇄ the compact index file a browser downloads. */
import type { IndexFile, SearchRecord } from './contract.ts';
import { RECORD_TYPES } from './client/index-file.ts';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** `htmlLang`: the locale's BCP 47 language, written only when it differs from the locale's name (`language`). */
export function createIndexFile(records: SearchRecord[], tag: string, language: string, htmlLang?: string): IndexFile {
  const pages: string[] = [];
  const pageIndex = new Map<string, number>();
  const hierarchies: Array<Array<string | null>> = [];
  const hierarchyIndex = new Map<string, number>();
  const rows: IndexFile['records'] = [];
  for (const record of records) {
    const [page, anchor = ''] = record.url.split('#');
    let p = pageIndex.get(page!);
    if (p === undefined) {
      p = pages.push(page!) - 1;
      pageIndex.set(page!, p);
    }
    const levels = LEVELS.map((level) => record.hierarchy[level]);
    const key = JSON.stringify(levels);
    let h = hierarchyIndex.get(key);
    if (h === undefined) {
      h = hierarchies.push(levels) - 1;
      hierarchyIndex.set(key, h);
    }
    rows.push([RECORD_TYPES.indexOf(record.type), h, p, anchor, record.content]);
  }
  return { version: 1, language, ...(htmlLang && htmlLang !== language ? { htmlLang } : {}), tag, pages, hierarchies, records: rows };
}
