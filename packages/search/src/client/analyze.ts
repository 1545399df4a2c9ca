/**
 * PURE: how the engine reads words beyond the tokenizer (text.ts). An identifier is also indexed
 * by its parts, so `ollama` finds OLLAMA_BASE_URL and `asset` finds videoAssetId; and words share
 * a stem with their plural and -ing/-ed forms, so `update` finds "Updating" and `tag` "tags".
 */
import { analyzerFor, type Analyzer } from './text';

/** Where an identifier splits: underscores, and a lower-case letter followed by an upper-case one. */
const PART_BOUNDARY = /_|(?<=\p{Ll})(?=\p{Lu})/u;

/** The words a text is indexed under: each token, and the parts of each identifier (cut and folded by the language's analyzer). */
export function indexTerms(text: string, analyzer: Analyzer = analyzerFor(undefined)): string[] {
  const out: string[] = [];
  for (const token of analyzer.tokenize(text)) {
    out.push(token.term);
    const original = token.start >= 0 ? text.slice(token.start, token.end) : token.term;
    const parts = original.split(PART_BOUNDARY).filter(Boolean);
    if (parts.length > 1) for (const part of parts) out.push(analyzer.fold(part));
  }
  return out;
}

/** Endings removed by `stem`, longest first; a stem keeps at least three letters. */
const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ies', 'es', 'ed', 's', 'e'];

/** A light English stem: enough to join a word with its plural and -ing, -ed and -ation forms. */
export function stem(term: string): string {
  if (term.length < 4 || !/^\p{L}+$/u.test(term)) return term;
  for (const suffix of SUFFIXES) {
    if (!term.endsWith(suffix) || term.length - suffix.length < 3) continue;
    // "access", "class": a double s is part of the word.
    if (suffix === 's' && term.endsWith('ss')) return term;
    const base = term.slice(0, -suffix.length);
    return suffix === 'ies' ? `${base}y` : base;
  }
  return term;
}
