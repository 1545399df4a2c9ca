/**
 * `folio write-heading-ids` writes only what Folio reads back: for any headings, the page compiled
 * after the ids are written (by MDX and by the fast Markdown path) has the same table of contents,
 * ids and text, as before, and no `{#...}` shows as text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.ts';
import { compileMdx, createMdxPipeline } from '../mdx/pipeline.ts';
import { addHeadingIds, type HeadingIdOptions } from './heading-ids.ts';

const pipeline = createMdxPipeline(validateConfig({ title: 'T', url: 'https://t.dev' }, 'site.config.ts'));

/** The page's table of contents (ids and text of its h2 and h3), or undefined when it does not compile. */
async function tocOf(source: string, tryFast: boolean): Promise<unknown> {
  let code: string;
  try {
    code = await compileMdx(source, { file: 'page.md', format: 'mdx', frontMatter: {}, pipeline, tryFast });
  } catch {
    return undefined;
  }
  return JSON.parse(/^export const toc = (.*);$/m.exec(code)![1]!);
}

const headingText = fc
  .array(fc.constantFrom('Café', '日本語', '✨', 'Ünïcödé', 'Intro', 'intro', 'a_b', 'C#', 'x-y', '?', '!', '&amp;', '\\', '*', '`code`', ' ', '.', 'Ω', 'ß', '🙂'), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(''));

const page = fc.array(fc.tuple(fc.constantFrom('## ', '### '), headingText), { minLength: 1, maxLength: 5 }).map((headings) => headings.map(([marks, text]) => marks + text).join('\n\n') + '\n');

describe('written heading ids are read back', () => {
  for (const [name, options] of [
    ['new ids', {}],
    ['with maintainCase', { maintainCase: true }],
  ] as Array<[string, HeadingIdOptions]>) {
    it(`${name}: the same table of contents, by MDX and by the fast path`, async () => {
      await fc.assert(
        fc.asyncProperty(page, async (source) => {
          const written = addHeadingIds(source, options);
          for (const line of written.split('\n')) expect(line).toMatch(/^(?!.*\{#)|\{#[\w-]+\}$/);
          for (const tryFast of [false, true]) {
            const before = await tocOf(source, tryFast);
            fc.pre(before !== undefined);
            const after = await tocOf(written, tryFast);
            // maintainCase may write another id than the one the page had; its text stays.
            if (options.maintainCase) expect((after as Array<{ value: string }>).map((entry) => entry.value)).toEqual((before as Array<{ value: string }>).map((entry) => entry.value));
            else expect(after).toEqual(before);
          }
        }),
        { numRuns: 80 },
      );
    }, 120_000);
  }

  it.each([
    ['an id with letters beyond ASCII', '## Café', '## Café'],
    ['an id of only such letters', '## 日本語\n\n## Intro', '## 日本語\n\n## Intro {#intro}'],
    ['overwrite drops an old id it cannot replace', '## Café {#old}\n\n## Café', '## Café\n\n## Café'],
  ])('%s', (_, source, expected) => {
    expect(addHeadingIds(source, { overwrite: true })).toBe(expected);
  });
});
