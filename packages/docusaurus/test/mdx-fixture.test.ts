/**
 * The CLI on a copy of tests/fixtures/docusaurus-mdx, whose pages import Docusaurus's client
 * modules (@docusaurus/*), theme components (@theme/*) and a JSX `.js` component through @site/:
 * the prerendered HTML is what Docusaurus's server render gives (browser-only parts as their
 * fallback, both themed images, every tab panel).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, runFolio } from '../../core/test/helpers.ts';

let site = '';

beforeAll(async () => {
  site = copySite(path.join(FIXTURES, 'docusaurus-mdx'), 'docusaurus-mdx');
  const result = await runFolio(['build', site], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).toBe(0);
}, 150_000);
afterAll(() => removeTempDirs());

/** The page's content, without the theme's frame. */
const article = (route: string) => {
  const html = readText(site, path.join('build', route, 'index.html'));
  return html.slice(html.indexOf('<article class="folio-markdown">'), html.lastIndexOf('</article>'));
};

describe('the components page', () => {
  it('reads the site config, base URL, router and docs version through @docusaurus/* from a .js component', () => {
    const html = article('');
    expect(html).toContain('<li data-fact="title">MDX Fixture</li>');
    expect(html).toContain('<li data-fact="email">help@example.com</li>');
    expect(html).toContain('<li data-fact="base-url">/img/light.svg</li>');
    expect(html).toContain('<li data-fact="absolute">https://mdx.example.com/img/dark.svg</li>');
    expect(html).toContain('<li data-fact="rendered">on the server</li>');
    expect(html).toContain('<li data-fact="dom">not read yet</li>');
    expect(html).toContain('<li data-fact="path">/</li>');
    expect(html).toContain('<li data-fact="version">current of 1</li>');
  });

  it('renders Link (internal, external in a new tab, pathname://), BrowserOnly as its fallback, Translate and translate', () => {
    const html = article('');
    expect(html).toContain('<a href="/guides/install">Install guide</a>');
    expect(html).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">External docs</a>');
    expect(html).toContain('<a href="/img/light.svg">Raw image</a>');
    expect(html).toContain('<span class="browser-only">Loading on the server</span>');
    expect(html).not.toContain('Rendered in');
    expect(html).toContain('Hello, <b>reader</b>!');
    expect(html).toContain('<span title="Translated 2 times">A plain message</span>');
  });

  it("renders Folio's Tabs, CodeBlock, Admonition, Details, Heading and MDXComponents for the @theme/ names", () => {
    const html = article('');
    expect(html).toMatch(/<li role="tab"[^>]*aria-selected="true"[^>]*class="tabs__item tabs__item--active">macOS<\/li>/);
    expect(html).toMatch(/<div role="tabpanel"[^>]*hidden=""[^>]*>Windows steps<\/div>/);
    expect(html).toContain('<div class="code-block__title">hello.js</div>');
    expect(html).toContain('<code class="language-js">');
    expect(html).toMatch(/<div class="admonition admonition--tip" role="note">.*A custom tip<\/div><div class="admonition__content">Tips render as admonitions.<\/div>/);
    expect(html).toContain('<details class="details"><summary>More details</summary>');
    expect(html).toContain('<h2 id="custom-heading" class="anchor">A custom heading');
    expect(html).toMatch(/admonition--note.*Through MDXComponents\./);
  });

  it('renders both ThemedImage sources on the server, and Head sets the description and keywords', () => {
    expect(article('')).toContain(
      '<img src="/img/light.svg" alt="Themed square" class="themedComponent themedComponent--light"/><img src="/img/dark.svg" alt="Themed square" class="themedComponent themedComponent--dark"/>',
    );
    const page = readText(site, 'build/index.html');
    expect(page).toContain('<meta name="description" content="Docusaurus components rendered by Folio">');
    expect(page).toContain('<meta name="keywords" content="mdx, folio">');
  });
});

it("DocCardList with no items lists the category of the page it is on, in sidebar order", () => {
  const cards = [...article('guides/overview').matchAll(/<a class="doc-card" href="([^"]+)"><h2 class="doc-card__title" title="([^"]+)">📄️/g)];
  expect(cards.map(([, href, title]) => [href, title])).toEqual([
    ['/guides/install', 'Install guide'],
    ['/guides/deploy', 'Deploy guide'],
  ]);
});

it('@theme/Layout renders the page frame around its children, with wrapperClassName', () => {
  expect(article('layout')).toMatch(/<main id="__main" tabindex="-1" class="folio-main fixture-layout"><h2 id="inside-layout"/);
});
