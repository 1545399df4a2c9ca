/**
 * The rewrite of Prism's grammar require() calls (vite-prism-grammars.ts): module in → module out,
 * and the grammar module run as webpack runs a grammar (when required, once, on the Prism of
 * globalThis then).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequireCall } from './vite-require.ts';
import { findRequires, RequireError } from './vite-require.ts';
import { loadRequireParser } from './require-parser.ts';

beforeAll(() => loadRequireParser());
import { GRAMMARS_CODE, grammarCall, grammarModule, grammarsMatching, rewriteGrammarRequires, type GrammarHost } from './vite-prism-grammars.ts';

/** Resolution as the plugin does it, for made-up files: `prism-missing` resolves nowhere. */
const host = (languages: string[]): GrammarHost => ({
  languages,
  fileOf: async (specifier) => (specifier.includes('missing') ? undefined : `/nm/${specifier.replace(/\.js$/, '')}.js`),
});

const rewrite = async (code: string, languages = ['java', 'markup-templating', 'php']) => (await rewriteGrammarRequires(code, 'jsx', host(languages)))?.code;

const SWIZZLED = `export default function prismIncludeLanguages(PrismObject) {
  globalThis.Prism = PrismObject;
  additionalLanguages.forEach((lang) => {
    if (lang === 'php') {
      require('prismjs/components/prism-markup-templating.js');
    }
    require(\`prismjs/components/prism-\${lang}\`);
  });
  delete globalThis.Prism;
}`;

describe('rewriteGrammarRequires', () => {
  it("turns theme-classic's prism loop into calls of the configured grammars, and no other", async () => {
    expect(await rewrite(SWIZZLED)).toBe(
      [
        'import __folio_prism0 from "virtual:folio-prism-grammar:/nm/prismjs/components/prism-markup-templating.js";',
        'import __folio_prism1 from "virtual:folio-prism-grammar:/nm/prismjs/components/prism-java.js";',
        'import __folio_prism2 from "virtual:folio-prism-grammar:/nm/prismjs/components/prism-php.js";',
        'import { requireGrammar as __folio_prism_requireGrammar } from "virtual:folio-prism-grammars";',
        'const __folio_prism_context0 = __folio_prism_requireGrammar({ "prismjs/components/prism-java": __folio_prism1, "prismjs/components/prism-markup-templating": __folio_prism0, "prismjs/components/prism-php": __folio_prism2 }, ["java","markup-templating","php"]);',
        'export default function prismIncludeLanguages(PrismObject) {',
        '  globalThis.Prism = PrismObject;',
        '  additionalLanguages.forEach((lang) => {',
        "    if (lang === 'php') {",
        '      __folio_prism0();',
        '    }',
        '    __folio_prism_context0(`prismjs/components/prism-${lang}`);',
        '  });',
        '  delete globalThis.Prism;',
        '}',
      ].join('\n'),
    );
  });

  it('a run-time path with no language configured names none, and a call of it says where to add one', async () => {
    const code = (await rewrite('require(`prismjs/components/prism-${lang}`);', []))!;
    expect(code).toContain('__folio_prism_requireGrammar({  }, []);');
    expect(code).not.toContain('virtual:folio-prism-grammar:');
  });

  it.each<[string, string, string | undefined]>([
    ['a grammar without .js, its value used', "const java = require('prismjs/components/prism-java');", 'import __folio_prism0 from "virtual:folio-prism-grammar:/nm/prismjs/components/prism-java.js";\nconst java = __folio_prism0();'],
    ['the same grammar twice: one import', "require('prismjs/components/prism-java');\nrequire('prismjs/components/prism-java.js');", 'import __folio_prism0 from "virtual:folio-prism-grammar:/nm/prismjs/components/prism-java.js";\n__folio_prism0();\n__folio_prism0();'],
    ['another require() left to vite-require.ts', "require('./img/a.png');", undefined],
    ['prismjs itself, not a grammar', "require('prismjs');", undefined],
    ['a local require', "function f(require) { require('prismjs/components/prism-java'); }", undefined],
    ['a CommonJS module (the bundler takes it as it is)', "require('prismjs/components/prism-java');\nmodule.exports = {};", undefined],
  ])('%s', async (_, input, output) => {
    expect(await rewrite(input)).toBe(output);
  });

  it('names a grammar that resolves nowhere, at its call', async () => {
    const error = await rewriteGrammarRequires("require('prismjs/components/prism-missing');", 'jsx', host([])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequireError);
    expect((error as RequireError).message).toBe("Could not resolve 'prismjs/components/prism-missing' (a require() call)");
    expect((error as RequireError).start).toBe(0);
  });
});

describe('grammarCall and grammarsMatching', () => {
  const callOf = (code: string): RequireCall => findRequires(code, 'jsx')!.calls[0]!;
  it.each<[string, 'static' | 'context' | undefined]>([
    ["require('prismjs/components/prism-java')", 'static'],
    ["require('prismjs/components/prism-java.js')", 'static'],
    ["require('prismjs/components/index.js')", undefined],
    ["require('prismjs/prism.js')", undefined],
    ['require(`prismjs/components/prism-${lang}`)', 'context'],
    ["require('prismjs/components/' + file)", 'context'],
    ['require(`prismjs/components/${dir}/x`)', 'context'],
    ['require(`prismjs/${dir}/prism-x`)', undefined],
    ['require(`./grammars/${lang}`)', undefined],
  ])('%s: %s', (code, kind) => {
    expect(grammarCall(callOf(code))).toBe(kind);
  });

  it.each<[string[], string[]]>([
    [['prismjs/components/prism-', ''], ['java', 'markup-templating', 'php']],
    [['prismjs/components/prism-', '.js'], ['java', 'markup-templating', 'php']],
    [['prismjs/components/prism-p', ''], ['php']],
    [['prismjs/components/', ''], ['java', 'markup-templating', 'php']],
    [['prismjs/components/prism-', '.min.js'], []],
    [['prismjs/components/', '/x'], []],
  ])('%j', (statics, expected) => {
    expect(grammarsMatching(statics, ['java', 'markup-templating', 'php'])).toEqual(expected);
  });
});

describe("the run-time require over a config's grammars", () => {
  const requireGrammar = new Function(`${GRAMMARS_CODE.replace('export function', 'return function')}`)() as (grammars: Record<string, () => object>, configured: string[]) => (request: string) => object;

  it('runs the grammar a path names, with or without .js, and refuses another, saying where to add it', () => {
    const ran: string[] = [];
    const require = requireGrammar({ 'prismjs/components/prism-java': () => (ran.push('java'), {}) }, ['java']);
    require('prismjs/components/prism-java');
    require('prismjs/components/prism-java.js');
    expect(ran).toEqual(['java', 'java']);
    expect(() => require('prismjs/components/prism-rust')).toThrow(
      "Cannot find module 'prismjs/components/prism-rust': Folio bundles the Prism grammars of themeConfig.prism.additionalLanguages (java); add the language there",
    );
    expect(() => requireGrammar({}, [])('prismjs/components/prism-rust')).toThrow('additionalLanguages (none)');
  });
});

describe('grammarModule', () => {
  /** The module's default export, evaluated as the bundler would (an ES module's code in a function). */
  const load = (source: string) => new Function(`${grammarModule(source).replace('export default function', 'return function')}`)() as () => object;

  it('runs the grammar when required, on the Prism of globalThis then, and once', () => {
    const run = load("Prism.languages.lamp = { keyword: /lamp/ };\nPrism.count = (Prism.count || 0) + 1;");
    const prism = { languages: {} as Record<string, unknown>, count: 0 };
    const before = (globalThis as { Prism?: unknown }).Prism;
    try {
      (globalThis as { Prism?: unknown }).Prism = prism;
      const exported = run();
      expect(prism.languages.lamp).toEqual({ keyword: /lamp/ });
      expect(run()).toBe(exported);
      expect(prism.count).toBe(1);
    } finally {
      (globalThis as { Prism?: unknown }).Prism = before;
    }
  });

  it('runs nothing when the module is loaded, and runs again after a grammar that threw', () => {
    const prism = { languages: {} as Record<string, unknown> };
    const run = load('Prism.languages.lamp = {};');
    expect(prism.languages).toEqual({});
    const before = (globalThis as { Prism?: unknown }).Prism;
    try {
      delete (globalThis as { Prism?: unknown }).Prism;
      expect(() => run()).toThrow(TypeError);
      (globalThis as { Prism?: unknown }).Prism = prism;
      run();
      expect(prism.languages.lamp).toEqual({});
    } finally {
      (globalThis as { Prism?: unknown }).Prism = before;
    }
  });
});
