/**
 * The require() rewrite of vite-require.ts, module in → module out: each form of call Docusaurus
 * sites write, what is left alone, and the calls refused, with the place each error names.
 */
import { describe, expect, it } from 'vitest';
import { findRequires, locateCall, RequireError, transformRequires, type ImportForm, type RequireHost } from '../src/compat/vite-require.ts';

/** Resolution as the plugin does it, for made-up paths: `missing` resolves nowhere, `.json` is JSON, `cjs-` packages are CommonJS. */
const host: RequireHost = {
  async formOf(specifier) {
    if (specifier.includes('missing')) return undefined;
    return (specifier.endsWith('.json') ? 'json' : specifier.startsWith('cjs-') ? 'commonjs' : 'namespace') satisfies ImportForm;
  },
  async folderOf(prefix) {
    const folders: Record<string, { base: string; exhaustive: boolean }> = {
      './img/': { base: './img/', exhaustive: false },
      '@site/static/img/': { base: '../static/img/', exhaustive: false },
      'prismjs/components/': { base: '../node_modules/prismjs/components/', exhaustive: true },
      '../(group)/': { base: '../(group)/', exhaustive: false },
    };
    return folders[prefix];
  },
};

const rewrite = async (code: string, lang: 'jsx' | 'tsx' = 'jsx') => (await transformRequires(code, lang, host))?.code;

const CONTEXT = 'import { requireContext as __folio_require_requireContext } from "virtual:folio-require-context";';

describe('transformRequires', () => {
  it.each([
    ['an asset, its URL as .default', `export const src = require('./img/a.png').default;`, `import * as __folio_require0 from "./img/a.png";\nexport const src = __folio_require0.default;`],
    ['a JSON file, its value', `const data = require("@site/src/data.json");\nuse(data.planet);`, `import __folio_require0 from "@site/src/data.json";\nconst data = __folio_require0;\nuse(data.planet);`],
    ['an ES module, its namespace', `const Card = require('../components/Card').default;`, `import * as __folio_require0 from "../components/Card";\nconst Card = __folio_require0.default;`],
    ['a CommonJS module, its module.exports', `const debounce = require('cjs-debounce');`, `import __folio_require0 from "cjs-debounce";\nconst debounce = __folio_require0;`],
    ['a template literal without a variable part', 'const a = require(`./img/a.png`).default;', `import * as __folio_require0 from "./img/a.png";\nconst a = __folio_require0.default;`],
    ['the same path twice: one import', `a(require('./img/a.png'), require('./img/a.png'));`, `import * as __folio_require0 from "./img/a.png";\na(__folio_require0, __folio_require0);`],
    [
      'a call of its own: a side-effect import',
      `function load() {\n  require('prismjs/components/prism-java');\n}`,
      `import "prismjs/components/prism-java";\nfunction load() {\n  void 0;\n}`,
    ],
    [
      'inside a function and JSX, in source order',
      `export default function Logo() {\n  const Svg = require('@site/static/img/logo.svg').default;\n  return <img src={require('./img/b.png').default} />;\n}`,
      `import * as __folio_require0 from "@site/static/img/logo.svg";\nimport * as __folio_require1 from "./img/b.png";\nexport default function Logo() {\n  const Svg = __folio_require0.default;\n  return <img src={__folio_require1.default} />;\n}`,
    ],
    ['after the directives', `'use client';\nconst a = require('./img/a.png');`, `'use client';\nimport * as __folio_require0 from "./img/a.png";\nconst a = __folio_require0;`],
    ['a name the module does not use', `const __folio_require0 = 1;\nconst a = require('./img/a.png');`, `import * as __folio_require_0 from "./img/a.png";\nconst __folio_require0 = 1;\nconst a = __folio_require_0;`],
    [
      'a template literal over a folder',
      'const flag = (code) => require(`./img/${code}.png`).default;',
      `${CONTEXT}\nconst __folio_require_context0 = __folio_require_requireContext(import.meta.glob("./img/*.png", { eager: true }), "./img/", "./img/");\nconst flag = (code) => __folio_require_context0(\`./img/\${code}.png\`).default;`,
    ],
    [
      'a concatenation from @site/',
      `const icon = (name) => require('@site/static/img/' + name + '.svg');`,
      `${CONTEXT}\nconst __folio_require_context0 = __folio_require_requireContext(import.meta.glob("../static/img/*.svg", { eager: true }), "@site/static/img/", "../static/img/");\nconst icon = (name) => __folio_require_context0('@site/static/img/' + name + '.svg');`,
    ],
    [
      "the prism loop: an installed package's folder, node_modules searched",
      'langs.forEach((lang) => {\n  require(`prismjs/components/prism-${lang}`);\n});',
      `${CONTEXT}\nconst __folio_require_context0 = __folio_require_requireContext(import.meta.glob("../node_modules/prismjs/components/prism-*", { eager: true, exhaustive: true }), "prismjs/components/", "../node_modules/prismjs/components/");\nlangs.forEach((lang) => {\n  __folio_require_context0(\`prismjs/components/prism-\${lang}\`);\n});`,
    ],
    [
      'two variable parts, glob characters of the path escaped',
      'const a = (x, y) => require(`../(group)/${x}/${y}.md`);',
      `${CONTEXT}\nconst __folio_require_context0 = __folio_require_requireContext(import.meta.glob("../\\\\(group\\\\)/*/*.md", { eager: true }), "../(group)/", "../(group)/");\nconst a = (x, y) => __folio_require_context0(\`../(group)/\${x}/\${y}.md\`);`,
    ],
    ['TypeScript kept as it is', `const a: string = require('./img/a.png').default as string;`, `import * as __folio_require0 from "./img/a.png";\nconst a: string = __folio_require0.default as string;`],
  ])('%s', async (_, input, output) => {
    expect(await rewrite(input, input.includes(': string') ? 'tsx' : 'jsx')).toBe(output);
  });

  it.each([
    ['require.resolve', `const file = require.resolve('./img/a.png');`],
    ['typeof require', `const cjs = typeof require === 'function';`],
    ['a parameter named require', `function load(require) {\n  return require('./img/a.png');\n}`],
    ['a local variable named require', `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nrequire('./missing');`],
    ['an imported require', `import require from 'x';\nrequire('./missing');`],
    ['a CommonJS module (the bundler takes it as it is)', `module.exports = require('./missing.json');`],
    ['a call of a method named require', `loader.require('./missing');`],
    ['a mention in a string', `const text = "require('./missing')";`],
  ])('leaves alone %s', async (_, input) => {
    expect(await rewrite(input)).toBeUndefined();
  });

  it('rewrites the calls outside the scope of a local require only', async () => {
    const input = `function local(require) {\n  return require('./missing');\n}\nconst a = require('./img/a.png');\n{\n  const require = () => 1;\n  require('./missing');\n}`;
    expect(await rewrite(input)).toBe(
      `import * as __folio_require0 from "./img/a.png";\nfunction local(require) {\n  return require('./missing');\n}\nconst a = __folio_require0;\n{\n  const require = () => 1;\n  require('./missing');\n}`,
    );
  });

  it('maps the rewritten code back to the module', async () => {
    const result = await transformRequires(`const a = require('./img/a.png');\n`, 'jsx', host, '/site/docs/a.js');
    expect(result?.map.sources).toEqual(['/site/docs/a.js']);
    expect(result?.map.mappings).not.toBe('');
  });
});

describe('the calls refused', () => {
  it.each([
    ['a path that does not resolve', `const a = 1;\nconst b = require('./missing.png').default;`, /^Could not resolve '\.\/missing\.png' \(a require\(\) call\)$/, 1, 10],
    ['a variable', `const b = require(name);`, /^require\(\) of a path Folio cannot follow at build time$/, 0, 10],
    ['a call result', `const b = require(pathOf('x'));`, /cannot follow/, 0, 10],
    ['a template literal without a folder', 'const b = require(`${dir}/a.png`);', /needs the folder it starts from/, 0, 10],
    ['a concatenation without a folder', `const b = require('icon-' + name);`, /needs the folder it starts from/, 0, 10],
    ['an absolute folder', 'const b = require(`/img/${name}.png`);', /needs the folder it starts from/, 0, 10],
    ['a folder that does not exist', 'const b = require(`./nothing/${name}.png`);', /^Could not resolve the folder '\.\/nothing\/' \(a require\(\) call\)$/, 0, 10],
    ['two arguments', `require('./img/a.png', 'b');`, /^require\(\) takes one path \(this call has 2 arguments\)$/, 0, 0],
    ['no argument', `require();`, /this call has 0 arguments/, 0, 0],
    ['require.context', `const pages = require.context('./img', true, /\\.png$/);`, /require\.context\(\) is webpack's own/, 0, 14],
  ])('%s', async (_, input, message, line, column) => {
    const error = await transformRequires(input, 'jsx', host).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(RequireError);
    expect((error as RequireError).message).toMatch(message);
    const before = input.slice(0, (error as RequireError).start).split('\n');
    expect([before.length - 1, before.at(-1)!.length]).toEqual([line, column]);
  });
});

describe('locateCall: the call an error names, in the source the module was compiled from', () => {
  const second = (code: string) => findRequires(code, 'jsx')!.calls.filter((call) => call.key === '"./missing.png"')[1]!;

  it.each([
    [
      'an MDX page (not JavaScript: its text is searched)',
      '/site/docs/page.mdx',
      `# Title\n\n<img src={require('./missing.png').default} />\n\nAgain: <img src={require( "./missing.png" ).default} />\n`,
      { line: 5, column: 18 },
    ],
    [
      'a TypeScript file (parsed: a mention in a comment is not a call)',
      '/site/src/pages/index.tsx',
      `// require('./missing.png') is how webpack sites write it\nconst a: string = require('./missing.png');\nconst b: string = require('./missing.png');\n`,
      { line: 3, column: 19 },
    ],
  ])('%s', (_, file, source, at) => {
    // The compiled module holds the same two calls; the error is about its second.
    const call = second(`const a = require("./missing.png");\nconst b = require("./missing.png");`);
    const error = new RequireError('x', call.start, call.key, 1);
    expect(locateCall(source, file, error)).toEqual(at);
  });

  it('names no place when the source has no such call', () => {
    expect(locateCall('# Title\n', '/site/docs/page.md', { key: '"./missing.png"', occurrence: 0 })).toBeUndefined();
  });
});
