/**
 * A swizzled `src/theme/prism-include-languages.js` (tests/fixtures/docusaurus-prism-swizzle, laid
 * out beside @docusaurus/preset-classic 3.10.2 by tests/docusaurus-theme-site.ts), as Docusaurus
 * runs it: theme-classic's client module hands it prism-react-renderer's Prism, it requires
 * `prismjs/components/prism-${lang}` for each `prism.additionalLanguages` entry (PHP after
 * markup-templating) with that Prism on globalThis, then registers a grammar of the site's own.
 *  - Every such language is highlighted in the built page, the site's own one included.
 *  - The client bundle holds the configured grammars and no other one of prismjs/components: the
 *    run-time path is not a glob over the folder (hundreds of KB of grammars).
 *  - The same file written in TypeScript works the same.
 */
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, runFolio } from '../packages/core/test/helpers.ts';
import { layOutSite } from './docusaurus-theme-site.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-prism-swizzle');
const site = path.join(ROOT, 'tests/.tmp', `docusaurus-prism-swizzle-${process.pid}`);
/** The same site with the swizzled file in TypeScript (`prism-include-languages.ts`). */
const tsSite = path.join(ROOT, 'tests/.tmp', `docusaurus-prism-swizzle-ts-${process.pid}`);

async function build(dir: string): Promise<void> {
  const result = await runFolio(['build', dir], { timeoutMs: 240_000 });
  if (result.code !== 0) throw new Error(`the build failed:\n${describeRun(result)}`);
}

beforeAll(async () => {
  await layOutSite(FIXTURE, site);
  await build(site);
  await layOutSite(FIXTURE, tsSite);
  const js = path.join(tsSite, 'src/theme/prism-include-languages.js');
  const code = readFileSync(js, 'utf8').replace('prismIncludeLanguages(PrismObject)', "prismIncludeLanguages(PrismObject: typeof import('prism-react-renderer').Prism): void");
  writeFileSync(js, code);
  renameSync(js, js.replace(/\.js$/, '.ts'));
  await build(tsSite);
}, 900_000);

afterAll(() => {
  for (const dir of [site, tsSite]) rmSync(dir, { recursive: true, force: true });
});

/** The code block of `language` in the built page: its tokens as `class text` pairs. */
function tokens(language: string, dir = site): string[] {
  const html = readFileSync(path.join(dir, 'build/docs/intro/index.html'), 'utf8');
  const block = new RegExp(`<div class="language-${language} [^"]*"[\\s\\S]*?</pre>`).exec(html)?.[0];
  expect(block, `a ${language} code block`).toBeDefined();
  return [...block!.matchAll(/<span class="token ([\w -]+)"[^>]*>([^<]*)<\/span>/g)].map((match) => `${match[1]} ${match[2]}`);
}

/** The names of the Prism languages a script assigns. */
function languagesAssigned(code: string): Set<string> {
  return new Set([...code.matchAll(/\.languages(?:\.([A-Za-z_$][\w$]*)|\[\s*["'`]([\w-]+)["'`]\s*\])\s*=[^=]/g)].map((match) => (match[1] ?? match[2])!));
}

describe('a swizzled prism-include-languages', () => {
  it("registers the site's own grammar: its code block is highlighted", () => {
    expect(tokens('lantern')).toEqual(expect.arrayContaining(['keyword lamp', 'keyword light', 'number 40', 'comment # the porch lamp', 'keyword dim']));
  });

  it('loads each of additionalLanguages through its require() calls (PHP after markup-templating)', () => {
    expect(tokens('haskell')).toEqual(expect.arrayContaining(['hvariable main', 'operator ::', 'constant IO', 'builtin putStrLn']));
    expect(tokens('php')).toEqual(expect.arrayContaining(['keyword echo']));
  });

  it('bundles the configured grammars and no other one of prismjs/components', () => {
    const assets = path.join(site, 'build/assets');
    const code = readdirSync(assets, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    // Each grammar file assigns `Prism.languages.<name>` (or `['<name>']`); prism-react-renderer's own Prism holds a few (rust, python…) already.
    const assigned = languagesAssigned(code);
    const builtIn = languagesAssigned(readFileSync(path.join(site, 'node_modules/prism-react-renderer/dist/index.mjs'), 'utf8'));
    const grammars = readdirSync(path.join(site, 'node_modules/prismjs/components'))
      .map((file) => /^prism-([\w-]+)\.js$/.exec(file)?.[1])
      .filter((name): name is string => name !== undefined && name !== 'core' && !builtIn.has(name));
    expect(grammars.length).toBeGreaterThan(200);
    const bundled = grammars.filter((name) => assigned.has(name));
    expect(bundled.sort()).toEqual(['haskell', 'markup-templating', 'php']);
  });

  it('in TypeScript too', () => {
    expect(readdirSync(path.join(tsSite, 'src/theme'))).toEqual(['prism-include-languages.ts']);
    expect(tokens('lantern', tsSite)).toEqual(expect.arrayContaining(['keyword lamp', 'number 40']));
    expect(tokens('haskell', tsSite)).toEqual(expect.arrayContaining(['operator ::', 'builtin putStrLn']));
  });
});
