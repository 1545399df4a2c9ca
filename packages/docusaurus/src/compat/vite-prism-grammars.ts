/**
 * `require()` of Prism's grammars, as `src/theme/prism-include-languages.js` (theme-classic's, or
 * the site's swizzled copy) writes it: `require('prismjs/components/prism-markup-templating.js')`
 * and, for each `themeConfig.prism.additionalLanguages` entry,
 * `require(\`prismjs/components/prism-${lang}\`)`, with prism-react-renderer's Prism set on
 * globalThis just before and removed just after. A grammar is a script on the global `Prism`.
 *
 * Under webpack each grammar runs when its require() call does. Here too: each grammar becomes a
 * module exporting a function that runs the grammar's code once, on the `globalThis.Prism` of that
 * moment (an ES import would run it when the requiring module loads, before the Prism is set), and
 * the call becomes a call of it. A path built at run time names exactly the grammars the config
 * lists (webpack's context would hold all of prismjs/components, hundreds of KB for a few used);
 * another name is an error saying where to add it, thrown when the server renders the pages.
 *
 * Runs before vite-require.ts, which then sees none of these calls. Only with Docusaurus's own
 * theme (classic/), whose client module calls `@theme/prism-include-languages`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin as VitePlugin } from 'vite';
import { pureLoad } from '@folio/core';
import { loadRequireParser } from './require-parser.ts';
import { findRequires, isSiteModule, langOf, problem, RequireError, toFolioError, type Lang, type RequireCall } from './vite-require.ts';

const FOLDER = 'prismjs/components/';
/** A grammar's path, with or without `.js`: its name. */
const GRAMMAR = /^prismjs\/components\/prism-([\w-]+?)(?:\.js)?$/;
/** The module of one grammar (its file's absolute path follows), and the run-time `require` over several. */
export const GRAMMAR_MODULE = 'virtual:folio-prism-grammar:';
export const GRAMMARS_MODULE = 'virtual:folio-prism-grammars';
/** theme-classic's own prism-include-languages, which the theme's client module calls when the site has none. */
const CLASSIC_FILE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]prism-include-languages\.js$/;

export interface GrammarHost {
  /** The grammars a path built at run time may name: the config's additionalLanguages (markup-templating with php). */
  languages: readonly string[];
  /** The file a grammar's path resolves to, undefined when it resolves nowhere. */
  fileOf(specifier: string): Promise<string | undefined>;
}

/** PURE: a call naming a grammar (`static`), or building a path inside prismjs/components/ (`context`); undefined for any other. */
export function grammarCall(call: RequireCall): 'static' | 'context' | undefined {
  if (call.refused) return undefined;
  if (call.argument.kind === 'static') return GRAMMAR.test(call.argument.specifier) ? 'static' : undefined;
  if (call.argument.kind !== 'context') return undefined;
  const [first] = call.argument.statics;
  return first!.startsWith(FOLDER) && !first!.slice(FOLDER.length).includes('/') ? 'context' : undefined;
}

/** PURE: the grammar names among `languages` a path built from `statics` can take, each variable part within one folder level. */
export function grammarsMatching(statics: readonly string[], languages: readonly string[]): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${statics.map(escape).join('[^/]*')}$`);
  return languages.filter((lang) => pattern.test(`${FOLDER}prism-${lang}`) || pattern.test(`${FOLDER}prism-${lang}.js`));
}

/**
 * The module with its grammar require() calls rewritten (see the file's comment), or undefined when
 * it has none. Throws RequireError for a grammar that does not resolve.
 */
export async function rewriteGrammarRequires(code: string, lang: Lang, host: GrammarHost, file = 'module.js'): Promise<{ code: string; map: ReturnType<MagicString['generateMap']> } | undefined> {
  if (!code.includes(FOLDER)) return undefined;
  await loadRequireParser();
  const found = findRequires(code, lang);
  const calls = found && !found.commonJs ? found.calls.filter((call) => grammarCall(call)) : [];
  if (!found || calls.length === 0) return undefined;
  let name = '__folio_prism';
  while (code.includes(name)) name += '_';
  const imports = new Map<string, string>();
  const contexts: string[] = [];
  const loaderOf = async (call: RequireCall, specifier: string): Promise<string> => {
    const resolved = await host.fileOf(specifier);
    if (!resolved) throw problem(found.calls, call, `Could not resolve '${specifier}' (a require() call)`, 'install prismjs, the package of Prism\'s grammars, as theme-classic has it');
    if (!imports.has(resolved)) imports.set(resolved, `${name}${imports.size}`);
    return imports.get(resolved)!;
  };
  const s = new MagicString(code);
  for (const call of calls) {
    const { argument } = call;
    if (argument.kind === 'static') {
      s.overwrite(call.start, call.end, `${await loaderOf(call, argument.specifier)}()`);
      continue;
    }
    const entries: string[] = [];
    for (const grammar of grammarsMatching(argument.kind === 'context' ? argument.statics : [], host.languages)) {
      entries.push(`${JSON.stringify(`${FOLDER}prism-${grammar}`)}: ${await loaderOf(call, `${FOLDER}prism-${grammar}.js`)}`);
    }
    contexts.push(`const ${name}_context${contexts.length} = ${name}_requireGrammar({ ${entries.join(', ')} }, ${JSON.stringify(host.languages)});`);
    s.overwrite(call.start, call.calleeEnd, `${name}_context${contexts.length - 1}`);
  }
  const header = [
    ...[...imports].map(([grammar, local]) => `import ${local} from ${JSON.stringify(GRAMMAR_MODULE + grammar)};`),
    ...(contexts.length ? [`import { requireGrammar as ${name}_requireGrammar } from ${JSON.stringify(GRAMMARS_MODULE)};`, ...contexts] : []),
  ].join('\n');
  s.appendLeft(found.insertAt, found.insertAt === 0 ? `${header}\n` : `\n${header}`);
  return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: file, includeContent: true }) };
}

/** PURE: the module of a grammar: a function running its code once, on the Prism of globalThis when called; it returns the module's (empty) exports. */
export function grammarModule(source: string): string {
  return [
    'const exports = {};',
    'let ran = false;',
    'export default function requireGrammar() {',
    '  if (!ran) {',
    '    (function (Prism) {',
    source,
    '    })(globalThis.Prism);',
    '    ran = true;',
    '  }',
    '  return exports;',
    '}',
    '',
  ].join('\n');
}

export const GRAMMARS_CODE = `export function requireGrammar(grammars, configured) {
  return function require(request) {
    const asked = String(request);
    const key = asked.replace(/\\.js$/, '');
    if (Object.prototype.hasOwnProperty.call(grammars, key)) return grammars[key]();
    const listed = configured.length ? configured.join(', ') : 'none';
    throw Object.assign(new Error("Cannot find module '" + asked + "': Folio bundles the Prism grammars of themeConfig.prism.additionalLanguages (" + listed + "); add the language there"), { code: 'MODULE_NOT_FOUND' });
  };
}
`;

/**
 * The Vite plugin: the grammar require() calls of the site's modules and of theme-classic's
 * prism-include-languages rewritten, a grammar's path resolved from the requiring module, else
 * from `fallbackDir` (theme-classic's folder: a site's swizzled copy under pnpm may not see prismjs).
 */
export function prismGrammarsPlugin(options: { languages: readonly string[]; fallbackDir?: string }): VitePlugin {
  let root = process.cwd();
  // Its modules made from no file are a constant and each grammar file's text, read again.
  return pureLoad({
    name: 'folio:docusaurus-prism-grammars',
    configResolved(config) {
      root = config.root;
    },
    resolveId: {
      filter: { id: /^virtual:folio-prism-grammar/ },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:folio-prism-grammar/ },
      handler(id) {
        if (id === `\0${GRAMMARS_MODULE}`) return GRAMMARS_CODE;
        const file = id.slice(1 + GRAMMAR_MODULE.length);
        this.addWatchFile(file);
        return grammarModule(readFileSync(file, 'utf8'));
      },
    },
    transform: {
      filter: { id: { include: /\.(?:[cm]?[jt]sx?|mdx?)$/, exclude: /^\0/ }, code: FOLDER },
      async handler(code, id) {
        if (id.includes('?') || !path.isAbsolute(id) || !(isSiteModule(id, root) || CLASSIC_FILE.test(id))) return undefined;
        const host: GrammarHost = {
          languages: options.languages,
          fileOf: async (specifier) => {
            const resolved = (await this.resolve(specifier, id, { skipSelf: true })) ?? (options.fallbackDir ? await this.resolve(specifier, path.join(options.fallbackDir, 'package.json'), { skipSelf: true }) : null);
            return resolved && !resolved.external ? resolved.id.split('?')[0] : undefined;
          },
        };
        try {
          return await rewriteGrammarRequires(code, langOf(id), host, id);
        } catch (error) {
          throw error instanceof RequireError ? toFolioError(error, id, code) : error;
        }
      },
    },
  });
}
