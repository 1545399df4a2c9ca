/**
 * User text in the generated MDX is text: for any operation summary and tag name (quotes,
 * backslashes, `${}`, braces, `</script>`, `*\/`, `{#id}`, Markdown markup, unicode), the pages
 * compile and show exactly that text (whitespace runs aside, which Markdown folds).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMdx } from '../test/render-mdx.ts';
import { createApiModel } from './operations.ts';
import type { Spec } from './pointer.ts';
import { operationToMdx, overviewToMdx } from './to-mdx.ts';

const piece = fc.constantFrom("'", '"', '`', '\\', '${x}', '{', '}', '{#id}', '</script>', '*/', '<b>', '&amp;', '*a*', '_b_', '[l](u)', '# ', '|', '~~', ':::', '!', '1. ', '- ', '===', 'é', '✨', '𝄞', 'Acme', 'x', 'https://a.example', '<!--', '-->', '\\*', '$', '%', '@');
const hostile = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' ').trim()).filter((text) => text !== '');

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

const decode = (html: string) =>
  html.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot);/gi, (_, name: string) =>
    name[0] === '#' ? String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : ({ amp: '&', lt: '<', gt: '>', quot: '"' } as Record<string, string>)[name]!,
  );

/** The text of the elements `tag` in `html`, their inner tags removed. */
const textsOf = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => decode(m[1]!.replace(/<[^>]+>/g, '')));

describe('generated API pages show user text exactly', () => {
  it('an operation summary and a tag name, on the operation page and the overview', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (summary, tag) => {
        const spec: Spec = {
          file: '/site/openapi/api.json',
          files: ['/site/openapi/api.json'],
          document: { openapi: '3.1.0', info: { title: 'API', version: '1' }, tags: [{ name: tag }], paths: { '/things': { get: { operationId: 'listThings', summary, tags: [tag], responses: { '200': { description: 'OK' } } } } } },
        };
        const model = createApiModel(spec);
        const operation = model.operations[0]!;
        const page = await renderMdx(operationToMdx(operation, model, { basePath: '/api' }));
        expect(page.frontMatter.title).toBe(summary);
        expect(page.frontMatter.sidebar_label).toBe(summary);
        const overview = await renderMdx(overviewToMdx(model, { basePath: '/api' } as Parameters<typeof overviewToMdx>[1]));
        expect(textsOf(overview.html, 'h3').map(fold)).toContain(fold(tag));
        expect(textsOf(overview.html, 'a').map(fold)).toContain(fold(summary));
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
