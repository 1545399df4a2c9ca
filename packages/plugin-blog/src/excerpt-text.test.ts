/**
 * An excerpt's generated MDX carries the post's text as data: for any image alt text (quotes,
 * backslashes, braces, `${}`, escapes, entities, unicode), the excerpt compiles and its image has
 * the alt the post page gives the same image (alt text with inline markup, such as a code span,
 * keeps its markup characters).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../core/src/config/config.ts';
import { compileMdx, createMdxPipeline } from '../../core/src/mdx/pipeline.ts';
import { altText, excerptMdx, prepareExcerpt } from './excerpt.ts';

const pipeline = createMdxPipeline(validateConfig({ title: 'T', url: 'https://t.dev' }, 'site.config.ts'));

/** The alt of the one image of a compiled page, read from its JavaScript. */
async function altOf(mdx: string, tryFast = false): Promise<string> {
  const code = await compileMdx(mdx, { file: 'post.mdx', format: 'mdx', frontMatter: {}, pipeline, tryFast });
  const found = [...code.matchAll(/\balt: ("(?:[^"\\]|\\.)*")/g)].map((match) => JSON.parse(match[1]!) as string);
  expect(found).toHaveLength(1);
  return found[0]!;
}

const markdownPieces = ['"', "'", '\\\\', '\\"', '</script>', '&amp;', '&lt;b&gt;', '&#123;', '\\*', '\\[', '\\]', 'é', '✨', '𝄞', 'Logo', ' ', '\u2028'];
/** Alt text of Markdown (in MDX, braces are the author's expressions, read on the post page as code). */
const alt = fc.array(fc.constantFrom(...markdownPieces), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
/** Any alt text, braces, `${}` and code spans included. */
const anyAlt = fc.array(fc.constantFrom(...markdownPieces, '`', '*/', '{', '}', '${x}', '{process.exit(1)}'), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));

describe('an excerpt image keeps its alt text', () => {
  it('the same alt as on the post page, for any alt', async () => {
    const ctx = { permalinkOf: () => undefined, exists: () => true };
    await fc.assert(
      fc.asyncProperty(alt, async (text) => {
        const post = `Intro.\n\n![${text}](./logo.png)\n`;
        let onPostPage: string;
        try {
          onPostPage = await altOf(post.replace('./logo.png', '/logo.png'));
        } catch {
          fc.pre(false);
          return;
        }
        const prepared = prepareExcerpt({ file: '/site/blog/post.mdx', content: post }, post, 'k', ctx);
        expect(prepared.body).toContain('<img src={__blogAsset_k_0}');
        // The asset import swapped for a constant: Node cannot import a PNG.
        const mdx = excerptMdx({ imports: ['export const __blogAsset_k_0 = "/logo.png";'], body: prepared.body });
        expect(await altOf(mdx)).toBe(onPostPage);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('the alt as data, for any alt: the excerpt compiles and runs none of it', async () => {
    const ctx = { permalinkOf: () => undefined, exists: () => true };
    await fc.assert(
      fc.asyncProperty(anyAlt, async (text) => {
        const post = `![${text}](./logo.png)\n`;
        const prepared = prepareExcerpt({ file: '/site/blog/post.mdx', content: post }, post, 'k', ctx);
        const mdx = excerptMdx({ imports: ['export const __blogAsset_k_0 = "/logo.png";'], body: prepared.body });
        expect(await altOf(mdx)).toBe(altText(text));
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it.each([
    ['a quote', 'say "hi"', 'say "hi"'],
    ['escapes', '\\*not\\* \\[x\\]', '*not* [x]'],
    ['entities', '&lt;b&gt; &amp; &#x41;&#66;', '<b> & AB'],
    ['a backslash before a letter stays', 'C:\\dir', 'C:\\dir'],
  ])('altText: %s', (_, markdown, expected) => {
    expect(altText(markdown)).toBe(expected);
  });
});
