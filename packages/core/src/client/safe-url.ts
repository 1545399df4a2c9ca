/**
 * PURE: the one rule for a URL that Folio writes where another program acts on it: a feed (RSS,
 * Atom, JSON Feed), a <meta> tag (og:image), an author's link. Such a value is an http(s) URL with
 * a host, or a path of the site (`/img/card.png`, `img/card.png`). Anything else (`javascript:`,
 * `data:`, `vbscript:` in any case or spelling, `//host` without a scheme, backslashes, control
 * characters) is refused: the reason is a sentence for an error message.
 */

/** A scheme as browsers find one: letters first, then letters, digits, `+`, `-`, `.`, then `:`. */
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', sol: '/', bsol: '\\', period: '.', amp: '&' };
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|([a-z]+));?/gi;

/** The text a browser would see once HTML character references (`&#106;`, `&#x3a;`, `&colon;`) are read. */
function decodeEntities(value: string): string {
  return value.replace(ENTITY, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    const code = decimal !== undefined ? Number(decimal) : hex !== undefined ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    return NAMED_ENTITIES[name!.toLowerCase()] ?? whole;
  });
}

function reasonOf(value: string): string | undefined {
  if (value.trim() === '') return 'is empty';
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return 'holds a control character (a tab or line break, say)';
  if (value !== value.trim()) return 'starts or ends with white space';
  if (value.includes('\\')) return 'holds a backslash (write `/`)';
  if (value.startsWith('//')) return 'has no scheme (`//host/...`); write https://host/...';
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return undefined;
  if (scheme !== 'http' && scheme !== 'https') return `uses the scheme "${scheme}:"; only http(s) URLs and site paths are allowed`;
  let host = '';
  try {
    host = new URL(value).host;
  } catch {
    return 'is not a valid URL';
  }
  return host === '' || !/^https?:\/\/[^/?#]/i.test(value) ? 'has no host' : undefined;
}

/**
 * Why `value` may not be written as a link or image URL, or undefined when it may: an http(s) URL
 * with a host, or a site path. An encoded spelling (`&#106;avascript:`) is judged as decoded.
 */
export function unsafeUrlReason(value: string): string | undefined {
  const reason = reasonOf(value);
  if (reason) return reason;
  const decoded = decodeEntities(value);
  if (decoded === value) return undefined;
  const hidden = reasonOf(decoded);
  return hidden ? `${hidden} once its character references are read ("${decoded}")` : undefined;
}

/**
 * PURE: the scheme of `value` as a browser reads it (lower case, without `:`), or undefined for a
 * path: character references decoded, leading spaces and control characters dropped, tabs and line
 * breaks removed anywhere (`java&#x09;script:` is `javascript`).
 */
export function urlScheme(value: string): string | undefined {
  const read = decodeEntities(value).replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return SCHEME.exec(read)?.[1]?.toLowerCase();
}

/** True when `value` is an http(s) URL or a site path (see unsafeUrlReason). */
export function isSafeUrl(value: string): boolean {
  return unsafeUrlReason(value) === undefined;
}
