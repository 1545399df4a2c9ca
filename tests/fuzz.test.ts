/**
 * Property tests (fast-check) over the functions that turn author input into paths and links:
 * slugs, route normalisation, trailingSlash, output file names, TOC extraction and the link
 * checker. Each property holds for every input fast-check generates: no throw (other than a
 * FolioError naming the input), idempotent normalisation, and no file outside the output folder.
 * Runs are seeded, so a failure reproduces.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLinks, extractLinks } from '../packages/core/src/build/check-links.ts';
import { isFolioError } from '../packages/core/src/errors.ts';
import { compileMdx, createMdxPipeline } from '../packages/core/src/mdx/pipeline.ts';
import { validateConfig } from '../packages/core/src/config/config.ts';
import { isDotSegment } from '../packages/core/src/routes/routes.ts';
import { applyTrailingSlash, cleanPath, joinPaths, normalizeBaseUrl, routeKey, routeToFile, stripHtmlSuffix } from '../packages/core/src/client/paths.ts';
import { createDoc, resolveSlug, stripPathNumberPrefixes } from '../packages/plugin-docs/src/docs.ts';
import { normalizeDocsOptions, defaultNumberPrefixParser, type Version } from '../packages/plugin-docs/src/options.ts';

const RUNS = { numRuns: 300, seed: 20261122 };

/** Path-like strings: segments from a small alphabet that includes the tricky ones. */
const segment = fc.oneof(
  fc.constantFrom('', '.', '..', '%2e%2e', '%2E.', 'a', 'B', 'index', 'index.html', 'x.html', 'ü', '日本', '%20', '%', '%zz', ' ', '#x', '?q', '\\', '\\..'),
  fc.string({ maxLength: 6 }),
);
const pathLike = fc.array(segment, { maxLength: 6 }).map((parts) => parts.join('/'));
const anyPath = fc.oneof(pathLike, pathLike.map((p) => `/${p}`), fc.string({ maxLength: 30 }));
const trailingSlash = fc.constantFrom(true, false, undefined);
const baseUrl = fc.oneof(fc.constant('/'), fc.array(fc.constantFrom('docs', 'a', 'v1', 'ü'), { minLength: 1, maxLength: 2 }).map((parts) => `/${parts.join('/')}/`));

describe('path normalisation', () => {
  it('cleanPath never throws, is absolute, has no double slash and is idempotent', () => {
    fc.assert(
      fc.property(anyPath, (input) => {
        const once = cleanPath(input);
        expect(once.startsWith('/')).toBe(true);
        expect(once).not.toMatch(/\/\//);
        expect(cleanPath(once)).toBe(once);
      }),
      RUNS,
    );
  });

  it('joinPaths gives the same result as cleanPath over the joined parts', () => {
    fc.assert(
      fc.property(fc.array(pathLike, { maxLength: 4 }), (parts) => {
        const joined = joinPaths(...parts);
        expect(joined).toBe(cleanPath(parts.filter((p) => p !== '').join('/')));
      }),
      RUNS,
    );
  });

  it('normalizeBaseUrl starts and ends with a slash and is idempotent', () => {
    fc.assert(
      fc.property(anyPath, (input) => {
        const base = normalizeBaseUrl(input);
        expect(base.startsWith('/') && base.endsWith('/')).toBe(true);
        expect(normalizeBaseUrl(base)).toBe(base);
      }),
      RUNS,
    );
  });

  it('applyTrailingSlash is idempotent and does what the option says', () => {
    fc.assert(
      fc.property(pathLike.map((p) => cleanPath(p)), trailingSlash, baseUrl, (route, slash, base) => {
        const once = applyTrailingSlash(route, slash, base);
        expect(applyTrailingSlash(once, slash, base)).toBe(once);
        const pathname = once.split(/[?#]/)[0]!;
        if (slash === undefined) expect(once).toBe(route);
        else if (pathname !== '/' && pathname !== base) expect(pathname.endsWith('/')).toBe(slash);
      }),
      RUNS,
    );
  });

  it('routeKey never throws and gives every spelling of a page the same key', () => {
    fc.assert(
      fc.property(pathLike, (raw) => {
        const route = cleanPath(raw.replace(/[?#%\\]/g, ''));
        const key = routeKey(route);
        expect(key.startsWith('/')).toBe(true);
        // With and without a trailing slash, `.html`, `/index.html` and percent-encoding.
        const bare = route.replace(/\/+$/, '') || '/';
        if (bare !== '/' && !/\.html$/.test(bare) && !/(^|\/)index$/.test(bare)) {
          expect(routeKey(`${bare}/`)).toBe(routeKey(bare));
          expect(routeKey(`${bare}.html`)).toBe(routeKey(bare));
          expect(routeKey(`${bare}/index.html`)).toBe(routeKey(`${bare}/`));
          expect(routeKey(encodeURI(bare))).toBe(routeKey(bare));
        }
        // Once decoded, a key without `%` is a fixed point.
        if (!key.includes('%')) expect(routeKey(key)).toBe(key);
      }),
      RUNS,
    );
  });

  it('stripHtmlSuffix never adds characters', () => {
    fc.assert(
      fc.property(anyPath, (input) => {
        expect(stripHtmlSuffix(input).length).toBeLessThanOrEqual(input.length);
      }),
      RUNS,
    );
  });
});

describe('output files', () => {
  const outDir = path.resolve('/srv/site/build');
  it('routeToFile never names a file outside the output folder, whatever the route', () => {
    fc.assert(
      fc.property(anyPath, baseUrl, trailingSlash, (route, base, slash) => {
        const file = routeToFile(route, base, slash);
        expect(file.endsWith('.html')).toBe(true);
        const target = path.resolve(outDir, file);
        expect(target.startsWith(outDir + path.sep)).toBe(true);
      }),
      RUNS,
    );
  });

  it('routeToFile is a function of the route key: equal routes, equal files', () => {
    fc.assert(
      fc.property(pathLike, trailingSlash, (raw, slash) => {
        const route = cleanPath(raw.replace(/[?#%\\.]/g, ''));
        expect(routeToFile(`${route}/`.replace(/\/+$/, '/'), '/', slash)).toBe(routeToFile(route.replace(/\/+$/, '') || '/', '/', slash));
      }),
      RUNS,
    );
  });
});

describe('slugs and doc ids', () => {
  const options = normalizeDocsOptions({ routeBasePath: '/' });
  const version: Version = {
    name: 'current',
    label: 'Next',
    path: '/',
    contentPath: '/site/docs',
    contentPathRelative: 'docs',
    isLast: true,
    banner: 'none',
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
  };
  const fileName = fc.array(fc.constantFrom('01-', 'a', 'b', '-', '_', '.', 'Guide', 'ü', ' ', '2024-'), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
  const relativePath = fc.array(fileName, { minLength: 1, maxLength: 3 }).map((parts) => `${parts.join('/')}.md`);

  it('resolveSlug stays absolute and never leaves the root', () => {
    fc.assert(
      fc.property(pathLike.map((p) => `/${p}/`.replace(/\/+/g, '/')), pathLike, (dir, relative) => {
        const slug = resolveSlug(dir, relative);
        expect(slug.startsWith('/')).toBe(true);
        expect(slug.split('/')).not.toContain('..');
      }),
      RUNS,
    );
  });

  it('a doc gets a permalink with no dot segment, or a FolioError naming its file', () => {
    fc.assert(
      fc.property(relativePath, fc.option(anyPath, { nil: undefined }), (relative, slug) => {
        try {
          const doc = createDoc({ relativePath: relative, frontMatter: slug === undefined ? {} : { slug }, source: `/site/docs/${relative}` }, { version, options });
          expect(doc.permalink.startsWith('/')).toBe(true);
          expect(doc.permalink.split('/').some((part) => part === '..')).toBe(false);
        } catch (error) {
          expect(isFolioError(error), String(error)).toBe(true);
          expect((error as { file?: string }).file).toBe(`/site/docs/${relative}`);
        }
      }),
      RUNS,
    );
  });

  it('number prefixes: stripping never throws and never leaves an empty segment', () => {
    fc.assert(
      fc.property(relativePath, (relative) => {
        const stripped = stripPathNumberPrefixes(relative.replace(/\.md$/, ''), defaultNumberPrefixParser);
        expect(stripped.split('/').every((part) => part.length > 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('route paths with a dot segment, written or percent-encoded, are recognised', () => {
    fc.assert(
      fc.property(fc.constantFrom('.', '..', '%2e', '%2E%2e', '%2e.'), fc.string({ maxLength: 4 }), (dots, other) => {
        expect(isDotSegment(dots)).toBe(true);
        if (!/^(\.|\.\.|%2e|%2e%2e|%2e\.|\.%2e)$/i.test(other)) expect(isDotSegment(other)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('table of contents', () => {
  const pipeline = createMdxPipeline(validateConfig({ title: 'Fuzz', url: 'https://fuzz.example.com' }, '/site/site.config.ts'));
  const headingText = fc.array(fc.constantFrom('Intro', 'a', 'b', '`code`', '**bold**', '1', ' ', '-', 'ü', '&', '!', '[x](y)', '\\{#id\\}', 'Set up'), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(' ').trim() || 'x');
  const document = fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), headingText, fc.constantFrom('', 'Some text.', '- item', '```js\nconst a = 1;\n```')), { maxLength: 8 });

  it('compiling any headings gives a TOC of h2–h3 with unique ids, in document order', async () => {
    await fc.assert(
      fc.asyncProperty(document, async (blocks) => {
        const markdown = blocks.map(([level, text, body]) => `${'#'.repeat(level)} ${text}\n\n${body}\n`).join('\n');
        const code = await compileMdx(markdown, { file: '/site/docs/fuzz.md', format: 'md', frontMatter: {}, pipeline });
        const toc = JSON.parse(/export const toc = (.*);/.exec(code)![1]!) as Array<{ id: string; level: number; value: string }>;
        expect(new Set(toc.map((entry) => entry.id)).size).toBe(toc.length);
        expect(toc.every((entry) => entry.level >= 2 && entry.level <= 3)).toBe(true);
        // A heading whose only text is its id (`## \{#id\}`) is left out, as Docusaurus leaves out a heading with no text.
        expect(toc.length).toBe(blocks.filter(([level, text]) => (level === 2 || level === 3) && text.replace(/\s*\\\{#id\\\}$/, '').trim() !== '').length);
      }),
      { numRuns: 60, seed: RUNS.seed },
    );
  });
});

describe('link checker', () => {
  const href = fc.oneof(anyPath, fc.constantFrom('#top', 'https://example.com/x', '//cdn.example.com/a.js', 'mailto:a@b.c', '', '?q=1', '/a#', '/a#b%20c', '%E0%A4%A'));
  const page = fc.record({ path: pathLike.map(cleanPath), links: fc.array(href, { maxLength: 5 }), ids: fc.array(fc.constantFrom('top', 'b c', 'x'), { maxLength: 3 }) });

  it('never throws, and reports only links that are on the pages given', () => {
    fc.assert(
      fc.property(fc.uniqueArray(page, { maxLength: 6, selector: (p) => routeKey(p.path) }), (pages) => {
        const html = pages.map((p) => ({
          path: p.path,
          html: `<main>${p.ids.map((id) => `<h2 id="${id}">x</h2>`).join('')}${p.links.map((l) => `<a href="${l.replace(/"/g, '&quot;')}">l</a>`).join('')}</main>`,
        }));
        const report = checkLinks({ pages: html, fileExists: () => false });
        for (const broken of [...report.brokenLinks, ...report.brokenAnchors]) {
          const from = pages.find((p) => p.path === broken.source && p.links.includes(broken.target));
          expect(from, `reported on a page that does not exist: ${broken.source}`).toBeDefined();
          expect(from!.links).toContain(broken.target);
        }
      }),
      RUNS,
    );
  });

  it('extractLinks finds every href of well-formed anchors', () => {
    fc.assert(
      fc.property(fc.array(href, { maxLength: 6 }), (links) => {
        const html = links.map((l) => `<a href="${l.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">x</a>`).join('<br>');
        expect(extractLinks(html).links).toEqual(links);
      }),
      RUNS,
    );
  });
});
