/** Route paths from author input: the one check (`routePathProblem`), slugs, and a property over any string. */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFolioError, routeToFile, twinFile } from '@folio/core';
import { checkRoute, MAX_SEGMENT_BYTES, routePathProblem, shown, slugRoute, utf8Length } from './slug.ts';

describe('routePathProblem', () => {
  it.each<[string, string]>([
    ['/', 'the root'],
    ['/a', 'one segment'],
    ['/a/b/', 'a trailing slash'],
    ['/Getting Started/first', 'a space'],
    ['/café/日本', 'non-ASCII'],
    ['/a%20b', 'percent-encoding'],
    ['/v1.0.0/x', 'dots inside a segment'],
    ['/...', 'three dots (a name, not a dot segment)'],
    [`/${'a'.repeat(MAX_SEGMENT_BYTES)}`, `a segment of exactly ${MAX_SEGMENT_BYTES} bytes`],
    [`/${'é'.repeat(MAX_SEGMENT_BYTES / 2)}`, `${MAX_SEGMENT_BYTES / 2} two-byte characters`],
  ])('accepts %j (%s)', (route) => {
    expect(routePathProblem(route)).toBeUndefined();
  });

  it.each<[string, string]>([
    ['a/b', 'must start with "/"'],
    ['', 'must start with "/"'],
    ['//evil.example.com/x', 'must not start with "//"'],
    ['/a\\..\\..\\x', 'must not contain a backslash'],
    ['/a\\b', 'must not contain a backslash'],
    ['/a\u0000b', 'must not contain control characters'],
    ['/a\nb', 'must not contain control characters'],
    ['/a\u007fb', 'must not contain control characters'],
    ['/a?x=1', 'must not contain "?" or "#"'],
    ['/a#top', 'must not contain "?" or "#"'],
    ['/C:/x', 'must not contain ":"'],
    ['/https:/x', 'must not contain ":"'],
    ['/a/b:c', 'must not contain ":"'],
    ['/a/../b', 'must not have "." or ".." segments'],
    ['/a/./b', 'must not have "." or ".." segments'],
    ['/..', 'must not have "." or ".." segments'],
    ['/a/%2e%2e/b', 'must not have "." or ".." segments'],
    ['/a/%2E./b', 'must not have "." or ".." segments'],
    ['/a/%2F/b', 'must not contain a percent-encoded "/", "\\" or control character'],
    ['/a/x%5cy', 'must not contain a percent-encoded "/", "\\" or control character'],
    ['/a/x%00y', 'must not contain a percent-encoded "/", "\\" or control character'],
    [`/${'a'.repeat(MAX_SEGMENT_BYTES + 1)}`, `must not have a segment longer than ${MAX_SEGMENT_BYTES} bytes`],
    [`/ok/${'日'.repeat(67)}`, `must not have a segment longer than ${MAX_SEGMENT_BYTES} bytes`],
  ])('refuses %j: %s', (route, problem) => {
    expect(routePathProblem(route)).toContain(problem);
  });
});

describe('slugRoute', () => {
  it.each<[string, string, string]>([
    ['/abs/path', '.', '/abs/path'],
    ['/abs/path', 'guides', '/abs/path'],
    ['rel', 'guides', '/guides/rel'],
    ['rel/', 'guides', '/guides/rel/'],
    ['./a/../b', 'dir', '/dir/b'],
    ['../setup', 'guides', '/setup'],
    ['/', 'guides', '/'],
    // A slug naming a folder keeps its slash, as a URL resolved against the doc's folder (Docusaurus's resolvePathname).
    ['', 'guides', '/guides/'],
    ['.', 'guides', '/guides/'],
    ['./', 'guides', '/guides/'],
    ['..', 'a/b', '/a/'],
    ['../', 'guides', '/'],
    ['x/.', 'guides', '/guides/x/'],
  ])('%j in %j → %j', (slug, dir, expected) => {
    expect(slugRoute(slug, dir)).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['https://evil.example.com/x', '.', 'slug "https://evil.example.com/x" is a URL, not a path'],
    ['mailto:a@b.c', '.', 'is a URL, not a path'],
    ['//evil.example.com/x', '.', 'starts with "//", which a browser reads as another host'],
    ['/a\\..\\..\\x', '.', 'slug "/a\\..\\..\\x": a route path must not contain a backslash'],
    ['../../../etc/passwd', '.', 'slug "../../../etc/passwd" has a ".." segment; a slug must stay inside the site'],
    ['../../x', 'guides', 'has a ".." segment'],
    ['/a/../b', '.', 'has a ".." segment'],
    ['/a/%2e%2e/%2e%2e/outside', '.', 'slug "/a/%2e%2e/%2e%2e/outside" has a ".." segment; a slug must stay inside the site'],
    ['/a/%2e/b', '.', 'must not have "." or ".." segments'],
    ['x?y', 'guides', 'must not contain "?" or "#"'],
    ['/a#b', '.', 'must not contain "?" or "#"'],
    ['/a\u0007', '.', 'slug "/a\\u0007": a route path must not contain control characters'],
    [`/${'a'.repeat(300)}`, '.', `must not have a segment longer than ${MAX_SEGMENT_BYTES} bytes`],
  ])('refuses %j in %j: %s', (slug, dir, message) => {
    expect(() => slugRoute(slug, dir)).toThrow(message);
  });

  it('puts the location it is given on the error, asking for it only on failure', () => {
    let asked = 0;
    const blame = () => {
      asked++;
      return { file: '/site/docs/a.md', line: 3 };
    };
    expect(slugRoute('/fine', '.', blame)).toBe('/fine');
    expect(asked).toBe(0);
    try {
      slugRoute('https://x.example.com', '.', blame);
      expect.unreachable();
    } catch (error) {
      expect(isFolioError(error)).toBe(true);
      expect(error).toMatchObject({ file: '/site/docs/a.md', line: 3, location: '/site/docs/a.md:3' });
    }
  });
});

describe('checkRoute', () => {
  it('names what made the route', () => {
    expect(() => checkRoute('/a?b', 'front matter `id` "a?b"', () => ({ file: 'x.md' }))).toThrow(
      'front matter `id` "a?b" gives the route "/a?b", but a route path must not contain "?" or "#"',
    );
    expect(checkRoute('/a/b', 'x', () => ({}))).toBe('/a/b');
  });
});

describe('shown', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['a\u0000b\nc', 'a\\u0000b\\u000ac'],
    ['x'.repeat(70), `${'x'.repeat(60)}… (70 characters)`],
  ])('%j → %j', (value, expected) => expect(shown(value)).toBe(expected));
});

describe('utf8Length', () => {
  it.each<[string, number]>([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['日', 3],
    ['😀', 4],
    ['\ud800', 3],
  ])('%j has %d bytes', (text, bytes) => expect(utf8Length(text)).toBe(bytes));

  it('agrees with Buffer.byteLength on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('property: any slug is refused with a FolioError or gives a route whose files stay in the output folder', () => {
  const tricky = fc.constantFrom('', '.', '..', '%2e%2e', '%2E.', '%2f', '%5C', '%00', 'a', 'ü', '日本', ' ', '#x', '?q', '\\', '\\..', 'C:', 'https:', '/', '//', 'x'.repeat(MAX_SEGMENT_BYTES), 'é'.repeat(101));
  const segment = fc.oneof(tricky, fc.string({ maxLength: 8, unit: 'binary' }));
  const slug = fc.oneof(
    fc.array(segment, { maxLength: 6 }).map((parts) => parts.join('/')),
    fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
    fc.string({ maxLength: 40, unit: 'binary' }),
    fc.string({ minLength: 190, maxLength: 260 }),
  );
  const dir = fc.constantFrom('.', 'guides', 'a/b', 'Getting Started');
  const OUT = '/srv/site/build';
  const WIN_OUT = 'C:\\site\\build';

  it('holds for 2000 generated slugs', () => {
    const seen = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(slug, dir, fc.constantFrom(true, false, undefined), (raw, folder, trailingSlash) => {
        let route: string;
        try {
          route = slugRoute(raw, folder, () => ({ file: '/site/docs/x.md' }));
        } catch (error) {
          expect(isFolioError(error), String(error)).toBe(true);
          expect((error as { file?: string }).file).toBe('/site/docs/x.md');
          seen.refused++;
          return;
        }
        seen.accepted++;
        expect(routePathProblem(route)).toBeUndefined();
        // The route as written, and the files the build writes for it (page and Markdown twin).
        for (const file of [`.${route}`, routeToFile(route, '/', trailingSlash), twinFile(route)]) {
          const posix = path.posix.resolve(OUT, file);
          expect(posix === OUT || posix.startsWith(`${OUT}/`), `${file} leaves ${OUT}`).toBe(true);
          const win = path.win32.resolve(WIN_OUT, file);
          expect(win === WIN_OUT || win.startsWith(`${WIN_OUT}\\`), `${file} leaves ${WIN_OUT}`).toBe(true);
        }
        for (const part of route.split('/')) expect(utf8Length(part)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
        for (const part of `${routeToFile(route, '/', trailingSlash)}/${twinFile(route)}`.split('/')) expect(utf8Length(part)).toBeLessThanOrEqual(255);
      }),
      { numRuns: 2000, seed: 20260501 },
    );
    // Both branches are exercised, not only the refusals.
    expect(seen.accepted).toBeGreaterThan(200);
    expect(seen.refused).toBeGreaterThan(200);
  });
});
