/**
 * PURE text helpers shared by the index builder (node) and the search engine (browser): one
 * tokenizer, so what is indexed and what is searched are cut the same way.
 */

/** Lower-case, strip diacritics. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const TOKEN = /[\p{L}\p{N}_]+/gu;

/** Words of a text, folded, with their character offsets in the original text. */
export function tokenize(text: string): Array<{ term: string; start: number; end: number }> {
  const folded = fold(text);
  const out: Array<{ term: string; start: number; end: number }> = [];
  // Folding can change lengths (ligatures); fall back to the folded text's offsets then.
  const sameLength = folded.length === text.length;
  for (const match of folded.matchAll(TOKEN)) {
    const start = match.index!;
    out.push({ term: match[0], start: sameLength ? start : -1, end: sameLength ? start + match[0].length : -1 });
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
