/**
 * The search records of each page the last build indexed, so that a page whose article did not
 * change is not parsed again: the key is everything extractRecords reads (the page's URL,
 * section, language, tag and title, its article and its meta description: readPart), the value
 * its records. Parsing every page's
 * article was most of the postBuild's time (1.4 s of a 6.5 s rebuild of the Karakeep docs after a
 * one-line edit); a page is still read from the output, and hashed.
 *
 * One file per locale in the site's cache folder, read once, written whole with only the pages of
 * the build that wrote it. Its fingerprint is the source of the extraction (this folder's
 * extract, dom and api-text modules): a change to it starts the memo afresh.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from '@folio/core';
import type { PageInput } from './extract.ts';
import type { SearchRecord } from './contract.ts';

const FORMAT = 1;
let fingerprint: string | undefined;

function memoFingerprint(): string {
  if (fingerprint === undefined) {
    const hash = createHash('sha256').update(`${FORMAT}\0`);
    const here = fileURLToPath(import.meta.url);
    for (const name of ['extract', 'dom', 'api-text', 'record-memo']) {
      try {
        hash.update(readFileSync(here.replace(/record-memo(\.[jt]s)$/, `${name}$1`)));
      } catch {
        hash.update('?');
      }
    }
    fingerprint = hash.digest('hex');
  }
  return fingerprint;
}

/**
 * PURE: the part of a page extractRecords reads: its first `<article>` element, whole (nested
 * articles counted), and the meta description before it; not the asset links and scripts around
 * them, whose names change with any page of the site. Rendered text escapes `<`, so the tags are
 * found exactly.
 */
export function readPart(html: string): string {
  const start = html.indexOf('<article');
  if (start === -1) return '';
  const tags = /<(\/?)article\b/g;
  tags.lastIndex = start;
  let depth = 0;
  let end = html.length;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      end = html.indexOf('>', match.index) + 1 || html.length;
      break;
    }
  }
  const description = /<meta name="description" content="[^"]*"/.exec(html.slice(0, start))?.[0] ?? '';
  return `${description}\0${html.slice(start, end)}`;
}

/** PURE: a page's key: every field extractRecords reads, and the part of its HTML it reads. */
export function recordKey(page: PageInput): string {
  const hash = createHash('sha256').update(JSON.stringify([page.url, page.lvl0, page.language, page.tag, page.title ?? null])).update('\0');
  return hash.update(readPart(page.html)).digest('base64url');
}

export class RecordMemo {
  private readonly last = new Map<string, SearchRecord[]>();
  private readonly next = new Map<string, SearchRecord[]>();
  /** Whether a page's records were extracted this build (none: the memo on disk is this build's already, unless pages went away). */
  private extracted = false;

  /** The memo at `file` (none, unreadable or of another fingerprint: empty). */
  constructor(private readonly file: string) {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as { fingerprint?: string; entries?: Record<string, SearchRecord[]> };
      if (data.fingerprint !== memoFingerprint() || !data.entries) return;
      for (const [key, records] of Object.entries(data.entries)) this.last.set(key, records);
    } catch {
      // none yet: start afresh
    }
  }

  /** The page's records: remembered, else extracted (and remembered for the next build). */
  records(page: PageInput, extract: (page: PageInput) => SearchRecord[]): SearchRecord[] {
    const key = recordKey(page);
    let records = this.next.get(key) ?? this.last.get(key);
    if (records === undefined) {
      records = extract(page);
      this.extracted = true;
    }
    this.next.set(key, records);
    return records;
  }

  /** Writes what this build indexed; failing to only costs the next build the parsing. */
  save(): void {
    // Every page's records came from the memo, and as many pages: the file holds them already.
    const unchanged = !this.extracted && this.next.size === this.last.size;
    const entries = Object.fromEntries(this.next);
    this.last.clear();
    this.next.clear();
    if (unchanged) return;
    try {
      writeFileAtomic(this.file, JSON.stringify({ fingerprint: memoFingerprint(), entries }));
    } catch {
      // parsed again next time
    }
  }
}
