import { describe, expect, it } from 'vitest';
import { checkBaseUrl, checkSiteUrl } from './url-checks.ts';

describe('checkSiteUrl', () => {
  it.each([
    ['https://docs.example.com', 'https://docs.example.com'],
    ['https://docs.example.com/', 'https://docs.example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['HTTPS://Docs.Example.COM:443/', 'https://docs.example.com'],
    ['https://127.0.0.1:8080', 'https://127.0.0.1:8080'],
    ['https://[::1]', 'https://[::1]'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('accepts %j as %j', (input, expected) => {
    expect(checkSiteUrl(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['javascript:alert(1)', 'not a "javascript:" URL'],
    ['JavaScript:alert(1)//https://x.com', 'not a "javascript:" URL'],
    ['data:text/html,<script>alert(1)</script>', 'not a "data:" URL'],
    ['file:///etc/passwd', 'not a "file:" URL'],
    ['ftp://example.com', 'not a "ftp:" URL'],
    ['//example.com', 'with a host'],
    ['example.com', 'with a host'],
    ['/docs', 'with a host'],
    ['', 'with a host'],
    ['https:example.com', 'with a host'],
    ['https:///example.com', 'with a host'],
    ['https://', 'with a host'],
    ['https://user:secret@example.com', 'user name or password'],
    ['https://example.com/docs', 'must not contain a path like "/docs"; put the path in `baseUrl`'],
    ['https://example.com/?a=1', 'must not contain a query'],
    ['https://example.com/#top', 'must not contain a fragment'],
    ['https://exa mple.com', 'contains a space'],
    ['https://example.com\n', 'control or white-space character (U+000A)'],
    ['https://ex\u0000ample.com', 'U+0000'],
    ['https://exa%mple.com', 'not a valid URL'],
  ])('refuses %j', (input, message) => {
    const result = checkSiteUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('checkBaseUrl', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/docs/', '/docs/'],
    ['/docs', '/docs/'],
    ['docs/', '/docs/'],
    ['docs', '/docs/'],
    ['/a/b-c_d.e~f/', '/a/b-c_d.e~f/'],
    ['/%E6%96%87%E6%A1%A3/', '/%E6%96%87%E6%A1%A3/'],
    ['/文档/', '/文档/'],
    ['/v1.0/', '/v1.0/'],
    ['/...x/', '/...x/'],
  ])('accepts %j as %j', (input, expected) => {
    expect(checkBaseUrl(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['/../../x/', 'a ".." segment'],
    ['/docs/../', 'a ".." segment'],
    ['/./', 'a "." segment'],
    ['/%2e%2e/', 'a "%2e%2e" segment'],
    ['/%2E./', 'a "%2E." segment'],
    ['//evil.example/', 'empty segment'],
    ['/a//b/', 'empty segment'],
    ['/a\\b/', 'a backslash'],
    ['\\\\evil\\', 'a backslash'],
    ['/docs/?x=1', 'a query'],
    ['/docs/#top', 'a fragment'],
    ['/do cs/', 'a space'],
    ['/docs/\n', 'U+000A'],
    ['/docs\u0000/', 'U+0000'],
    ['/docs\u007f/', 'U+007F'],
    ['/"onload="x/', '"""'],
    ['/<script>/', '"<"'],
    ['/%zz/', 'not followed by two hex digits'],
    ['/a%2fb/', 'encodes a slash'],
    ['https://example.com/docs/', 'not a URL'],
    ['javascript:alert(1)', 'not a URL'],
  ])('refuses %j', (input, message) => {
    const result = checkBaseUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});
