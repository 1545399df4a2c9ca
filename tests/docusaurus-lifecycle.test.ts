/**
 * Docusaurus plugins run unchanged through Docusaurus's lifecycle (packages/docusaurus/src/lifecycle):
 * tests/fixtures/docusaurus-lifecycle, laid out beside @docusaurus/preset-classic
 * (tests/docusaurus-theme-site.ts), has a local plugin file in two instances (options validated
 * with its validateOptions and Docusaurus's Joi; loadContent, contentLoaded with createData,
 * addRoute and setGlobalData, getThemePath, getClientModules, postBuild) and a plugin written in the
 * config (global data from the load context, postBuild writing llms-full.txt), under a base URL.
 * A plugin that throws in a hook fails the build naming the plugin, where the config gives it, and
 * the hook. plugins/site-reader.js reads the docs, blog and pages Folio runs in Docusaurus's place
 * as Docusaurus's own plugins give them (allContentLoaded's allContent, postBuild's plugins),
 * translates its content, adds a route with nested routes and two commands (extendCli).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-lifecycle');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-lifecycle-${process.pid}`);
const out = path.join(siteDir, 'build');
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const text = (html: string) => html.replace(/<!-- -->/g, '');

function build(env: NodeJS.ProcessEnv = {}) {
  return run(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env } });
}

let first: { stdout: string; stderr: string };

beforeAll(async () => {
  await layOutSite(FIXTURE, siteDir);
  first = await build();
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

/** What plugins/site-reader.js wrote after the build: what it saw of the site. */
const siteContent = () => JSON.parse(readFileSync(path.join(out, 'site-content.json'), 'utf8'));

function folio(args: string[]) {
  return run(process.execPath, [CLI, ...args, '--site-dir', siteDir], { cwd: ROOT, timeout: 120_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('a Docusaurus plugin run through the lifecycle', () => {
  it('adds its route, with its created data as a module prop, its route props and its route context', () => {
    const html = text(page('changelog'));
    expect(html).toContain('<h1>Changes</h1>');
    expect(html).toContain('<li>1.0.0: First release</li>');
    expect(html).toContain('<li>1.1.0: Lanterns glow</li>');
    expect(html).toContain('<p class="route-plugin">changelog-plugin/default</p>');
    // The theme component the plugin's getThemePath brings.
    expect(html).toContain('<span class="changelog-badge">2 changes</span>');
    // A theme component reading the created data through @generated/.
    expect(html).toContain('<p class="changelog-latest">Latest: 1.1.0</p>');
  });

  it('runs a second instance with its own id, options and data', () => {
    const html = text(page('more'));
    expect(html).toContain('<h1>More changes</h1>');
    expect(html).toContain('<li>0.9.0: A beta</li>');
    expect(html).toContain('changelog-plugin/second');
  });

  it("gives <Translate> the plugins' default code translations (getDefaultCodeTranslationMessages)", () => {
    expect(text(page(''))).toContain('<p class="greeting">Hello from a plugin</p>');
  });

  it("gives pages each instance's global data through usePluginData, and the load context", () => {
    expect(text(page(''))).toContain('<p class="global-data">2 and 1 changes; Hooks 2.4.6 function</p>');
  });

  it('runs postBuild in the output folder with the routes under the base URL, the content and every plugin', () => {
    expect(readFileSync(path.join(out, 'changelog-default.txt'), 'utf8')).toBe('2 entries at /site/changelog\n');
    expect(readFileSync(path.join(out, 'changelog-second.txt'), 'utf8')).toBe('1 entries at /site/more\n');
    // Into the new output too, through the outDir its load context gave it when it was made.
    expect(readFileSync(path.join(out, 'context-default.txt'), 'utf8')).toBe('written where the load context says\n');
    const llms = readFileSync(path.join(out, 'llms-full.txt'), 'utf8');
    expect(llms).toContain('- /site/404.html\n');
    expect(llms).toContain('- /site/docs/intro\n');
    expect(llms).toContain('- /site/changelog\n');
    expect(llms).toContain('- changelog-plugin#second\n');
    expect(llms).toContain('- inline-notes#default\n');
  });

  it("translates configureWebpack's alias and DefinePlugin, and configurePostCss's plugins, to Vite", () => {
    expect(text(page('changelog'))).toContain('<p class="bundler-hooks">Aliased words defined</p>');
    const styles = readdirSync(path.join(out, 'assets')).filter((file) => file.endsWith('.css')).map((file) => readFileSync(path.join(out, 'assets', file), 'utf8'));
    expect(styles.some((css) => /\.bundler-hooks\{color:#639|\.bundler-hooks\s*\{\s*color:\s*(?:rebeccapurple|#639)/.test(css))).toBe(true);
    // What Vite does not get is named once, with the plugin.
    expect(first.stderr).toContain('`plugins[3]` (bundler-hooks): its configureWebpack() adds a rule for /\\.txt$/ (raw-loader), which Folio\'s Vite build does not run');
  });

  it('puts the tags of injectHtmlTags in every page: head tags in the head, body tags at the start of the body', () => {
    for (const route of ['', 'changelog', 'docs/intro']) {
      const html = page(route);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route).toContain('<meta name="lifecycle" content="head">');
      expect(html.slice(html.indexOf('<body'))).toMatch(/^<body[^>]*>\s*<div id="pre-body" data-from="inline-notes">before the app<\/div>\s*<noscript>after the app<\/noscript>/);
    }
  });

  it('ships the client module the plugin names', () => {
    const scripts = readdirSync(path.join(out, 'assets'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => readFileSync(path.join(out, 'assets', file), 'utf8').includes('__changelogRoutes'))).toBe(true);
  });

  it('hands its translateContent the translation files, the site\'s i18n/en/ messages over its own', () => {
    expect(siteContent().greeting).toBe('Howdy from i18n');
  });

  it('renders a route with nested routes: each child its own page, inside its parent, which renders it with renderRoutes', () => {
    for (const name of ['one', 'two']) {
      const html = text(page(`nested/${name}`));
      expect(html).toContain('<h1 class="nested-layout">Nested (2 inside)</h1>');
      expect(html).toContain(`<p class="nested-child">Child ${name}</p>`);
      expect(html).toContain('<a href="/site/nested/one">one</a><a href="/site/nested/two">two</a>');
    }
    // As in Docusaurus, the parent is no page of its own.
    expect(existsSync(path.join(out, 'nested', 'index.html'))).toBe(false);
  });

  it.each(['loadContent', 'contentLoaded', 'postBuild'])('fails the build naming the plugin and the hook when %s throws', async (hook) => {
    const failed = await build({ FOLIO_TEST_FAIL: hook }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    // Named once: not after the Docusaurus plugin whose load ran every plugin's content hooks.
    expect(failed?.stderr).toContain(`[folio] error: the Docusaurus plugin "failing-plugin" (\`plugins[4]\`) failed in ${hook}(): ${hook} gave up`);
    expect(failed?.stderr).not.toMatch(/\n\s+at /);
    // The failed build left the previous one as it was, and nothing beside it.
    expect(text(page('changelog'))).toContain('<h1>Changes</h1>');
    expect(readdirSync(path.dirname(out)).filter((name) => name.startsWith('build'))).toEqual(['build']);
  }, 300_000);
});

/**
 * What Docusaurus 3.10.2's own docs, blog and pages plugins give for this fixture, printed by
 * plugins/site-reader.js under `docusaurus build` (paths of the site as SITE); Folio gives the same.
 */
const DOCUSAURUS_DOCS = {
  versionName: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  path: '/site/docs',
  tagsPath: '/site/docs/tags',
  isLast: true,
  routePriority: -1,
  sidebarFilePath: 'SITE/sidebars.js',
  contentPath: 'SITE/docs',
  contentPathLocalized: 'SITE/i18n/en/docusaurus-plugin-content-docs/current',
  docs: [
    {
      id: 'guide',
      title: 'Guide',
      description: 'How to hook in.',
      source: '@site/docs/guide.md',
      sourceDirName: '.',
      slug: '/guide',
      permalink: '/site/docs/guide',
      draft: false,
      unlisted: false,
      tags: [{ inline: true, label: 'Getting Started', permalink: '/site/docs/tags/getting-started' }],
      version: 'current',
      sidebarPosition: 2,
      frontMatter: { sidebar_position: 2, tags: ['Getting Started'] },
      sidebar: 'main',
      previous: { title: 'Going further', permalink: '/site/docs/category/going-further' },
    },
    {
      id: 'intro',
      title: 'Intro',
      description: 'The plugins of this site run as Docusaurus runs them.',
      source: '@site/docs/intro.md',
      sourceDirName: '.',
      slug: '/intro',
      permalink: '/site/docs/intro',
      draft: false,
      unlisted: false,
      tags: [],
      version: 'current',
      frontMatter: {},
      sidebar: 'main',
      next: { title: 'Going further', permalink: '/site/docs/category/going-further' },
    },
  ],
  drafts: [],
  sidebars: {
    main: [
      { type: 'doc', id: 'intro' },
      { type: 'category', label: 'Going further', items: [{ type: 'doc', id: 'guide' }], link: { type: 'generated-index', slug: '/category/going-further', permalink: '/site/docs/category/going-further' }, collapsed: true, collapsible: true },
    ],
  },
};

const tagPage = (permalink: string, items: string[]) => ({ items, metadata: { permalink, page: 1, postsPerPage: 10, totalPages: 1, totalCount: items.length, blogDescription: 'Blog', blogTitle: 'Hook news' } });

const DOCUSAURUS_BLOG = {
  blogTitle: 'Hook news',
  blogDescription: 'Blog',
  blogSidebarTitle: 'Recent posts',
  blogTagsListPath: '/site/blog/tags',
  blogPosts: [
    {
      id: '/2024/03/01/lanterns',
      metadata: {
        permalink: '/site/blog/2024/03/01/lanterns',
        source: '@site/blog/2024-03-01-lanterns.md',
        title: 'Lanterns glow',
        description: 'Version 1.1.0 makes the lanterns glow.',
        date: '2024-03-01T00:00:00.000Z',
        tags: [
          { inline: true, label: 'release', permalink: '/site/blog/tags/release' },
          { inline: true, label: 'lights', permalink: '/site/blog/tags/lights' },
        ],
        readingTime: 0.06,
        hasTruncateMarker: true,
        authors: [{ name: 'Ada Hooks', title: 'Maintainer', socials: {}, key: null, page: null }],
        frontMatter: { title: 'Lanterns glow', tags: ['release', 'lights'], authors: [{ name: 'Ada Hooks', title: 'Maintainer' }] },
        unlisted: false,
        nextItem: { title: 'First release', permalink: '/site/blog/first' },
      },
    },
    {
      id: 'first',
      metadata: {
        permalink: '/site/blog/first',
        source: '@site/blog/2024-01-15-first-release.md',
        title: 'First release',
        description: 'The very first release.',
        date: '2024-01-15T00:00:00.000Z',
        tags: [{ inline: true, label: 'release', permalink: '/site/blog/tags/release' }],
        // Docusaurus's is 0.02: it leaves the post's title heading out (plugin-blog's reading time counts it).
        readingTime: expect.any(Number),
        hasTruncateMarker: false,
        authors: [],
        frontMatter: { slug: 'first', description: 'The very first release.', tags: ['release'] },
        unlisted: false,
        prevItem: { title: 'Lanterns glow', permalink: '/site/blog/2024/03/01/lanterns' },
      },
    },
  ],
  blogTags: {
    '/site/blog/tags/release': { inline: true, label: 'release', permalink: '/site/blog/tags/release', items: ['/2024/03/01/lanterns', 'first'], pages: [tagPage('/site/blog/tags/release', ['/2024/03/01/lanterns', 'first'])], unlisted: false },
    '/site/blog/tags/lights': { inline: true, label: 'lights', permalink: '/site/blog/tags/lights', items: ['/2024/03/01/lanterns'], pages: [tagPage('/site/blog/tags/lights', ['/2024/03/01/lanterns'])], unlisted: false },
  },
};

const DOCUSAURUS_PAGES = [
  { type: 'mdx', permalink: '/site/about', source: '@site/src/pages/about.md', title: 'About the hooks', description: 'Who runs the hooks.', frontMatter: { description: 'Who runs the hooks.' }, unlisted: false },
  { type: 'jsx', permalink: '/site/', source: '@site/src/pages/index.js' },
];

describe("the docs, blog and pages, as Docusaurus's own plugins give them to the others", () => {
  /** site-content.json with the site's folder as SITE. */
  const seen = () => JSON.parse(readFileSync(path.join(out, 'site-content.json'), 'utf8').replaceAll(siteDir, 'SITE'));

  it("are in allContentLoaded's allContent and in postBuild's plugins, the same", () => {
    const { allContentLoaded, postBuild } = seen();
    expect(Object.keys(postBuild)).toEqual(['docusaurus-plugin-content-docs#default', 'docusaurus-plugin-content-blog#default', 'docusaurus-plugin-content-pages#default']);
    expect(allContentLoaded).toEqual(postBuild);
  });

  it("give the docs' loadedVersions as Docusaurus's: each doc's metadata, its sidebar and neighbours, the sidebars", () => {
    expect(seen().postBuild['docusaurus-plugin-content-docs#default']).toEqual({ loadedVersions: [DOCUSAURUS_DOCS] });
  });

  it("give the blog's posts, tags and titles, and the pages' metadata, as Docusaurus's", () => {
    const { postBuild } = seen();
    expect(postBuild['docusaurus-plugin-content-blog#default']).toEqual(DOCUSAURUS_BLOG);
    expect(postBuild['docusaurus-plugin-content-pages#default']).toEqual(DOCUSAURUS_PAGES);
  });

  it('name the plugin of each route in postBuild', () => {
    expect(seen().routePlugins).toEqual(['changelog-plugin#default', 'changelog-plugin#second', 'docusaurus-plugin-content-blog#default', 'docusaurus-plugin-content-docs#default', 'docusaurus-plugin-content-pages#default', 'site-reader#default']);
  });
});

describe('commands a plugin adds with extendCli', () => {
  it('runs one with its arguments and options, under its name and its alias', async () => {
    const greeted = path.join(siteDir, 'greeting.txt');
    expect(await folio(['site-reader:greet', 'greeting.txt', 'Ann', 'Bob', '--upper'])).toMatchObject({ code: 0 });
    expect(readFileSync(greeted, 'utf8')).toBe('HELLO ANN BOB!\n');
    expect(await folio(['greet', 'greeting.txt', 'Cy', '--punctuation', '?'])).toMatchObject({ code: 0 });
    expect(readFileSync(greeted, 'utf8')).toBe('Hello Cy?\n');
    // `clean` is near Folio's `clear`: the site's plugin has it, so it runs.
    expect(await folio(['clean', 'greeting.txt'])).toMatchObject({ code: 0 });
    expect(existsSync(greeted)).toBe(false);
  }, 300_000);

  it('refuses a bad call with the usage', async () => {
    const result = await folio(['site-reader:greet', '--upper']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("`folio site-reader:greet`: missing required argument 'file'");
    expect(result.stderr).toContain('usage: folio site-reader:greet <file> [names...] [options]');
    expect(result.stderr).toContain('--punctuation <mark>  the mark after each name');
  }, 300_000);
});

describe('a Docusaurus plugin in folio dev', () => {
  it("serves its route, and the route module it made in Docusaurus's .docusaurus folder", async () => {
    const port = 4700 + (process.pid % 200);
    const dev = spawn(process.execPath, [CLI, 'dev', siteDir, '--port', String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`no dev server: ${output}`)), 120_000);
        const seen = (chunk: Buffer) => {
          output += chunk.toString();
          const ready = /dev server ready: (\S+)/.exec(output);
          if (ready) {
            clearTimeout(timer);
            resolve(ready[1]!);
          }
        };
        dev.stdout.on('data', seen);
        dev.stderr.on('data', seen);
      });
      const page = await fetch(new URL('changelog', url), { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const modules = readdirSync(path.join(siteDir, '.docusaurus'), { recursive: true, encoding: 'utf8' }).filter((file) => /DocusaurusPluginRoutes\/changelog-plugin\/default\/en\/0\.js$/.test(file));
      expect(modules).toHaveLength(1);
      const module = await fetch(new URL(`@fs${path.join(siteDir, '.docusaurus', modules[0]!)}`, url));
      expect(module.status).toBe(200);
      expect(await module.text()).toContain('DocusaurusPluginRoute');
    } finally {
      dev.kill();
    }
  }, 180_000);
});
