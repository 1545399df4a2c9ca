/**
 * PURE text helpers shared by the index builder (node) and the search engine (browser): one
 * tokenizer per language (languages.ts), so what is indexed and what is searched are cut the same
 * way. `fold`, `tokenize` and `terms` are the default (English) analysis; `analyzerFor(language)`
 * gives a language's.
 */
import { profileOf, primaryLanguage, UNSPACED, type LanguageProfile } from './languages';

export interface Token {
  term: string;
  start: number;
  end: number;
}

/** Lower-case, strip diacritics. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const TOKEN = /[\p{L}\p{N}_]+/gu;
/** Outside the default analysis, combining marks that stay (vowel signs, kept diacritics) belong to the word. */
const WORD = /[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*/gu;
/** A character and the combining marks after it (NFC composes within one; half-width kana's voicing marks fold to combining ones). */
const CLUSTER = /[^\p{M}\uff9e\uff9f][\p{M}\uff9e\uff9f]*|[\p{M}\uff9e\uff9f]+/gsu;

/**
 * The original span (start, end) each character of `folded` came from, folding one unit at a time
 * (a code point: "…" folds to "...", "ﬁ" to "fi"; or a character with its marks); undefined when
 * that differs from folding the whole text.
 */
function foldedOrigins(text: string, folded: string, foldText: (text: string) => string, units: Iterable<string>): Array<[number, number]> | undefined {
  const origins: Array<[number, number]> = [];
  let piecewise = '';
  let offset = 0;
  for (const unit of units) {
    const part = foldText(unit);
    piecewise += part;
    for (let i = 0; i < part.length; i++) origins.push([offset, offset + unit.length]);
    offset += unit.length;
  }
  return piecewise === folded ? origins : undefined;
}

/** Words of a text, folded, with their character offsets in the original text (-1 when unknown). */
export function tokenize(text: string): Token[] {
  return DEFAULT.tokenize(text);
}

export function terms(text: string): string[] {
  return tokenize(text).map((token) => token.term);
}

/** How one language's text is folded and cut into words. */
export interface Analyzer {
  profile: LanguageProfile;
  fold(text: string): string;
  tokenize(text: string): Token[];
  terms(text: string): string[];
  /** Whether a term is of a script written without spaces, cut by the segmenter (it may also sit inside longer words). */
  unspaced(term: string): boolean;
}

function profileFold(profile: LanguageProfile): (text: string) => string {
  if (profile.language === '') return fold;
  return (text) => {
    let out = (profile.lowerLocale ? text.toLocaleLowerCase(profile.lowerLocale) : text).normalize('NFKD').replace(profile.strip, '').normalize('NFC').toLowerCase();
    for (const [pattern, replacement] of profile.replace ?? []) out = out.replace(pattern, replacement);
    return out;
  };
}

/** `[start, end)` of each word of a run written without spaces: the segmenter's words, else pairs of characters. */
export function unspacedWords(term: string, segmenter: Intl.Segmenter | undefined): Array<[number, number]> {
  if (segmenter) return [...segmenter.segment(term)].filter((part) => part.isWordLike).map((part) => [part.index, part.index + part.segment.length]);
  const out: Array<[number, number]> = [];
  const chars = [...term.matchAll(/./gsu)].map((match) => ({ at: match.index!, end: match.index! + match[0].length, unspaced: UNSPACED.test(match[0]) }));
  for (let i = 0; i < chars.length; ) {
    let j = i + 1;
    while (j < chars.length && chars[j]!.unspaced === chars[i]!.unspaced) j++;
    if (!chars[i]!.unspaced || j - i === 1) out.push([chars[i]!.at, chars[j - 1]!.end]);
    else for (let k = i; k + 1 < j; k++) out.push([chars[k]!.at, chars[k + 1]!.end]);
    i = j;
  }
  return out;
}

function makeSegmenter(language: string, profile: LanguageProfile): Intl.Segmenter | undefined {
  if (!profile.segment || typeof Intl.Segmenter !== 'function') return undefined;
  try {
    return new Intl.Segmenter(language, { granularity: 'word' });
  } catch {
    return new Intl.Segmenter(profile.language, { granularity: 'word' });
  }
}

function createAnalyzer(language: string): Analyzer {
  const profile = profileOf(language);
  const foldText = profileFold(profile);
  const legacy = profile.language === '';
  const segmenter = makeSegmenter(language, profile);
  const unspaced = (term: string) => profile.segment && UNSPACED.test(term);
  const tokenizeText = (text: string): Token[] => {
    const folded = foldText(text);
    const out: Token[] = [];
    const same = folded.length === text.length;
    const origins = same ? undefined : foldedOrigins(text, folded, foldText, legacy ? text : text.match(CLUSTER) ?? []);
    const push = (start: number, end: number) => {
      const term = folded.slice(start, end);
      if (same) out.push({ term, start, end });
      else if (origins) out.push({ term, start: origins[start]![0], end: origins[end - 1]![1] });
      else out.push({ term, start: -1, end: -1 });
    };
    for (const match of folded.matchAll(legacy ? TOKEN : WORD)) {
      const start = match.index!;
      if (!unspaced(match[0])) push(start, start + match[0].length);
      else for (const [from, to] of unspacedWords(match[0], segmenter)) push(start + from, start + to);
    }
    return out;
  };
  return { profile, fold: foldText, tokenize: tokenizeText, terms: (text) => tokenizeText(text).map((token) => token.term), unspaced };
}

const analyzers = new Map<string, Analyzer>();

/** The analyzer of a language (a BCP 47 name, as an index file's `language`); the default one for en or none. */
export function analyzerFor(language: string | undefined): Analyzer {
  const key = primaryLanguage(language) === 'en' || !language ? '' : language;
  let analyzer = analyzers.get(key);
  if (!analyzer) analyzers.set(key, (analyzer = createAnalyzer(key)));
  return analyzer;
}

const DEFAULT: Analyzer = analyzerFor(undefined);

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}
