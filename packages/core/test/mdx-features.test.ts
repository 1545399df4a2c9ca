/** Builds the mdx-features fixture and checks what a reader gets in the static HTML. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const cli = path.join(repo, 'packages/core/bin/folio.mjs');
let out = '';
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const article = (file: string) => {
  const html = read(file);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>')).replace(/<!-- -->/g, '');
};

beforeAll(() => {
  out = mkdtempSync(path.join(repo, 'tests/.tmp/out-features-'));
  execFileSync(process.execPath, [cli, 'build', path.join(repo, 'tests/fixtures/mdx-features'), '--out-dir', out], {
    env: { ...process.env, FOLIO_QUIET: '1' },
    stdio: 'pipe',
  });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the mdx-features fixture', () => {
  it('resolves relative Markdown links to routes, anchors kept', () => {
    expect(article('index.html')).toContain('<a href="/guides/setup#install-the-cli"');
    expect(article('guides/setup/index.html')).toContain('<a href="/"');
  });

  it('bundles relative images', () => {
    expect(article('index.html')).toMatch(/<img src="(data:image\/svg\+xml|\/assets\/logo-[\w-]+\.svg)[^"]*"[^>]*alt="Logo"/);
  });

  it('renders admonitions with their titles, nested', () => {
    const html = article('index.html');
    expect(html).toMatch(/admonition--note.*?Note<\/div>/s);
    expect(html).toMatch(/admonition--tip.*?Custom title<\/div>/s);
    expect(html).toMatch(/admonition--warning.*?Older title style<\/div>/s);
    expect(html).toMatch(/admonition--info.*?Outer<\/div>.*?admonition--danger.*?Nested danger/s);
  });

  it('gives headings ids and direct-link anchors, custom ids included', () => {
    const html = article('index.html');
    expect(html).toContain(
      '<h2 id="notes" class="anchor">Admonitions<a href="#notes" class="hash-link" aria-label="Direct link to Admonitions" title="Direct link to Admonitions">#</a></h2>',
    );
    expect(html).toContain('<h3 id="deep-heading" class="anchor">Deep heading');
  });

  it('highlights code at build time with titles, highlighted lines and line numbers', () => {
    const html = article('index.html');
    expect(html).toContain('<div class="code-block__title">install.sh</div>');
    expect(html).toMatch(/<span class="code-line code-line--highlighted"><span class="token builtin class-name">echo<\/span> two/);
    expect(html).toContain('code-block--numbered');
    expect(html).not.toContain('highlight-next-line');
    expect(html).toContain('aria-label="Copy code to clipboard"');
  });

  it('renders every tab panel, the default one visible', () => {
    const html = article('index.html');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Linux<\/li>/);
    expect(html).toMatch(/role="tabpanel"[^>]*>\s*<p>Run <code>apt install thing<\/code>/);
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>\s*<p>Run <code>brew install thing<\/code>/);
  });

  it('renders details and imported components', () => {
    const html = article('index.html');
    expect(html).toMatch(/<details class="details alert alert--info"><summary>Show more<\/summary>/);
    expect(html).toContain('Count: 3');
  });

  it('leaves drafts out of production builds', () => {
    expect(existsSync(path.join(out, 'guides/draft/index.html'))).toBe(false);
  });

  it('builds unlisted pages with noindex, outside the sitemap', () => {
    expect(read('guides/unlisted/index.html')).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(read('sitemap.xml')).not.toContain('unlisted');
    expect(read('sitemap.xml')).toContain('/guides/setup');
  });

  it('puts description and keywords in the head', () => {
    const html = read('index.html');
    expect(html).toContain('<title>Feature tour | Features</title>');
    expect(html).toContain('<meta name="description" content="Every content feature on one page.">');
    expect(html).toContain('<meta name="keywords" content="docs, features">');
  });
});
