/**
 * PURE: Range requests (RFC 9110 §14): one range per request (`bytes=a-b`, `bytes=a-`, `bytes=-n`)
 * answers 206 with Content-Range; an unsatisfiable one answers 416 with `Content-Range: bytes *\/size`;
 * a syntactically invalid Range header (`bytes=10-5` included), another unit, or several ranges are
 * ignored: 200 with the whole file. `If-Range` that does not match the current validator also
 * gives the whole file. Only GET takes ranges.
 */

export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

/**
 * What a Range header asks of a representation of `size` bytes (RFC 9110 §14.1.2, §14.2):
 * `full` when there is no header, when it is invalid (bad syntax, last-pos before first-pos,
 * another unit) or when it asks for several ranges (which this server may ignore); `partial`
 * with inclusive byte offsets; `unsatisfiable` (416) when the one range lies beyond the end.
 * Positions are compared as BigInt, so any number of digits is safe.
 */
export function resolveRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'full' };
  const match = /^bytes=(.*)$/is.exec(header.trim());
  if (!match) return { kind: 'full' };
  const specs = match[1]!
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  if (specs.length === 0) return { kind: 'full' };
  for (const spec of specs) {
    const int = INT_RANGE.exec(spec);
    if (int) {
      if (int[2] !== '' && BigInt(int[2]!) < BigInt(int[1]!)) return { kind: 'full' };
    } else if (!SUFFIX_RANGE.test(spec)) {
      return { kind: 'full' };
    }
  }
  if (specs.length > 1) return { kind: 'full' };
  const spec = specs[0]!;
  const total = BigInt(size);
  const int = INT_RANGE.exec(spec);
  if (int) {
    const first = BigInt(int[1]!);
    if (first >= total) return { kind: 'unsatisfiable' };
    const last = int[2] === '' ? total - 1n : BigInt(int[2]!);
    return { kind: 'partial', start: Number(first), end: Number(last < total - 1n ? last : total - 1n) };
  }
  const suffix = BigInt(SUFFIX_RANGE.exec(spec)![1]!);
  if (suffix === 0n) return { kind: 'unsatisfiable' };
  // A non-zero suffix of an empty file is satisfiable but has no bytes to name: send it whole.
  if (total === 0n) return { kind: 'full' };
  const start = suffix >= total ? 0n : total - suffix;
  return { kind: 'partial', start: Number(start), end: size - 1 };
}

/** If-Range: a date equal to Last-Modified; an entity tag never matches (ours are weak). */
export function ifRangeMatches(header: string, lastModified: string): boolean {
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return false;
  return value === lastModified;
}
