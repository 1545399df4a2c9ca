/**
 * PURE text helpers shared by the index builder (node) and the search engine (browser): one
 * tokenizer, so what is indexed and what is searched are cut the same way.
 */

/** Lower-case, strip diacritics. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const TOKEN = /[\p{L}\p{N}_]+/gu;

/**
 * The original span (start, end) each character of `folded` came from, folding one code point at a
 * time ("…" folds to "...", "ﬁ" to "fi"); undefined when that differs from folding the whole text.
 */
function foldedOrigins(text: string, folded: string): Array<[number, number]> | undefined {
  const origins: Array<[number, number]> = [];
  let piecewise = '';
  let offset = 0;
  for (const char of text) {
    const part = fold(char);
    piecewise += part;
    for (let i = 0; i < part.length; i++) origins.push([offset, offset + char.length]);
    offset += char.length;
  }
  return piecewise === folded ? origins : undefined;
}

/** Words of a text, folded, with their character offsets in the original text (-1 when unknown). */
export function tokenize(text: string): Array<{ term: string; start: number; end: number }> {
  const folded = fold(text);
  const out: Array<{ term: string; start: number; end: number }> = [];
  const origins = folded.length === text.length ? undefined : foldedOrigins(text, folded);
  for (const match of folded.matchAll(TOKEN)) {
    const start = match.index!;
    const end = start + match[0].length;
    if (folded.length === text.length) out.push({ term: match[0], start, end });
    else if (origins) out.push({ term: match[0], start: origins[start]![0], end: origins[end - 1]![1] });
    else out.push({ term: match[0], start: -1, end: -1 });
  }
  return out;
}

export function terms(text: string): string[] {
  return tokenize(text).map((token) => token.term);
}

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
