/**
 * @docusaurus/theme-live-codeblock, unchanged, through Docusaurus's lifecycle on Folio:
 * tests/fixtures/docusaurus-live-codeblock (preset-classic, `themes:
 * ['@docusaurus/theme-live-codeblock']`, the site's own ReactLiveScope), laid out beside the
 * Docusaurus install and built with the CLI. A fence's metastring reaches the theme's CodeBlock as
 * Docusaurus's MDX passes it (`metastring`, `live`), from an MDX page and a plain Markdown one; the
 * theme's CodeBlock wraps the classic theme's (`@theme-init/CodeBlock`), so a ```jsx live block
 * is react-live's playground and any other block the classic code block. The browser side:
 * e2e/docusaurus-live-codeblock.spec.ts.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-live-codeblock');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-live-codeblock-${process.pid}`);
const out = path.join(siteDir, 'build');
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;

beforeAll(async () => {
  await layOutSite(FIXTURE, siteDir);
  // A build that loops on a component wrapping itself never ends: the timeout fails it.
  await run(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 });
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('@docusaurus/theme-live-codeblock on Folio', () => {
  it('renders each ```jsx live block of an MDX page as a playground: the live editor with its code', () => {
    const html = page('docs/playground');
    expect(count(html, /class="playgroundContainer_\w+"/g)).toBe(2);
    expect(count(html, /Live Editor/g)).toBe(2);
    // playgroundPosition: 'top' (themeConfig.liveCodeBlock, validated by the theme): the result above the editor.
    expect(html.indexOf('Result')).toBeLessThan(html.indexOf('Live Editor'));
    // The code, in the editor, highlighted by the theme's Prism.
    expect(html.replace(/<[^>]+>/g, '')).toContain('render(&lt;Wick count={count} /&gt;);');
  });

  it('keeps a block without `live` the classic theme code block, its title from the metastring', () => {
    const html = page('docs/playground');
    const plain = html.slice(html.lastIndexOf('theme-code-block'));
    expect(plain).toMatch(/class="codeBlockTitle_\w+">plain\.jsx</);
    expect(plain.replace(/<[^>]+>/g, '')).toContain('const plain = &lt;p&gt;not live&lt;/p&gt;;');
    expect(count(html, /class="[^"]*theme-code-block[^"]*"/g)).toBe(1);
  });

  it('renders a live block of a plain Markdown page as a playground too', () => {
    const html = page('docs/lamp');
    expect(count(html, /class="playgroundContainer_\w+"/g)).toBe(1);
    expect(html.replace(/<[^>]+>/g, '')).toContain('A lamp for {2 + 1} nights');
  });
});
