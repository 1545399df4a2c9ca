/**
 * PURE: a small search engine over one index file that answers Algolia's search request with an
 * Algolia-shaped result (hits with _highlightResult and _snippetResult using <mark>, nbHits,
 * queryID), so the DocSearch modal and the search page work without a hosted service.
 *
 * Matching: every query word must match (the last one also as a prefix while it is being typed),
 * with typo tolerance (1 typo from 4 letters, 2 from 8), word stems (analyze.ts) and the parts of
 * identifiers. Ranking prefers exact over stem over prefix over typo matches, and a record's own
 * text (its heading, or its paragraph) over the headings above it, which only give context: so a
 * page whose title matches ranks above a section of another page, and the sections of a page do
 * not each match its title. One hit per URL (DocSearch's distinct); a page's further hits only
 * where their own text matches.
 */
import { indexTerms, stem } from './analyze';
import { analyzerFor, escapeHtml, fold, withinDistance, type Analyzer } from './text';
import type { Hierarchy, SearchRecord } from '../contract.ts';

const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
type Field = (typeof FIELDS)[number];
/** How much a match in a record's own text counts: its heading, or its paragraph. */
const OWN_WEIGHT: Record<Field, number> = { lvl0: 2, lvl1: 12, lvl2: 10, lvl3: 8, lvl4: 6, lvl5: 6, lvl6: 6, content: 1 };
/** A match in the headings above a record: context, worth half of being that heading. */
const CONTEXT_WEIGHT: Record<Field, number> = { lvl0: 2, lvl1: 6, lvl2: 5, lvl3: 4, lvl4: 3, lvl5: 3, lvl6: 3, content: 0 };
/** The text of a page's title record is the page's summary (its description, an API operation's method and path). */
const SUMMARY_WEIGHT = 5;
/** A prefix of a word the vocabulary also holds whole is probably a finished word: weak evidence. */
const MATCH_QUALITY = { exact: 1, stem: 0.9, prefix: 0.8, finishedPrefix: 0.3, typo: 0.6, inner: 0.6 } as const;
export const MAX_QUERY_LENGTH = 512;

export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: Array<string | string[]> | string;
  clickAnalytics?: boolean;
}

type Highlight = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] };

export interface SearchHit extends SearchRecord {
  _highlightResult: { hierarchy: Record<keyof Hierarchy, Highlight>; content: Highlight };
  _snippetResult: { hierarchy: Record<keyof Hierarchy, Highlight>; content: Highlight };
  _rankingInfo?: { score: number };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  queryID?: string;
  index?: string;
}

interface IndexedRecord {
  record: SearchRecord;
  position: number;
  /** The page's URL, without the anchor. */
  page: string;
  /** The words of each field, with what a match there is worth. */
  fields: Array<{ words: Set<string>; weight: number; own: boolean }>;
  /** How many words the record's own text has (a short heading matched whole ranks first). */
  length: number;
}

export class SearchEngine {
  private readonly records: IndexedRecord[];
  private readonly postings = new Map<string, Set<number>>();
  private readonly vocabulary: string[];
  /** Vocabulary by first letter: typo candidates share the first letter (as in Algolia). */
  private readonly byInitial = new Map<string, string[]>();
  /** Vocabulary by stem. */
  private readonly byStem = new Map<string, string[]>();
  /** Words of scripts written without spaces, which a query word may also match inside (the segmenter cuts differently in a sentence). */
  private readonly unspaced: string[];
  private readonly analyzer: Analyzer;
  private queries = 0;

  /** `language`: the index file's (local-client.ts `engineOf`; its records' by default): how its text and the queries are cut into words (languages.ts). */
  constructor(records: SearchRecord[], options: { language?: string } = {}) {
    this.analyzer = analyzerFor(options.language ?? records[0]?.language);
    this.records = records.map((record, position) => {
      const ownField: Field = record.type === 'content' ? 'content' : record.type;
      const fields: IndexedRecord['fields'] = [];
      let length = 0;
      for (const field of FIELDS) {
        const text = field === 'content' ? record.content : record.hierarchy[field];
        if (!text) continue;
        const words = new Set(indexTerms(text, this.analyzer));
        const own = field === ownField || field === 'content';
        if (field === ownField) length = this.analyzer.terms(text).length;
        fields.push({ words, own, weight: field === ownField ? OWN_WEIGHT[field] : field === 'content' ? SUMMARY_WEIGHT : CONTEXT_WEIGHT[field] });
        for (const word of words) {
          let set = this.postings.get(word);
          if (!set) this.postings.set(word, (set = new Set()));
          set.add(position);
        }
      }
      return { record, position, page: record.url.split('#')[0]!, fields, length };
    });
    this.vocabulary = [...this.postings.keys()].sort();
    this.unspaced = this.vocabulary.filter((word) => this.analyzer.unspaced(word));
    for (const word of this.vocabulary) {
      const list = this.byInitial.get(word[0]!) ?? [];
      list.push(word);
      this.byInitial.set(word[0]!, list);
      const sameStem = this.byStem.get(stem(word)) ?? [];
      sameStem.push(word);
      this.byStem.set(stem(word), sameStem);
    }
  }

  /** Vocabulary words a query word matches, with how well. */
  private expand(word: string, prefix: boolean): Map<string, number> {
    const found = new Map<string, number>();
    if (this.postings.has(word)) found.set(word, MATCH_QUALITY.exact);
    for (const same of this.byStem.get(stem(word)) ?? []) if (!found.has(same)) found.set(same, MATCH_QUALITY.stem);
    if (prefix) {
      const quality = this.postings.has(word) ? MATCH_QUALITY.finishedPrefix : MATCH_QUALITY.prefix;
      let low = 0;
      let high = this.vocabulary.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (this.vocabulary[mid]! < word) low = mid + 1;
        else high = mid;
      }
      for (let i = low; i < this.vocabulary.length && this.vocabulary[i]!.startsWith(word); i++) {
        if (!found.has(this.vocabulary[i]!)) found.set(this.vocabulary[i]!, quality);
      }
    }
    // A word of a script without spaces: also inside longer words; no typos (one character is a word's meaning).
    if (this.analyzer.unspaced(word)) {
      for (const candidate of this.unspaced) if (!found.has(candidate) && candidate.includes(word)) found.set(candidate, MATCH_QUALITY.inner);
      return found;
    }
    const typos = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
    if (typos > 0) {
      for (const candidate of this.byInitial.get(word[0]!) ?? []) {
        if (found.has(candidate)) continue;
        // While typing, a typo may sit in the part typed so far: compare with the same-length start too.
        const typoed =
          withinDistance(word, candidate, typos) ||
          (prefix && word.length >= 5 && candidate.length > word.length && withinDistance(word, candidate.slice(0, word.length), typos));
        if (typoed) found.set(candidate, MATCH_QUALITY.typo);
      }
    }
    return found;
  }

  search(params: SearchParams): SearchResult {
    const started = performance.now();
    const query = (params.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const words = this.analyzer.terms(query);
    const lastIsPrefix = !/\s$/.test(query);
    const expansions = words.map((word, index) => this.expand(word, this.analyzer.profile.prefixWords || (lastIsPrefix && index === words.length - 1)));
    const filters = normalizeFilters(params.facetFilters);

    const scored: Array<{ item: IndexedRecord; score: number; matched: Set<string>; ownMatch: boolean }> = [];
    if (words.length > 0) {
      // Start from the rarest word's postings; every word must match.
      const candidates = new Set<number>();
      const first = expansions.reduce((a, b) => (size(this.postings, a) <= size(this.postings, b) ? a : b));
      for (const term of first.keys()) for (const position of this.postings.get(term) ?? []) candidates.add(position);
      for (const position of candidates) {
        const item = this.records[position]!;
        if (!matchesFilters(item.record, filters)) continue;
        const match = scoreRecord(item, expansions);
        if (match) scored.push({ item, ...match });
      }
    }
    scored.sort((a, b) => b.score - a.score || a.item.position - b.item.position);

    // Distinct URLs; a page's further hits only where their own text matches and they score at
    // least a third of the page's best: the modal lists them under it.
    const seen = new Set<string>();
    const best = new Map<string, number>();
    const distinct = scored.filter(({ item, ownMatch, score }) => {
      const pageBest = best.get(item.page);
      if (seen.has(item.record.url) || (pageBest !== undefined && (!ownMatch || score < pageBest / 3))) return false;
      seen.add(item.record.url);
      if (pageBest === undefined) best.set(item.page, score);
      return true;
    });
    const snippetWords = snippetLength(params.attributesToSnippet);
    const tags = { pre: params.highlightPreTag ?? '<mark>', post: params.highlightPostTag ?? '</mark>', ellipsis: params.snippetEllipsisText ?? '…' };
    const hits = distinct
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({ item, matched, score }) => toHit(item.record, matched, words.length, snippetWords, { ...tags, analyzer: this.analyzer }, score));
    this.queries++;
    return {
      hits,
      nbHits: distinct.length,
      page,
      nbPages: Math.ceil(distinct.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: '',
      ...(params.clickAnalytics ? { queryID: `local-${this.queries}` } : {}),
    };
  }
}

/**
 * How well a record answers the query: each word's best match, by where it matched and how well;
 * undefined when a word matches nowhere. A heading record gets a point for being a heading, and up
 * to one more for how much of its own text the query covers.
 */
function scoreRecord(item: IndexedRecord, expansions: Array<Map<string, number>>) {
  let score = 0;
  let ownWords = 0;
  const matched = new Set<string>();
  for (const expansion of expansions) {
    let best = 0;
    let own = false;
    for (const field of item.fields) {
      for (const [term, quality] of expansion) {
        if (!field.words.has(term)) continue;
        matched.add(term);
        best = Math.max(best, field.weight * quality);
        own ||= field.own;
      }
    }
    if (best === 0) return undefined;
    score += best;
    if (own) ownWords++;
  }
  if (item.record.type !== 'content') score += 1;
  if (item.length > 0) score += Math.min(1, ownWords / item.length);
  return { score, matched, ownMatch: ownWords > 0 };
}

function size(postings: Map<string, Set<number>>, expansion: Map<string, number>): number {
  let total = 0;
  for (const term of expansion.keys()) total += postings.get(term)?.size ?? 0;
  return total;
}

/** Algolia facetFilters: an AND of entries; an entry that is a list is an OR. */
function normalizeFilters(filters: SearchParams['facetFilters']): string[][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((entry) => (Array.isArray(entry) ? entry : [entry]));
}

function matchesFilters(record: SearchRecord, filters: string[][]): boolean {
  return filters.every((anyOf) =>
    anyOf.some((filter) => {
      const negated = filter.startsWith('-');
      const [key, ...rest] = (negated ? filter.slice(1) : filter).split(':');
      const value = rest.join(':');
      const actual = (record as Record<string, unknown>)[key!];
      return negated ? actual !== value : actual === value;
    }),
  );
}

function snippetLength(attributes: string[] | undefined): number {
  const content = attributes?.find((attribute) => attribute.startsWith('content'));
  const words = content ? Number(content.split(':')[1]) : 10;
  return Number.isFinite(words) && words > 0 ? words : 10;
}

interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
  /** How the text is cut into words (the index's language); the default analysis when absent. */
  analyzer?: Analyzer;
}

/**
 * Escaped text with matched words wrapped in the highlight tags; matched words that touch (words a
 * segmenter cut from one run: 数据 and 库 of 数据库) share one pair of tags.
 */
export function highlight(text: string | null, matched: Set<string>, queryWords: number, tags: Tags): Highlight {
  if (!text) return { value: text ?? '', matchLevel: 'none', matchedWords: [] };
  const tokens = (tags.analyzer ?? analyzerFor(undefined)).tokenize(text);
  let out = '';
  let cursor = 0;
  const words = new Set<string>();
  for (const token of tokens) {
    if (!matched.has(token.term) || token.start < 0) continue;
    words.add(token.term);
    const touching = cursor > 0 && token.start === cursor && out.endsWith(tags.post);
    if (touching) out = out.slice(0, out.length - tags.post.length) + escapeHtml(text.slice(token.start, token.end)) + tags.post;
    else out += escapeHtml(text.slice(cursor, token.start)) + tags.pre + escapeHtml(text.slice(token.start, token.end)) + tags.post;
    cursor = token.end;
  }
  out += escapeHtml(text.slice(cursor));
  const matchLevel = words.size === 0 ? 'none' : words.size >= queryWords ? 'full' : 'partial';
  return { value: out, matchLevel, matchedWords: [...words] };
}

/** A window of `length` words around the first match, with ellipses where text was cut. */
export function snippet(text: string | null, matched: Set<string>, queryWords: number, length: number, tags: Tags): Highlight {
  if (!text) return { value: text ?? '', matchLevel: 'none', matchedWords: [] };
  const tokens = (tags.analyzer ?? analyzerFor(undefined)).tokenize(text);
  if (tokens.length <= length || tokens.some((t) => t.start < 0)) return highlight(text, matched, queryWords, tags);
  const firstMatch = Math.max(0, tokens.findIndex((token) => matched.has(token.term)));
  const start = Math.max(0, Math.min(firstMatch - Math.floor(length / 3), tokens.length - length));
  const end = Math.min(tokens.length, start + length);
  const from = start === 0 ? 0 : tokens[start]!.start;
  const to = end === tokens.length ? text.length : tokens[end - 1]!.end;
  const inner = highlight(text.slice(from, to), matched, queryWords, tags);
  return {
    ...inner,
    value: `${start > 0 ? tags.ellipsis : ''}${inner.value}${end < tokens.length ? tags.ellipsis : ''}`,
  };
}

function toHit(record: SearchRecord, matched: Set<string>, queryWords: number, snippetWords: number, tags: Tags, score: number): SearchHit {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  const hierarchyHighlight = Object.fromEntries(levels.map((level) => [level, highlight(record.hierarchy[level], matched, queryWords, tags)])) as Record<keyof Hierarchy, Highlight>;
  const hierarchySnippet = Object.fromEntries(levels.map((level) => [level, snippet(record.hierarchy[level], matched, queryWords, snippetWords, tags)])) as Record<keyof Hierarchy, Highlight>;
  return {
    ...record,
    _highlightResult: { hierarchy: hierarchyHighlight, content: highlight(record.content, matched, queryWords, tags) },
    _snippetResult: { hierarchy: hierarchySnippet, content: snippet(record.content, matched, queryWords, snippetWords, tags) },
    _rankingInfo: { score },
  };
}

/** Queries are folded like the index. */
export { fold };
