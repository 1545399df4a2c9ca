/**
 * PURE: user text (a title, a folder name) written into the files of a new site as data, in the
 * syntax of the file it lands in, so that no character of it can end the string, start code or
 * markup, or change the file's meaning.
 */

/** A JavaScript/TypeScript string literal holding exactly `text`. */
export function jsString(text: string): string {
  // JSON escapes quotes, backslashes, control characters and lone surrogates; U+2028 and U+2029
  // are legal in string literals since ES2019, but escaped too for older tools reading the file.
  return JSON.stringify(text).replace(/[\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16)}`);
}

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` as HTML text (or a quoted attribute value) that shows exactly `text`. */
export function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML[char]!);
}

/**
 * `text` as inline Markdown that shows `text`: every ASCII punctuation character backslash-escaped
 * (CommonMark allows it for all of them), so no emphasis, link, HTML tag or entity starts; line
 * breaks become spaces, as one line is all a heading has.
 */
export function markdownText(text: string): string {
  return text.replace(/\r\n?|\n/g, ' ').replace(/[!-/:-@[-`{-~]/g, (char) => `\\${char}`);
}

/** `word` as one word of a POSIX shell command line, quoted when it holds anything a shell reads. */
export function shellWord(word: string): string {
  if (/^[\w@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
