/**
 * The CLI and the dev server on a copy of tests/fixtures/docusaurus-require, whose MDX doc, blog
 * post, JSX page and TSX component read images, a PDF, an SVG, JSON and components through
 * require(), as Docusaurus sites do under webpack (compat/vite-require.ts). The copy gains two
 * installed packages, as a site's node_modules holds them: one whose folder a template literal
 * names (as the prism loop of prism-include-languages names prismjs/components), one CommonJS.
 * Laid out beside Docusaurus's theme packages (tests/docusaurus-theme-site.ts), the site renders
 * with Docusaurus's own theme, its require() calls the same.
 */
import { register } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev } from '../../core/src/dev/dev.ts';
import { configureLog } from '../../core/src/log.ts';
import { getDevContext } from '../../core/src/plugin-api.ts';
import { copySite, describeRun, FIXTURES, hashTree, makeTempDir, readText, removeTempDirs, runFolio, writeText } from '../../core/test/helpers.ts';
import { layOutSite } from '../../../tests/docusaurus-theme-site.ts';

const FIXTURE = path.join(FIXTURES, 'docusaurus-require');
let site = '';

/** A copy of the fixture with the two packages and the page that requires them. */
function siteWithPackages(label: string): string {
  const dir = copySite(FIXTURE, label);
  writeText(dir, 'node_modules/fake-grammars/package.json', '{ "name": "fake-grammars", "version": "1.0.0" }\n');
  writeText(dir, 'node_modules/fake-grammars/components/grammar-alpha.js', "export default 'Alpha grammar';\n");
  writeText(dir, 'node_modules/fake-grammars/components/grammar-beta.js', "export default 'Beta grammar';\n");
  writeText(dir, 'node_modules/fake-units/package.json', '{ "name": "fake-units", "version": "1.0.0", "main": "index.js" }\n');
  writeText(dir, 'node_modules/fake-units/index.js', "module.exports = function units(n) { return n + ' ' + module.exports.unit; };\nmodule.exports.unit = 'cm';\n");
  writeText(
    dir,
    'src/pages/packages.js',
    [
      "import Layout from '@theme/Layout';",
      // Extension-less, as the prism loop writes it.
      "const grammars = ['alpha', 'beta'].map((name) => require(`fake-grammars/components/grammar-${name}`).default);",
      "const units = require('fake-units');",
      'export default function Packages() {',
      '  return <Layout title="Packages"><p className="grammars">{grammars.join(", ")}</p><p className="units">{units(3)}, {units.unit}</p></Layout>;',
      '}',
      '',
    ].join('\n'),
  );
  // Webpack's inline loaders, as Docusaurus's documentation imports a code snippet, and a YAML file.
  writeText(dir, 'docs/snippets/hello.js', "export const hello = () => 'hi';\n");
  writeText(dir, 'docs/data/intents.yaml', 'intents:\n  - name: HassTurnOn\n  - name: HassTurnOff\n');
  writeText(
    dir,
    'docs/loaders.mdx',
    [
      "import source from '!!raw-loader!./snippets/hello.js';",
      "import data from '!!yaml-loader!./data/intents.yaml';",
      '',
      '# Loaders',
      '',
      '<pre className="snippet">{source}</pre>',
      '',
      '<ul className="intents">{data.intents.map((intent) => <li key={intent.name}>{intent.name}</li>)}</ul>',
      '',
    ].join('\n'),
  );
  // The recent posts from the data Docusaurus's blog plugin writes, by path, as home-assistant's developer docs read them.
  writeText(
    dir,
    'src/pages/recent.js',
    [
      "import Layout from '@theme/Layout';",
      "const recentPosts = require('../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json');",
      "const metadata = require('@site/.docusaurus/docusaurus-plugin-content-blog/default/blogMetadata-default.json');",
      'export default function Recent() {',
      '  return <Layout title="Recent"><h2 className="recent-title">{recentPosts.title}</h2><ul>{recentPosts.items.map((item) => <li key={item.permalink}><a className="recent" href={item.permalink}>{item.title}</a> <time>{item.date}</time></li>)}</ul><p className="blog-meta">{metadata.blogTitle} at {metadata.blogBasePath}, authors at {metadata.authorsListPath}</p></Layout>;',
      '}',
      '',
    ].join('\n'),
  );
  return dir;
}

beforeAll(async () => {
  site = siteWithPackages('docusaurus-require');
  const result = await runFolio(['build', site], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).toBe(0);
}, 150_000);
afterAll(() => removeTempDirs());

const html = (route: string) => readText(site, path.join('build', route, 'index.html'));
const asset = (name: string) => new RegExp(`"/assets/${name}-[\\w-]{8}\\.${name === 'guide' ? 'pdf' : 'png'}"`);

describe('the MDX doc', () => {
  it('gives an image, a PDF and an image chosen at run time their URLs (.default)', () => {
    const page = html('docs/intro');
    expect(page).toMatch(new RegExp(`<img class="diagram" src=${asset('diagram').source} alt="Diagram"/>`));
    expect(page).toMatch(new RegExp(`<a class="guide" href=${asset('guide').source}>the guide</a>`));
    expect(page).toMatch(new RegExp(`<img class="badge" src=${asset('gold').source} alt="Gold"/>`));
    expect(page).toMatch(new RegExp(`<img class="badge-concat" src=${asset('silver').source} alt="silver"/>`));
  });

  it('renders an SVG as a component, JSON as its value and a component through .default', () => {
    const page = html('docs/intro');
    expect(page).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16" class="logo" role="img"><circle');
    // The JSON's own "default" key: the value is the object, not a module around it.
    expect(page).toContain('<span class="planet">Mars</span>, <span class="moons">Phobos and Deimos</span>, <span class="json-default">not the module&#x27;s default</span>');
    expect(page).toContain('<span class="greeting">Hello, <!-- -->MDX<!-- -->!</span>, and a named export: <span class="named">!</span>');
  });

  it('ships no require() call to the browser', () => {
    // Pages' code (a route's props module may quote the page's text, require() calls included).
    const scripts = Object.keys(hashTree(path.join(site, 'build/assets'))).filter((file) => file.endsWith('.js') && !file.startsWith('props-'));
    const calls = scripts.filter((file) => /\brequire\(["'`][.@\w]/.test(readText(site, `build/assets/${file}`)));
    expect(calls).toEqual([]);
  });
});

it('the blog post gives its relative image its URL', () => {
  expect(html('blog/2026/01/01/cover')).toMatch(new RegExp(`<img class="cover" src=${asset('cover').source} alt="Cover"/>`));
});

it('the JSX page reads each form, in a function and at the top of the module', () => {
  const page = html('');
  expect(page).toMatch(new RegExp(`<main class="require-page"><img class="diagram" src=${asset('diagram').source} alt="Diagram"/><svg [^>]*class="logo" role="img">`));
  expect(page).toMatch(new RegExp(`<a class="guide" href=${asset('guide').source}>the guide</a><span class="planet">Mars</span><span class="json-default">not the module&#x27;s default</span><span class="greeting">Hello, <!-- -->page<!-- -->!</span>`));
  expect(page).toMatch(new RegExp(`<img class="badge" src=${asset('gold').source} alt="gold"/><img class="badge" src=${asset('silver').source} alt="silver"/></main>`));
});

it("a page reads the blog's data Docusaurus writes into .docusaurus/, by path: the recent posts and the blog's metadata", () => {
  const page = html('recent');
  expect(page).toContain('<h2 class="recent-title">Recent posts</h2>');
  expect(page).toMatch(/<a class="recent" href="\/blog\/2026\/01\/01\/cover">[^<]+<\/a> <time>2026-01-01T00:00:00.000Z<\/time>/);
  expect(page).toContain('<p class="blog-meta">Blog<!-- --> at <!-- -->/blog<!-- -->, authors at <!-- -->/blog/authors</p>');
});

it("webpack's inline loaders: raw-loader gives the file's text, yaml-loader its data", () => {
  const page = html('docs/loaders');
  expect(page).toContain('<pre class="snippet">export const hello = () =&gt; &#x27;hi&#x27;;\n</pre>');
  expect(page).toContain('<ul class="intents"><li>HassTurnOn</li><li>HassTurnOff</li></ul>');
});

it('the TSX component reads JSON and an image with types around the calls', () => {
  expect(html('docs/typed')).toMatch(new RegExp(`<figure class="typed"><img src=${asset('diagram').source} alt="Mars"/></figure>`));
});

it("installed packages: a template literal over a package's folder, and a CommonJS module as its module.exports", () => {
  const page = html('packages');
  expect(page).toContain('<p class="grammars">Alpha grammar, Beta grammar</p>');
  expect(page).toContain('<p class="units">3 cm<!-- -->, <!-- -->cm</p>');
});

it('builds the same bytes from another folder', async () => {
  const other = siteWithPackages('docusaurus-require-again');
  const result = await runFolio(['build', other], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).toBe(0);
  expect(hashTree(path.join(other, 'build'))).toEqual(hashTree(path.join(site, 'build')));
}, 150_000);

it('a page whose only modules come through require() (no import) is bundled too', async () => {
  const other = copySite(FIXTURE, 'docusaurus-require-only');
  writeText(other, 'docs/only-require.mdx', "# Only require\n\n<img className=\"only\" src={require('./assets/diagram.png').default} alt=\"Only\" />\n");
  const result = await runFolio(['build', other], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).toBe(0);
  expect(readText(other, 'build/docs/only-require/index.html')).toMatch(new RegExp(`<img class="only" src=${asset('diagram').source} alt="Only"/>`));
}, 150_000);

it('a path that does not resolve stops the build naming the file, line and column, without a stack trace', async () => {
  const other = copySite(FIXTURE, 'docusaurus-require-missing');
  writeText(other, 'src/components/Typed.tsx', `${readText(other, 'src/components/Typed.tsx')}\nexport const missing: string = require('../data/missing.json');\n`);
  const line = readText(other, 'src/components/Typed.tsx').split('\n').findIndex((text) => text.includes('missing.json')) + 1;
  const result = await runFolio(['build', other], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).toBe(1);
  expect(result.stderr).toContain(`src/components/Typed.tsx:${line}:32 - Could not resolve '../data/missing.json' (a require() call)`);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}, 150_000);

it("renders the same with Docusaurus's own theme (its packages installed beside the site)", async () => {
  const other = path.join(makeTempDir('docusaurus-require-theme'), 'site');
  await layOutSite(FIXTURE, other);
  const result = await runFolio(['build', other], { timeoutMs: 240_000 });
  expect(result.code, describeRun(result)).toBe(0);
  const page = readText(other, 'build/docs/intro/index.html');
  expect(page).toContain('theme-doc-markdown markdown');
  expect(page).toMatch(new RegExp(`<img class="diagram" src=${asset('diagram').source} alt="Diagram"/>`));
  expect(page).toContain('<span class="planet">Mars</span>');
  expect(page).toMatch(new RegExp(`<img class="badge" src=${asset('gold').source} alt="Gold"/>`));
}, 900_000);

describe('folio dev', () => {
  it('serves the doc with imports for its require() calls, and renders it on the server', async () => {
    configureLog({ quiet: true, memory: false });
    // The dev server loads the site's config, and so Folio's packages, natively: from their TypeScript sources.
    register(new URL('../../core/bin/ts-hooks.mjs', import.meta.url));
    const dev = await startDev({ siteDir: site, port: 0, host: '127.0.0.1' });
    try {
      const served = await dev.vite.transformRequest('/docs/intro.mdx');
      expect(served?.code).not.toMatch(/\brequire\(/);
      expect(served?.code).toContain('import * as __folio_require3 from "/docs/assets/diagram.png?import"');
      const { html: body } = await getDevContext(dev.vite)!.render('/docs/intro');
      expect(body).toContain('<img class="diagram" src="/docs/assets/diagram.png" alt="Diagram"/>');
      expect(body).toContain('<span class="planet">Mars</span>');
      expect(body).toContain('<img class="badge" src="/static/img/badges/gold.png" alt="Gold"/>');
    } finally {
      await dev.close();
    }
  }, 60_000);
});
