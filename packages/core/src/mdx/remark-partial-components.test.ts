import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.ts';
import { compileMdx, createMdxPipeline } from './pipeline.ts';

const pipeline = { ...createMdxPipeline(validateConfig({ title: 'T', url: 'https://t.dev' }, 'site.config.ts')), fast: false };
const compile = (source: string) => compileMdx(source, { file: 'page.mdx', format: 'mdx', frontMatter: {}, pipeline });

describe('partials get the page components', () => {
  it.each([
    ['a default import of an .mdx file', 'import Warning from "./_warning.mdx";\n\n# T\n\n<Warning />\n', true],
    ['a named import of a .md file', 'import { default as Note } from "../notes/_note.md";\n\n# T\n\nText <Note /> inline.\n', true],
    ['a component from a script', 'import Widget from "./widget.js";\n\n# T\n\n<Widget />\n', false],
  ])('%s', async (_name, source, passed) => {
    const code = await compile(source);
    expect(/components: props\.components/.test(code)).toBe(passed);
  });

  it('keeps a components prop the page gives itself', async () => {
    const code = await compile('import Warning from "./_warning.mdx";\n\n# T\n\n<Warning components={{}} />\n');
    expect(code).not.toMatch(/components: props\.components/);
  });
});
