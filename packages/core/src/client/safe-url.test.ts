import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateFrontMatter } from '../mdx/front-matter.ts';
import { isFolioError } from '../errors.ts';
import { isSafeUrl, unsafeUrlReason } from './safe-url.ts';

/** Values no feed, meta tag or author link may carry, in the spellings browsers still follow. */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript\n:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'mailto:a@b.c',
  '//evil.example/x.png',
  '\\\\evil.example\\x.png',
  '/\\evil.example/x.png',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'http:evil.example',
  'https://',
  'http://exa mple.com/',
  '',
];

const SAFE_URLS = ['https://example.com/a.png', 'HTTP://example.com', 'http://localhost:3000/x?y=1&z=2#f', '/img/card.png', 'img/card.png', './img/card.png', '../up.png', 'a.png?x=1&amp;y=2', '%6Aavascript:x', '1javascript:x'];

describe('unsafeUrlReason', () => {
  it.each(HOSTILE_URLS)('refuses %j', (value) => {
    expect(unsafeUrlReason(value)).toBeTypeOf('string');
    expect(isSafeUrl(value)).toBe(false);
  });
  it.each(SAFE_URLS)('accepts %j', (value) => expect(unsafeUrlReason(value)).toBeUndefined());

  it('any value it accepts is http(s) or has no scheme, as the WHATWG URL parser reads it (property)', () => {
    const scheme = fc.constantFrom('javascript', 'JavaScript', 'data', 'vbscript', 'http', 'https', 'ftp', 'blob', 'x');
    const noise = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u0000', '\u001f', '/', '\\', ':', '&', '#', ';', 'x', '1', '.') , maxLength: 4 });
    const candidate = fc.oneof(
      fc.tuple(noise, scheme, noise, fc.constantFrom(':', '&colon;', '&#58;', '&#x3a;', '%3a'), noise).map((parts) => parts.join('')),
      fc.string(),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        if (!isSafeUrl(value)) return;
        const parsed = new URL(value, 'https://site.example/base/');
        expect(['http:', 'https:']).toContain(parsed.protocol);
        if (!/^https?:/i.test(value)) expect(parsed.host).toBe('site.example');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('front matter `image`', () => {
  it.each(HOSTILE_URLS.filter((value) => value !== ''))('refuses %j naming the field and its line', (value) => {
    const source = `---\ntitle: T\nimage: ${JSON.stringify(value)}\n---\n`;
    let error: unknown;
    try {
      validateFrontMatter({ title: 'T', image: value }, 'docs/a.md', source);
    } catch (caught) {
      error = caught;
    }
    expect(isFolioError(error)).toBe(true);
    expect((error as Error).message).toMatch(/^invalid front matter: `image`: /);
    expect(error).toMatchObject({ file: 'docs/a.md', line: 3 });
  });
  it.each(SAFE_URLS)('accepts %j', (value) => expect(validateFrontMatter({ image: value }).image).toBe(value));
});
