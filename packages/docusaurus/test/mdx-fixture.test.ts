/**
 * The CLI on a copy of tests/fixtures/docusaurus-mdx, whose pages import Docusaurus's client
 * modules (@docusaurus/*), theme components (@theme/*) and a JSX `.js` component through @site/:
 * the prerendered HTML is what Docusaurus's server render gives (browser-only parts as their
 * fallback, both themed images, every tab panel).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, runFolio, writeText } from '../../core/test/helpers.ts';

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
  return html.slice(html.indexOf('<article class="markdown folio-markdown">'), html.lastIndexOf('</article>'));
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
    // pathname:// : a plain link with the base URL, in a new tab, left out of the broken-link check (as Docusaurus).
    expect(html).toContain('<a href="/img/light.svg" target="_blank" rel="noopener noreferrer" data-nobrokenlinkcheck="">Raw image</a>');
    // No page /playground/: the build (onBrokenLinks: 'throw') passes because such links are not checked.
    expect(html).toContain('<a href="/playground/" target="_blank" rel="noopener noreferrer" data-nobrokenlinkcheck="">Playground</a>');
    expect(html).toContain('<span class="browser-only">Loading on the server</span>');
    expect(html).not.toContain('Rendered in');
    // i18n/en/code.json translates fixture.greeting.
    expect(html).toContain('Welcome, <b>reader</b>!');
    expect(html).toContain('<span title="Translated 2 times">A plain message</span>');
  });

  it("renders Folio's Tabs, CodeBlock, Admonition, Details, Heading and MDXComponents for the @theme/ names", () => {
    const html = article('');
    expect(html).toMatch(/<li role="tab"[^>]*aria-selected="true"[^>]*class="tabs__item tabs__item--active">macOS<\/li>/);
    expect(html).toMatch(/<div role="tabpanel"[^>]*hidden=""[^>]*>Windows steps<\/div>/);
    expect(html).toContain('<div class="code-block__title">hello.js</div>');
    expect(html).toContain('<code class="language-js">');
    expect(html).toMatch(/<div class="theme-admonition theme-admonition-tip alert alert--success admonition admonition--tip" role="note">.*A custom tip<\/div><div class="admonition__content">Tips render as admonitions.<\/div>/);
    expect(html).toContain('<details class="details alert alert--info"><summary>More details</summary>');
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

it('@theme/Layout renders the page frame around its children, with wrapperClassName, title, description and noFooter', () => {
  expect(article('layout')).toMatch(/<main id="__main" tabindex="-1" class="folio-main fixture-layout"><h2 id="inside-layout"/);
  const page = readText(site, 'build/layout/index.html');
  expect(page).toContain('<title>Layout title | MDX Fixture</title>');
  expect(page).toContain('<meta name="description" content="Described by Layout">');
  // The doc page's own frame has the footer; the Layout inside it has none.
  expect(page.match(/MDX Fixture footer/g)).toHaveLength(1);
});

describe('the more components page', () => {
  it('reads @docusaurus/theme-common, useGlobalData, isInternalUrl and Noop from a .js component', () => {
    const html = article('more');
    expect(html).toContain('<ul class="theme-facts theme-doc-markdown"><li data-fact="color-mode">light</li><li data-fact="navbar-title">MDX Fixture</li>');
    expect(html).toContain('<li data-fact="plugins">docusaurus-compat, docusaurus-plugin-content-docs</li><li data-fact="docs-versions">1</li>');
    expect(html).toContain('<li data-fact="internal">true false</li><li data-fact="category-level">theme-doc-sidebar-item-category-level-2</li>');
  });

  it('renders TabItem attributes on the tab, className on the panel, values with attributes, block and lazy', () => {
    const html = article('more');
    expect(html).toMatch(/<li data-pm="npm" role="tab"[^>]*aria-selected="false"[^>]*class="tabs__item tab-npm">npm<\/li>/);
    expect(html).toMatch(/<div role="tabpanel"[^>]*class="tabs__panel panel-yarn">yarn add folio<\/div>/);
    expect(html).toMatch(/<li data-tab="beta" role="tab"[^>]*aria-selected="true"[^>]*class="tabs__item tabs__item--active">Beta<\/li>/);
    expect(html).toContain('class="tabs tabs--block"');
    // lazy: only the selected panel is rendered.
    expect(html).toContain('Second npm');
    expect(html).not.toContain('Second yarn');
  });

  it('numbers and highlights lines of CodeBlock (props and metastring) and of a fence', () => {
    const html = article('more');
    expect(html).toContain('<div class="code-block__title">numbered.py</div><div class="code-block__body"><pre class="code-block language-python code-block--numbered" style="counter-reset:line 0"');
    expect(html).toContain('<span class="code-line">a <span class="token operator">=</span> <span class="token number">1</span>\n</span><span class="code-line code-line--highlighted">b <span class="token operator">=</span>');
    expect(html).toContain('<div class="code-block__title">meta.sh</div><div class="code-block__body"><pre class="code-block language-bash code-block--numbered" style="counter-reset:line 6"');
    expect(html).toContain('<div class="code-block__title">fence.js</div><div class="code-block__body"><pre class="code-block language-js code-block--numbered" style="counter-reset:line 4"');
    expect(html.match(/code-line code-line--highlighted/g)).toHaveLength(7);
  });

  it("renders Admonition's icon and title, caution as a warning and the legacy aliases, with Infima's classes", () => {
    const html = article('more');
    expect(html).toContain('<div class="theme-admonition theme-admonition-info alert alert--info admonition admonition--info" role="note"><div class="admonition__heading"><span class="admonition__icon">🔔</span>Custom title</div>');
    expect(html).toContain('class="theme-admonition theme-admonition-caution alert alert--warning admonition admonition--caution"');
    expect(html).toMatch(/theme-admonition-note alert alert--secondary[^>]*><div class="admonition__heading"><svg.*?<\/svg>secondary<\/div>/);
    expect(html).toMatch(/theme-admonition-info alert alert--info[^>]*><div class="admonition__heading"><svg.*?<\/svg>important<\/div><div class="admonition__content"><p>Important is an info.<\/p>/);
  });

  it('renders Details with a summary prop (text or element) and MDX <details> with the same component', () => {
    const html = article('more');
    expect(html).toContain('<details class="details alert alert--info"><summary>Summary from a prop</summary><div class="details__content">Opened by its summary.</div></details>');
    expect(html).toContain('<details class="details alert alert--info"><summary>Element summary</summary>');
    expect(html).toContain('<details class="details alert alert--info"><summary>Lowercase details</summary><div class="details__content"><p>Lowercase body.</p></div></details>');
  });

  it('translates from i18n/en/code.json, keeps the default message otherwise, and interpolates elements', () => {
    const html = article('more');
    expect(html).toContain('<p class="from-code-json">Welcome, reader!</p>');
    expect(html).toContain('<p class="from-translate">Translated from code.json</p>');
    expect(html).toContain('<p class="untranslated">Default message</p>');
    expect(html).toContain('<p class="interpolated">Hello <!-- -->Ada<!-- -->, see my <a href="https://example.com">site</a>.</p>');
  });
});

it('a name @docusaurus/theme-common does not provide stops the build, naming it and the file', async () => {
  const broken = copySite(path.join(FIXTURES, 'docusaurus-mdx'), 'docusaurus-mdx-theme-common');
  writeText(broken, 'src/components/Sidebar.js', "import { useDocsSidebar } from '@docusaurus/theme-common';\nexport default function Sidebar() { return <p>{useDocsSidebar().name}</p>; }\n");
  writeText(broken, 'docs/sidebar.mdx', "import Sidebar from '@site/src/components/Sidebar';\n\n<Sidebar />\n");
  const result = await runFolio(['build', broken], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).not.toBe(0);
  expect(result.stderr + result.stdout).toContain('src/components/Sidebar.js imports useDocsSidebar from "@docusaurus/theme-common", which Folio does not provide; it provides ThemeClassNames, useColorMode, useThemeConfig');
}, 150_000);

describe('the code blocks page', () => {
  const tokensOf = (html: string, title: string) => {
    const start = html.indexOf(`<div class="code-block__title">${title}</div>`);
    return html.slice(start, html.indexOf('</pre>', start));
  };

  it('colours a CodeBlock with static code at build time exactly as the fenced block of the same code', () => {
    const html = article('code-blocks');
    const fenced = tokensOf(html, 'fenced.js');
    const lines = fenced.slice(fenced.indexOf('<span class="code-line">'));
    expect(lines).toContain('<span class="token keyword">const</span> greeting <span class="token operator">=</span> <span class="token string">');
    const fromElement = tokensOf(html, 'static.js');
    expect(fromElement).toContain('code-block--numbered');
    // The magic comment is removed and marks the line, as in a fence.
    expect(fromElement).toContain(lines.replace('<span class="code-line">console', '<span class="code-line code-line--highlighted">console'));
    expect(html).toContain('<code class="language-bash"><span class="code-line"><span class="token function">npm</span> <span class="token function">install</span> folio\n</span></code>');
  });

  it('renders code computed by a component as plain lines on the server (the browser colours it)', () => {
    const html = article('code-blocks');
    expect(tokensOf(html, 'settings.json')).toContain('<span class="code-line">{<!-- -->\n</span><span class="code-line">  &quot;name&quot;: &quot;folio&quot;,<!-- -->\n</span>');
    expect(tokensOf(html, 'dynamic.js')).toContain('<span class="code-line code-line--highlighted">console.log(greeting);<!-- -->\n</span>');
    expect(tokensOf(html, 'dynamic.js')).not.toContain('token');
  });
});

describe('TOCInline and @site/ in CSS', () => {
  it('renders the page toc inside its text, nested, within the levels asked for', () => {
    const html = article('toc-inline');
    expect(html).toContain(
      '<div class="tableOfContentsInline"><ul><li><a href="#planting">Planting</a><ul><li><a href="#soil">Soil</a><ul><li><a href="#drainage">Drainage</a></li></ul></li></ul></li><li><a href="#watering">Watering</a></li></ul></div>',
    );
  });

  it('resolves url(@site/...) in the custom stylesheet to the file', () => {
    const css = readdirSync(path.join(site, 'build/assets')).filter((file) => file.endsWith('.css')).map((file) => readText(site, path.join('build/assets', file))).join('\n');
    // Vite inlines a file this small; a larger one would be a hashed asset.
    expect(css).toMatch(/\.facts-banner\{background-image:url\("data:image\/svg\+xml,[^)]*fill='%23eee'/);
    expect(css).not.toContain('@site/');
  });
});

