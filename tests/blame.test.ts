/**
 * Issue 27, class 6: a bad input's message names the file that is wrong (with its line, column or
 * key), not another one, and never says nothing. Each row breaks a copy of a fixture one way and
 * runs the real CLI: exit code 1, the expected `[folio] error:` line, no stack trace, and a previous
 * build/ (when there is one) left as it was.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, replaceIn, runFolio, writeText, type CliResult } from '../packages/core/test/helpers.ts';

afterAll(() => removeTempDirs());

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

export interface Row {
  name: string;
  fixture: string;
  edit: (site: string) => void;
  /** The first `[folio] error:` line, the site folder written as `<site>`. */
  error: string | RegExp;
  /** A line the error's report has further down. */
  stderr?: string;
  env?: Record<string, string>;
}

export async function runRow(row: Row): Promise<{ site: string; result: CliResult }> {
  const site = copySite(path.join(FIXTURES, row.fixture), `blame-${row.name}`);
  row.edit(site);
  const result = await runFolio(['build', site], { timeoutMs: 120_000, env: row.env });
  return { site, result };
}

export function expectBlame(site: string, result: CliResult, error: string | RegExp): void {
  const report = describeRun(result);
  expect(result.timedOut, `a hang\n${report}`).toBe(false);
  expect(result.code, report).toBe(1);
  const line = (result.stderr.split('\n').find((text) => text.startsWith('[folio] error:')) ?? '').split(site).join('<site>');
  if (typeof error === 'string') expect(line, report).toBe(error);
  else expect(line, report).toMatch(error);
  expect(result.stderr, 'a stack trace instead of a message').not.toMatch(STACK_FRAME);
}

const NEVER = 'new Promise(() => {})';
const FAST = { FOLIO_SITE_MODULE_TIMEOUT_MS: '1500' };
const DOCUSAURUS_CONFIG = "module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };\n";

/** A config (or a module it loads) whose promise never settles: the file, never a silent exit 13. */
const unsettled: Row[] = [
  {
    name: 'docusaurus promise',
    fixture: 'docusaurus-classic',
    edit: (site) => writeText(site, 'docusaurus.config.js', `module.exports = ${NEVER};\n`),
    error: /^\[folio\] error: <site>\/docusaurus\.config\.js - the promise the config exports did not settle within 1\.5 s/,
  },
  {
    name: 'docusaurus async function',
    fixture: 'docusaurus-classic',
    edit: (site) => writeText(site, 'docusaurus.config.js', `module.exports = async function config() { return ${NEVER}; };\n`),
    error: /^\[folio\] error: <site>\/docusaurus\.config\.js - the promise the config function returns did not settle within 1\.5 s/,
  },
  {
    name: 'docusaurus top-level await',
    fixture: 'docusaurus-classic',
    edit: (site) => {
      rmSync(path.join(site, 'docusaurus.config.js'));
      writeText(site, 'docusaurus.config.mjs', `await ${NEVER};\nexport default {};\n`);
    },
    error: /^\[folio\] error: <site>\/docusaurus\.config\.mjs - the file's top-level code did not settle within 1\.5 s/,
  },
  {
    name: 'docusaurus ts top-level await',
    fixture: 'docusaurus-pages',
    edit: (site) => writeText(site, 'docusaurus.config.ts', `await ${NEVER};\nexport default {};\n`),
    error: /^\[folio\] error: <site>\/docusaurus\.config\.ts - the file's top-level code did not settle within 1\.5 s/,
  },
  {
    name: 'folio promise',
    fixture: 'basic',
    edit: (site) => writeText(site, 'site.config.ts', `export default ${NEVER};\n`),
    error: /^\[folio\] error: <site>\/site\.config\.ts - the promise the config exports did not settle within 1\.5 s/,
  },
  {
    name: 'folio function',
    fixture: 'basic',
    edit: (site) => writeText(site, 'site.config.ts', `export default () => ${NEVER};\n`),
    error: /^\[folio\] error: <site>\/site\.config\.ts - the promise the config function returns did not settle within 1\.5 s/,
  },
  {
    name: 'folio top-level await',
    fixture: 'basic',
    edit: (site) => writeText(site, 'site.config.ts', `await ${NEVER};\nexport default {};\n`),
    error: /^\[folio\] error: <site>\/site\.config\.ts - the file's top-level code did not settle within 1\.5 s/,
  },
  {
    name: 'sidebars top-level await',
    fixture: 'docusaurus-pages',
    edit: (site) => {
      writeText(site, 'docusaurus.config.js', DOCUSAURUS_CONFIG);
      writeText(site, 'sidebars.js', `await ${NEVER};\nexport default {};\n`);
    },
    error: /<site>\/sidebars\.js.* the file's top-level code did not settle within 1\.5 s/,
  },
  ...(['load', 'postBuild'] as const).map((hook): Row => ({
    name: `plugin ${hook}`,
    fixture: 'basic',
    edit: (site) => writeText(site, 'site.config.ts', `import { defineConfig, markdownPages } from '@folio/core';
export default defineConfig({
  title: 'T',
  url: 'https://t.example.com',
  plugins: [markdownPages({ path: 'pages' }), { name: 'stuck', ${hook}: () => ${NEVER} }],
});
`),
    error: `[folio] error: plugin "stuck" failed in ${hook}(): its promise never settled, and nothing was left for it to wait on`,
  })),
];

describe.concurrent('a promise that never settles', () => {
  it.each(unsettled)('$name', async (row) => {
    const { site, result } = await runRow({ ...row, env: FAST });
    expectBlame(site, result, row.error);
  });
});

/** A Docusaurus config with `extra` keys after its own, on a line of their own (line 2). */
function docusaurusConfig(extra: string): string {
  return DOCUSAURUS_CONFIG.replace(' };\n', `,\n  ${extra} };\n`);
}

/** Presets, plugins and themes Docusaurus cannot load: it fails on them, so Folio does too. */
const missing: Row[] = ([
  ['plugins', "['docusaurus-plugin-does-not-exist']", 'plugin', 'docusaurus-plugin-does-not-exist', ' in node_modules'],
  ['plugins', "[['./plugins/missing.js', { a: 1 }]]", 'plugin', './plugins/missing.js', ' (no file ./plugins/missing.js from the site folder)'],
  ['themes', "['does-not-exist']", 'theme', 'does-not-exist', ' in node_modules'],
  ['presets', "[['@acme/nothing', {}]]", 'preset', '@acme/nothing', ' in node_modules'],
] as const).map(([key, value, kind, name, where]): Row => ({
  name: `missing ${kind} ${name}`,
  fixture: 'docusaurus-pages',
  edit: (site) => writeText(site, 'docusaurus.config.js', docusaurusConfig(`${key}: ${value}`)),
  error: `[folio] error: <site>/docusaurus.config.js:2:${key.length + 6 + (value.startsWith('[[') ? 1 : 0)} - \`${key}[0]\`: the ${kind} "${name}" cannot be found${where}`,
}));

describe.concurrent('a preset, plugin or theme that does not exist', () => {
  it.each(missing)('$name', async (row) => {
    const { site, result } = await runRow(row);
    expectBlame(site, result, row.error);
  });

  it('a plugin and a theme that exist run through the lifecycle', async () => {
    const { result } = await runRow({
      name: 'plugins that exist',
      fixture: 'docusaurus-pages',
      edit: (site) => {
        writeText(site, 'docusaurus.config.js', docusaurusConfig("plugins: ['sass', './plugins/local.js'], themes: ['./themes/local.js']"));
        writeText(site, 'node_modules/docusaurus-plugin-sass/package.json', '{ "name": "docusaurus-plugin-sass", "main": "index.js" }\n');
        writeText(site, 'node_modules/docusaurus-plugin-sass/index.js', 'module.exports = () => ({ name: "docusaurus-plugin-sass" });\n');
        writeText(site, 'plugins/local.js', 'module.exports = () => ({ name: "local" });\n');
        writeText(site, 'themes/local.js', 'module.exports = () => ({ name: "local-theme" });\n');
      },
      error: '',
    });
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stderr).not.toContain('`plugins[');
    expect(result.stderr).not.toContain('`themes[');
  });
});

/** Problems in the blog's tags.yml and authors.yml name that file, never a post using the entry. */
const blogMaps: Row[] = [
  {
    name: 'tags.yml permalink with ..',
    fixture: 'blog',
    edit: (site) => replaceIn(site, 'blog/tags.yml', 'permalink: /releases', 'permalink: ../../escape'),
    error: '[folio] error: <site>/blog/tags.yml:3:14 - plugin "blog" failed in load(): `release.permalink`: "../../escape" gives the route "/blog/tags/../../escape", and a route path must not have "." or ".." segments',
  },
  {
    name: 'authors.yml alias bomb',
    fixture: 'blog',
    edit: (site) => {
      const lines = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]'];
      for (let i = 1; i <= 9; i++) lines.push(`a${i}: &a${i} [${Array(9).fill(`*a${i - 1}`).join(', ')}]`);
      writeText(site, 'blog/authors.yml', `${readText(site, 'blog/authors.yml')}${lines.join('\n')}\n`);
    },
    error: '[folio] error: <site>/blog/authors.yml - plugin "blog" failed in load(): invalid YAML: Excessive alias count indicates a resource exhaustion attack',
  },
];

describe.concurrent('the blog\'s map files', () => {
  it.each(blogMaps)('$name', async (row) => {
    const { site, result } = await runRow(row);
    expectBlame(site, result, row.error);
  });
});

const BROKEN_JSX = "import React from 'react';\n\nexport default function X() {\n  return <div><p>broken</div>;\n}\n";
const JSX_ERROR = "Expected corresponding JSX closing tag for 'p'.";

/** A syntax error in a module the bundler parses names that module, its line and column. */
const syntax: Row[] = [
  ...['x.jsx', 'x.js', 'x.tsx'].map((name): Row => ({
    name: `docusaurus src/pages/${name}`,
    fixture: 'docusaurus-pages',
    edit: (site) => writeText(site, `src/pages/${name}`, BROKEN_JSX),
    error: `[folio] error: <site>/src/pages/${name}:4:26 - ${JSX_ERROR}`,
  })),
  {
    name: 'folio src/pages/x.jsx',
    fixture: 'pages',
    edit: (site) => writeText(site, 'src/pages/x.jsx', BROKEN_JSX),
    error: `[folio] error: <site>/src/pages/x.jsx:4:26 - ${JSX_ERROR}`,
  },
  {
    name: 'a part of a page (src/pages/_components)',
    fixture: 'pages',
    edit: (site) => writeText(site, 'src/pages/_components/Feature.tsx', BROKEN_JSX),
    error: `[folio] error: <site>/src/pages/_components/Feature.tsx:4:26 - ${JSX_ERROR}`,
  },
  {
    name: 'docusaurus theme override',
    fixture: 'docusaurus-pages',
    edit: (site) => writeText(site, 'src/theme/Footer/index.js', BROKEN_JSX),
    error: `[folio] error: <site>/src/theme/Footer/index.js:4:26 - ${JSX_ERROR}`,
  },
  {
    name: 'folio theme override',
    fixture: 'override',
    edit: (site) => writeText(site, 'src/theme/Footer.tsx', BROKEN_JSX),
    error: `[folio] error: <site>/src/theme/Footer.tsx:4:26 - ${JSX_ERROR}`,
  },
  {
    name: 'docusaurus client module',
    fixture: 'docusaurus-pages',
    edit: (site) => {
      replaceIn(site, 'docusaurus.config.js', '  presets: [', "  clientModules: ['./src/client.js'],\n  presets: [");
      writeText(site, 'src/client.js', 'export function onRouteDidUpdate() {\n  return <b>;\n}\n');
    },
    error: "[folio] error: <site>/src/client.js:3:1 - Unexpected token. Did you mean `{'}'}` or `&rbrace;`?",
  },
];

describe.concurrent('a syntax error in a component', () => {
  it.each(syntax)('$name', async (row) => {
    const { site, result } = await runRow(row);
    expectBlame(site, result, row.error);
  });
});

const THROWS = "() => { throw new Error('no luck'); }";
const DOCS_PRESET = "presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]]";

/** A throwing option function names the option (its path in the config), the config file, the file it ran for, and the message. */
const optionFunctions: Row[] = [
  {
    name: 'docusaurus docs editUrl',
    fixture: 'docusaurus-pages',
    edit: (site) => replaceIn(site, 'docusaurus.config.js', "docs: { sidebarPath: './sidebars.js' }", `docs: { sidebarPath: './sidebars.js', editUrl: ${THROWS} }`),
    error: /^\[folio\] error: <site>\/docusaurus\.config\.js - plugin "docs" failed in load\(\): .*the function `presets\[0\]\[1\]\.docs\.editUrl` threw for docs\/intro\.md: no luck/s,
  },
  ...(['editUrl', 'readingTime'] as const).map((option): Row => ({
    name: `docusaurus blog ${option}`,
    fixture: 'docusaurus-pages',
    edit: (site) => {
      writeText(site, 'docusaurus.config.js', DOCUSAURUS_CONFIG.replace(DOCS_PRESET, `plugins: [['@docusaurus/plugin-content-blog', { showReadingTime: true, ${option}: ${THROWS} }]], ${DOCS_PRESET}`));
      writeText(site, 'blog/2024-01-01-hello.md', '---\ntitle: Hello\n---\n\nHello there.\n');
    },
    error: `[folio] error: <site>/docusaurus.config.js - plugin "blog" failed in load(): the function \`plugins[0][1].${option}\` threw for blog/2024-01-01-hello.md: no luck`,
  })),
  ...(['editUrl', 'readingTime'] as const).map((option): Row => ({
    name: `folio blog ${option}`,
    fixture: 'blog',
    edit: (site) => replaceIn(site, 'site.config.ts', 'blog({ ', `blog({ showReadingTime: true, ${option}: ${THROWS}, `),
    error: new RegExp(`^\\[folio\\] error: <site>/site\\.config\\.ts - plugin "blog" failed in load\\(\\): \\d+ problems:$`),
    stderr: `- the function \`${option}\` threw for blog/2024-01-15-launch.md: no luck`,
  })),
];

describe.concurrent('an option function that throws', () => {
  it.each(optionFunctions)('$name', async (row) => {
    const { site, result } = await runRow(row);
    expectBlame(site, result, row.error);
    if (row.stderr) expect(result.stderr.split('\n')).toContain(row.stderr);
  });
});

/** An image named in a field (front matter `image`, an author's `image_url`) that does not exist fails as one in the text does. */
const MISSING = 'the file "/img/missing.png" does not exist in the static folder (static/)';
const fieldImages: Row[] = [
  {
    name: 'docs front matter image',
    fixture: 'blog',
    edit: (site) => writeText(site, 'docs/pic.md', '---\ntitle: Pic\nimage: ./img/missing.png\n---\n\n# Pic\n'),
    error: `[folio] error: <site>/docs/pic.md:3 - plugin "docs" failed in load(): version "current": front matter \`image\`: ${MISSING}`,
  },
  {
    name: 'blog front matter image',
    fixture: 'blog',
    edit: (site) => writeText(site, 'blog/2024-06-01-pic.md', '---\ntitle: Pic\nimage: /img/missing.png\n---\n\nA post.\n'),
    error: `[folio] error: <site>/blog/2024-06-01-pic.md:3 - plugin "blog" failed in load(): invalid front matter: \`image\`: ${MISSING}`,
  },
  {
    name: 'authors.yml image_url',
    fixture: 'blog',
    edit: (site) => replaceIn(site, 'blog/authors.yml', 'image_url: /img/ada.png', 'image_url: img/missing.png'),
    error: `[folio] error: <site>/blog/authors.yml:5:14 - plugin "blog" failed in load(): \`ada.image_url\`: ${MISSING}`,
  },
  {
    name: 'an inline author image_url',
    fixture: 'blog',
    edit: (site) => writeText(site, 'blog/2024-06-01-pic.md', '---\ntitle: Pic\nauthors:\n  - name: Cy\n    image_url: /img/missing.png\n---\n\nA post.\n'),
    error: `[folio] error: <site>/blog/2024-06-01-pic.md:3 - plugin "blog" failed in load(): invalid front matter: \`authors.0.image_url\`: ${MISSING}`,
  },
  {
    name: 'a Markdown page front matter image',
    fixture: 'pages',
    edit: (site) => writeText(site, 'src/pages/pic.md', '---\ntitle: Pic\nimage: /img/missing.png\n---\n\n# Pic\n'),
    error: `[folio] error: <site>/src/pages/pic.md:3 - plugin "pages" failed in load(): front matter \`image\`: ${MISSING}`,
  },
];

describe.concurrent('an image named in a field', () => {
  it.each(fieldImages)('$name', async (row) => {
    const { site, result } = await runRow(row);
    expectBlame(site, result, row.error);
  });

  it('an image that exists, and a URL, build', async () => {
    const { result } = await runRow({
      name: 'field images that exist',
      fixture: 'blog',
      edit: (site) => {
        writeText(site, 'docs/pic.md', '---\ntitle: Pic\nimage: img/ada.png\n---\n\n# Pic\n');
        writeText(site, 'blog/2024-06-01-pic.md', '---\ntitle: Pic\nimage: https://cdn.example.com/nowhere.png\nauthors:\n  - name: Cy\n    image_url: /img/ada.png\n---\n\nA post.\n');
      },
      error: '',
    });
    expect(result.code, describeRun(result)).toBe(0);
  });
});
