/**
 * Decode a text file strictly as UTF-8. A file saved in another encoding (Latin-1, Windows-1252,
 * UTF-16) would otherwise turn into replacement characters on the page without a word; instead
 * the build stops at the first byte that is not UTF-8, naming its line and column.
 */
import { FolioError } from '../errors.ts';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Index of the first byte of `bytes` that does not start or continue a valid UTF-8 sequence. */
export function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    const length = byte < 0x80 ? 1 : byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
    }
    // Overlong forms, surrogates and code points past U+10FFFF.
    const second = bytes[i + 1]!;
    if ((byte === 0xe0 && second < 0xa0) || (byte === 0xed && second > 0x9f) || (byte === 0xf0 && second < 0x90) || (byte === 0xf4 && second > 0x8f)) return i;
    i += length;
  }
  return -1;
}

/**
 * PURE: `\r\n` and a lone `\r` as `\n`. A source saved with Windows (or old Mac) line endings
 * reads as the same text as its Unix copy, so no `\r` reaches a paragraph, a feed or an excerpt
 * and the two build the same bytes. Line numbers stay the same (each ending is still one line).
 */
export function normalizeNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** The text of a source file (Markdown, MDX, YAML, JSON): strict UTF-8 (see decodeUtf8), newlines normalised. */
export function readSourceText(bytes: Uint8Array, file: string): string {
  return normalizeNewlines(decodeUtf8(bytes, file));
}

/** The text of `bytes` (a BOM dropped), or a FolioError naming the line and column of the first bad byte. */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return decoder.decode(bytes);
  } catch {
    const at = firstInvalidUtf8Byte(bytes);
    const before = decoder.decode(bytes.subarray(0, Math.max(0, at)));
    const lines = before.split('\n');
    throw new FolioError(`the file is not valid UTF-8 (byte 0x${bytes[at]?.toString(16).padStart(2, '0')}); save it as UTF-8`, {
      file,
      line: lines.length,
      column: lines.at(-1)!.length + 1,
    });
  }
}

/**
 * A copy of `text` that keeps no other string alive. V8 keeps a long substring as a view into the
 * string it was cut from: a page's content, sliced from the file's text, kept the text, and a link
 * cut from a page its whole HTML. Prepending forces a fresh flat copy (cheaper than a round trip
 * through a buffer, for the link check's million short strings at 10,000 pages).
 */
export function ownText(text: string): string {
  return (' ' + text).slice(1);
}
