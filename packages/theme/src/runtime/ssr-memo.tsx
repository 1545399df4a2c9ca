/**
 * Prerender's memo of subtrees that every page renders the same: a docs sidebar's collapsed
 * categories (at 5000 API operations, 500 of them on each of 5000 pages, three quarters of each
 * page's HTML). The first page that renders one records its HTML; the pages after it render a
 * placeholder that `finish` replaces with that HTML, so React and the theme do not render it again.
 *
 * A memoized subtree must render the same HTML wherever its `id` is the same: its `id` names all it
 * reads (props, context, the location), it calls no useId (React's ids depend on the place in the
 * tree) and hoists nothing out of its place (no Head, title, meta or stylesheet resource). The
 * browser renders the same tree around it (`[null, children, null]`, as the server's
 * `[marker, children, marker]`), so hydration agrees. HTML that does not begin and end with an
 * element is not memoized (React puts `<!-- -->` between adjacent texts, which a marker would
 * hide): that page renders again without the memo.
 *
 * Only the server entry provides a memo; in the browser, and with none, `SsrMemo` is its children.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** What a memo keeps at most, for the life of the process (a locale's server bundle). */
const MAX_ENTRIES = 20_000;
const MAX_CHARACTERS = 32 * 1024 * 1024;

const MARKER = 'data-folio-memo';
/** The markers as React prints them: `<template data-folio-memo[-start|-end]="n"></template>`. */
const MARKER_OPEN = `<template ${MARKER}`;
const MARKER_REST = /^(-start|-end)?="(\d+)$/;
const MARKER_CLOSE = '"></template>';

/** The HTML recorded under each key, shared by every render of the process. */
export class SsrMemoStore {
  private readonly html = new Map<string, string>();
  private readonly refused = new Set<string>();
  private characters = 0;

  get size(): number {
    return this.html.size;
  }

  /** One render's use of the memo. */
  render(): SsrMemoRender {
    return new SsrMemoRender(this);
  }

  /** @internal */
  lookup(key: string): string | undefined {
    return this.html.get(key);
  }

  /** @internal Whether a render may record `key` now. */
  mayRecord(key: string): boolean {
    return !this.refused.has(key) && this.html.size < MAX_ENTRIES && this.characters < MAX_CHARACTERS;
  }

  /** @internal */
  record(key: string, html: string): void {
    if (this.html.has(key)) return;
    this.html.set(key, html);
    this.characters += html.length;
  }

  /** @internal `key`'s HTML cannot be memoized: its subtree always renders. */
  refuse(key: string): void {
    this.refused.add(key);
  }
}

/** PURE: whether `html` begins and ends with an element, so that markers around it change nothing. */
export function memoizable(html: string): boolean {
  return /^<[a-zA-Z]/.test(html) && html.endsWith('>') && !html.endsWith('-->');
}

/** The memo during one render: which placeholders and recordings it printed. */
export class SsrMemoRender {
  /** The HTML each placeholder stands for, by its number. */
  private readonly slots: string[] = [];
  /** The key each recording is for, by its number. */
  private readonly recordings: string[] = [];

  constructor(private readonly store: SsrMemoStore) {}

  /** @internal What SsrMemo renders on the server for `key`. */
  element(key: string, children: ReactNode): ReactNode {
    const known = this.store.lookup(key);
    if (known !== undefined) {
      const slot = this.slots.push(known) - 1;
      return <template {...{ [MARKER]: slot }} />;
    }
    if (!this.store.mayRecord(key)) return <>{null}{children}{null}</>;
    const index = this.recordings.push(key) - 1;
    return (
      <>
        <template {...{ [`${MARKER}-start`]: index }} />
        {children}
        <template {...{ [`${MARKER}-end`]: index }} />
      </>
    );
  }

  /**
   * The page's HTML with every placeholder replaced and every recording kept and unmarked; undefined
   * when the page must render again without the memo (a recording was refused, or the page's own
   * content held something shaped like a marker).
   */
  finish(html: string): string | undefined {
    if (this.slots.length === 0 && this.recordings.length === 0) return html;
    const out: string[] = [];
    const open: Array<{ index: number; at: number }> = [];
    let last = 0;
    let seen = 0;
    let failed = false;
    // indexOf, not a regular expression over the page: the page is one long string, and its markers few.
    for (let at = html.indexOf(MARKER_OPEN); at >= 0; at = html.indexOf(MARKER_OPEN, last)) {
      const close = html.indexOf(MARKER_CLOSE, at);
      const match = close < 0 ? null : MARKER_REST.exec(html.slice(at + MARKER_OPEN.length, close));
      if (!match) return undefined;
      out.push(html.slice(last, at));
      last = close + MARKER_CLOSE.length;
      seen++;
      const [, kind, number] = match;
      const index = Number(number);
      if (kind === undefined) {
        const known = this.slots[index];
        if (known === undefined) return undefined;
        out.push(known);
      } else if (kind === '-start') {
        open.push({ index, at: out.length });
      } else {
        const start = open.pop();
        if (!start || start.index !== index || this.recordings[index] === undefined) return undefined;
        const recorded = out.slice(start.at).join('');
        const key = this.recordings[index];
        if (memoizable(recorded)) this.store.record(key, recorded);
        else {
          this.store.refuse(key);
          failed = true;
        }
      }
    }
    if (failed || open.length > 0 || seen !== this.slots.length + 2 * this.recordings.length) return undefined;
    out.push(html.slice(last));
    return out.join('');
  }
}

const MemoContext = createContext<SsrMemoRender | undefined>(undefined);

export const SsrMemoProvider = MemoContext.Provider;

/** Whether this render has a memo: a caller may then work out the `id` it would pass. */
export function useSsrMemo(): boolean {
  return useContext(MemoContext) !== undefined;
}

/** `children`, rendered once per process for each `id` when prerendering; `id` undefined renders them every time. */
export function SsrMemo({ id, children }: { id: string | undefined; children?: ReactNode }) {
  const memo = useContext(MemoContext);
  if (memo === undefined || id === undefined) {
    return (
      <>
        {null}
        {children}
        {null}
      </>
    );
  }
  return memo.element(id, children);
}
