/**
 * The two addresses of a site config, checked before anything is built from them.
 *
 * `url` is the site's origin: it goes into canonical links, og:url, the sitemap and llms.txt, so it
 * must be an absolute http(s) URL with a host and nothing else (as in Docusaurus, a path belongs
 * in `baseUrl`). `baseUrl` is the path every route and asset sits under: it becomes part of output
 * file names and of every link, so it must be a clean path. What is harmless is normalised (a
 * missing leading or trailing slash, as Docusaurus does); what could point elsewhere (`..`, `//`,
 * `\`, `?`, `#`, control characters) is refused with the reason.
 */
export type UrlCheck = { ok: true; value: string } | { ok: false; message: string };

// C0 and C1 control characters, and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function describeChar(char: string): string {
  const code = char.codePointAt(0)!;
  if (char === ' ') return 'a space';
  if (/\s/.test(char) || CONTROL.test(char)) return `a control or white-space character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
  return `"${char}"`;
}

/** `url`: an absolute http(s) URL with a host, no path, query, fragment or credentials. */
export function checkSiteUrl(value: string): UrlCheck {
  const bad = /[\s\u0000-\u001f\u007f-\u009f]/.exec(value);
  if (bad) return { ok: false, message: `must be an absolute http(s) URL such as https://docs.example.com; it contains ${describeChar(bad[0])}` };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    return { ok: false, message: `must be an http(s) URL such as https://docs.example.com, not a "${scheme}:" URL` };
  }
  if (!/^https?:\/\/[^/\\]/i.test(value)) {
    return { ok: false, message: `must be an absolute URL with a host, such as https://docs.example.com (got ${JSON.stringify(value)})` };
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return { ok: false, message: `is not a valid URL: ${JSON.stringify(value)}; use an absolute URL such as https://docs.example.com` };
  }
  if (!parsed.hostname) return { ok: false, message: 'must name a host, such as https://docs.example.com' };
  if (parsed.username || parsed.password) return { ok: false, message: 'must not contain a user name or password' };
  if (parsed.search || value.includes('?')) return { ok: false, message: 'must not contain a query (?...); it is the origin of the site, such as https://docs.example.com' };
  if (parsed.hash || value.includes('#')) return { ok: false, message: 'must not contain a fragment (#...); it is the origin of the site, such as https://docs.example.com' };
  if (parsed.pathname !== '/') {
    return { ok: false, message: `must not contain a path like "${parsed.pathname}"; put the path in \`baseUrl\` (url: '${parsed.origin}', baseUrl: '${parsed.pathname.replace(/\/?$/, '/')}')` };
  }
  return { ok: true, value: parsed.origin };
}

/**
 * `baseUrl`: `/`, or `/segment/.../` with each segment non-empty, not `.` or `..` (also when
 * percent-encoded), and free of `\`, `?`, `#`, quotes, angle brackets, white space and control
 * characters. A missing leading or trailing slash is added; an empty value means `/`.
 */
export function checkBaseUrl(value: string): UrlCheck {
  const example = "such as '/' or '/docs/'";
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    return { ok: false, message: `must be a path ${example}, not a URL; the site's origin goes in \`url\`` };
  }
  const bad = /[\s\u0000-\u001f\u007f-\u009f\\?#"'<>`{}|^]/.exec(value);
  if (bad) {
    const what = bad[0] === '\\' ? 'a backslash' : bad[0] === '?' ? 'a query ("?")' : bad[0] === '#' ? 'a fragment ("#")' : describeChar(bad[0]);
    return { ok: false, message: `must be a path ${example}; it contains ${what}` };
  }
  let normalised = value.startsWith('/') ? value : `/${value}`;
  if (!normalised.endsWith('/')) normalised += '/';
  if (normalised.includes('//')) {
    return { ok: false, message: `must be a path ${example}; it has an empty segment ("//")` };
  }
  for (const segment of normalised.slice(1, -1).split('/')) {
    if (segment === '') continue; // only for '/'
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, message: `must be a path ${example}; "${segment}" has a "%" that is not followed by two hex digits` };
    }
    if (decoded === '.' || decoded === '..') {
      return { ok: false, message: `must be a path ${example}; it has a "${segment}" segment` };
    }
    if (/[/\\]/.test(decoded) || CONTROL.test(decoded)) {
      return { ok: false, message: `must be a path ${example}; "${segment}" encodes a slash, backslash or control character` };
    }
  }
  return { ok: true, value: normalised };
}
