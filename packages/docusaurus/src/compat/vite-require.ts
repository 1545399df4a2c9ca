/**
 * `require()` in a Docusaurus site's own modules, as webpack gives it. Sites write
 * `require('./img.png').default`, `require('@site/src/data/team.json')` and
 * `require('../components/Card').default` in MDX, pages and components; the browser has no
 * `require`, so each call becomes an ES import hoisted to the top of the module:
 * - a JSON file is its parsed value (`import x from`), as webpack's JSON modules;
 * - a CommonJS module is its `module.exports` (`import x from`, the bundler's interop);
 * - anything else is its module namespace (`import * as x from`): an ES module's exports, an
 *   asset's `{ default: url }` (webpack's file and url loaders with esModule), an SVG's
 *   `{ default: Component }` (svg-components.ts, as Docusaurus's SVGR);
 * - a call that is a statement of its own (`require('./polyfill.js');`) is a side-effect import
 *   (Prism's grammars, with Docusaurus's theme: vite-prism-grammars.ts, which runs first).
 * A path built at run time from a folder (`require(\`./flags/${code}.png\`)`, or `'./flags/' + code`)
 * is every file of that folder the pattern matches, through `import.meta.glob` (eager): each
 * variable part matches within one folder level, as in Vite's dynamic imports.
 *
 * Unlike webpack's, the modules are evaluated when the requiring module is, not when the call runs.
 * `require.resolve(...)`, `typeof require` and a local binding named `require` are left alone; any
 * other require() call (a path Folio cannot follow, `require.context`) stops the build naming the
 * file, line and column of the call, as does a path that does not resolve. CommonJS modules (no
 * `import`/`export`, `module.exports` or `exports.x` used) are the bundler's to handle as they are.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin as VitePlugin } from 'vite';
import { FolioError, pureLoad } from '@folio/core';
import { langOf, loadRequireParser, parseModule, type Lang } from './require-parser.ts';

export { langOf, type Lang };

/** How a required module is imported: see the file's comment. */
export type ImportForm = 'json' | 'commonjs' | 'namespace';

/** What the rewrite asks of the bundler's resolution, for the module being transformed. */
export interface RequireHost {
  /** The import form of `specifier`, or undefined when it does not resolve. */
  formOf(specifier: string): Promise<ImportForm | undefined>;
  /**
   * The folder a run-time path starts from (`./flags/`, `@site/static/img/`, `prismjs/components/`)
   * as a glob base relative to the module (`./flags/`, `../static/img/`), with `exhaustive` when it
   * is inside node_modules; undefined when there is no such folder.
   */
  folderOf(prefix: string): Promise<{ base: string; exhaustive: boolean } | undefined>;
}

/**
 * A require() call the rewrite cannot take: `start` is its offset in the module rewritten, `key` its
 * argument (see RequireCall) and `occurrence` its rank among the module's calls with that argument.
 */
export class RequireError extends Error {
  constructor(message: string, readonly start: number, readonly key: string, readonly occurrence: number, readonly hint?: string) {
    super(message);
  }
}

// oxc's ESTree nodes, walked generically.
type Node = { type: string; start: number; end: number; [key: string]: any };

type Argument = { kind: 'static'; specifier: string } | { kind: 'context'; statics: string[] } | { kind: 'unsupported' };

/**
 * One require() call of a module, as found by findRequires: `statement` when its value is not used,
 * `key` its argument's text (whitespace and quote style aside), `refused` why it cannot be rewritten.
 */
export interface RequireCall {
  start: number;
  end: number;
  calleeEnd: number;
  statement: boolean;
  key: string;
  argument: Argument;
  refused?: string;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const BLOCKS = new Set(['Program', 'BlockStatement', 'StaticBlock', 'ForStatement', 'ForInStatement', 'ForOfStatement', 'SwitchStatement', 'CatchClause', ...FUNCTIONS]);

/** PURE: the argument's text as a key: no whitespace, one quote style. */
export const argumentKey = (text: string): string => text.replace(/\s+/g, '').replace(/'/g, '"');

/** The names a binding pattern declares. */
function patternNames(pattern: Node | null | undefined, out: string[] = []): string[] {
  if (!pattern) return out;
  if (pattern.type === 'Identifier') out.push(pattern.name);
  else if (pattern.type === 'ObjectPattern') for (const property of pattern.properties) patternNames(property.type === 'RestElement' ? property.argument : property.value, out);
  else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements) patternNames(element, out);
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left, out);
  else if (pattern.type === 'RestElement' || pattern.type === 'TSParameterProperty') patternNames(pattern.argument ?? pattern.parameter, out);
  return out;
}

/** The node a declaration of `require` in `node` is visible in, if `node` declares it. */
function requireScope(node: Node, ancestors: Node[]): Node | undefined {
  const nearest = (set: Set<string>) => ancestors.findLast((ancestor) => set.has(ancestor.type));
  const declares = (...patterns: Array<Node | null | undefined>) => patterns.some((pattern) => patternNames(pattern).includes('require'));
  if (node.type === 'VariableDeclaration' && declares(...node.declarations.map((declarator: Node) => declarator.id))) {
    return node.kind === 'var' ? nearest(new Set(['Program', ...FUNCTIONS])) : nearest(BLOCKS);
  }
  if (FUNCTIONS.has(node.type)) {
    if (declares(...node.params) || (node.type === 'FunctionExpression' && declares(node.id))) return node;
    if (node.type === 'FunctionDeclaration' && declares(node.id)) return nearest(BLOCKS);
  }
  if (node.type === 'ClassDeclaration' && declares(node.id)) return nearest(BLOCKS);
  if (node.type === 'CatchClause' && declares(node.param)) return node;
  if ((node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier') && node.local.name === 'require') return ancestors[0];
  return undefined;
}

/** Visit every node, parents first, with its ancestors. */
function walk(node: Node, visit: (node: Node, ancestors: Node[]) => void, ancestors: Node[] = []): void {
  visit(node, ancestors);
  ancestors.push(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') walk(child, visit, ancestors);
    } else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit, ancestors);
  }
  ancestors.pop();
}

const unwrap = (node: Node): Node => (node.type === 'ParenthesizedExpression' ? unwrap(node.expression) : node);

/** The operands of a `+` chain, left to right. */
const operands = (node: Node): Node[] => (node.type === 'BinaryExpression' && node.operator === '+' ? [...operands(unwrap(node.left)), unwrap(node.right)] : [node]);

/** A require() argument: a string, a path built from a leading string, or neither. */
function argumentOf(node: Node): Argument {
  if (node.type === 'Literal' && typeof node.value === 'string') return { kind: 'static', specifier: node.value };
  let parts: Array<string | null>;
  if (node.type === 'TemplateLiteral') {
    parts = node.quasis.flatMap((quasi: Node, index: number) => (index === 0 ? [quasi.value.cooked] : [null, quasi.value.cooked]));
  } else if (node.type === 'BinaryExpression' && node.operator === '+') {
    parts = operands(node).map((operand) => (operand.type === 'Literal' && typeof operand.value === 'string' ? operand.value : operand.type === 'TemplateLiteral' && operand.expressions.length === 0 ? operand.quasis[0].value.cooked : null));
  } else {
    return { kind: 'unsupported' };
  }
  if (parts.some((part) => part === undefined) || typeof parts[0] !== 'string') return { kind: 'unsupported' };
  // Strings between the variable parts, adjacent strings joined.
  const statics = [''];
  for (const part of parts) {
    if (part === null) statics.push('');
    else statics[statics.length - 1] += part;
  }
  return statics.length === 1 ? { kind: 'static', specifier: statics[0]! } : { kind: 'context', statics };
}

/**
 * PURE: the require() calls of a module that reach the global `require` (none bound in scope),
 * whether the module is CommonJS, and where imports may be inserted (after its directives);
 * undefined when the code does not parse. loadRequireParser must have been awaited.
 */
export function findRequires(code: string, lang: Lang): { calls: RequireCall[]; commonJs: boolean; insertAt: number } | undefined {
  const parsed = parseModule(code, lang);
  if (parsed.errors.some((error) => error.severity === 'Error')) return undefined;
  const program = parsed.program as unknown as Node;
  const scopes: Node[] = [];
  const found: Array<{ node: Node; parent: Node }> = [];
  let usesExports = false;
  walk(program, (node, ancestors) => {
    const scope = requireScope(node, ancestors.length ? ancestors : [node]);
    if (scope) scopes.push(scope);
    if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && (node.object.name === 'exports' || (node.object.name === 'module' && node.property.name === 'exports'))) usesExports = true;
    const callee = node.type === 'CallExpression' ? unwrap(node.callee) : undefined;
    const isRequire = callee?.type === 'Identifier' && callee.name === 'require';
    const isContext = callee?.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'require' && callee.property.name === 'context';
    if (isRequire || isContext) found.push({ node, parent: ancestors.at(-1)! });
  });
  const calls = found
    .filter(({ node }) => !scopes.some((scope) => scope.start <= node.start && node.start < scope.end))
    .map(({ node, parent }): RequireCall => {
      const [first] = node.arguments as Node[];
      const key = argumentKey(first ? code.slice(first.start, node.arguments.at(-1).end) : '');
      const statement = parent.type === 'ExpressionStatement' && parent.expression === node;
      const base = { start: node.start, end: node.end, calleeEnd: node.callee.end, statement, key };
      if (unwrap(node.callee).type === 'MemberExpression') return { ...base, argument: { kind: 'unsupported' }, refused: 'require.context() is webpack\'s own; use import.meta.glob("./folder/*.ext", { eager: true })' };
      if (node.arguments.length !== 1 || first!.type === 'SpreadElement') return { ...base, argument: { kind: 'unsupported' }, refused: `require() takes one path (this call has ${node.arguments.length} arguments)` };
      return { ...base, argument: argumentOf(unwrap(first!)) };
    });
  const directives = (program.body as Node[]).filter((statement, index, body) => statement.type === 'ExpressionStatement' && typeof statement.directive === 'string' && body.slice(0, index).every((before) => typeof before.directive === 'string'));
  return { calls, commonJs: usesExports && !parsed.module.hasModuleSyntax, insertAt: directives.at(-1)?.end ?? 0 };
}

/** The virtual module of the run-time half of a path built at run time. */
export const CONTEXT_MODULE = 'virtual:folio-require-context';
const CONTEXT_ID = `\0${CONTEXT_MODULE}`;
/** Suffixes a run-time path may leave out, as Docusaurus's webpack resolves them. */
const SUFFIXES = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.json', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];
/**
 * `requireContext(modules, from, to)`: a `require` over the modules of an eager `import.meta.glob`
 * whose keys start `to` (the folder as the glob names it) where the paths asked for start `from`.
 */
const CONTEXT_CODE = `const SUFFIXES = ${JSON.stringify(SUFFIXES)};
export function requireContext(modules, from, to) {
  return function require(request) {
    const asked = String(request);
    const key = asked.startsWith(from) ? to + asked.slice(from.length) : undefined;
    const found = key === undefined ? undefined : SUFFIXES.map((suffix) => key + suffix).find((name) => Object.prototype.hasOwnProperty.call(modules, name));
    if (found !== undefined) return found.endsWith('.json') ? modules[found].default : modules[found];
    throw Object.assign(new Error("Cannot find module '" + asked + "'"), { code: 'MODULE_NOT_FOUND' });
  };
}
`;

const escapeGlob = (text: string) => text.replace(/[*?[\]{}()!+@\\]/g, '\\$&');

/** The error for `call`, counted among the module's calls with the same argument. */
export function problem(calls: RequireCall[], call: RequireCall, message: string, hint?: string): RequireError {
  const occurrence = calls.filter((other) => other.key === call.key && other.start < call.start).length;
  return new RequireError(message, call.start, call.key, occurrence, hint);
}

const HINT = "require a path relative to this file ('./img/x.png'), from the site's folder ('@site/static/img/x.png') or an installed package";
const FOLDER_HINT = "start the path with its folder: `./img/${name}.png`, `@site/static/img/${name}.png`, './img/' + name";

/** The statements a module's rewrite hoists to its top, each once, in the order first needed. */
class Hoisted {
  private readonly imports = new Map<string, string>();
  private readonly contexts = new Map<string, string>();

  /** `name` is a prefix no identifier of the module starts with. */
  constructor(private readonly name: string) {}

  /** The local name of `specifier` imported in `form`; for a side-effect import, none. */
  import(specifier: string, form: ImportForm | 'effect'): string {
    const source = JSON.stringify(specifier);
    const key = `${form} ${source}`;
    const local = `${this.name}${this.indexOf(this.imports, key)}`;
    if (!this.imports.has(key)) this.imports.set(key, form === 'effect' ? `import ${source};` : form === 'namespace' ? `import * as ${local} from ${source};` : `import ${local} from ${source};`);
    return local;
  }

  /** The local `require` over the files of a glob, for paths starting `prefix` (the folder `base`). */
  context(pattern: string, prefix: string, folder: { base: string; exhaustive: boolean }): string {
    const key = JSON.stringify([pattern, prefix, folder.base]);
    const local = `${this.name}_context${this.indexOf(this.contexts, key)}`;
    const glob = `import.meta.glob(${JSON.stringify(pattern)}, { eager: true${folder.exhaustive ? ', exhaustive: true' : ''} })`;
    if (!this.contexts.has(key)) this.contexts.set(key, `const ${local} = ${this.name}_requireContext(${glob}, ${JSON.stringify(prefix)}, ${JSON.stringify(folder.base)});`);
    return local;
  }

  get code(): string {
    const helper = this.contexts.size ? [`import { requireContext as ${this.name}_requireContext } from ${JSON.stringify(CONTEXT_MODULE)};`] : [];
    return [...this.imports.values(), ...helper, ...this.contexts.values()].join('\n');
  }

  private indexOf(map: Map<string, string>, key: string): number {
    const index = [...map.keys()].indexOf(key);
    return index === -1 ? map.size : index;
  }
}

/**
 * The module with its require() calls rewritten (see the file's comment), or undefined when it has
 * none to rewrite. Throws RequireError for a call it cannot rewrite or a path that does not resolve.
 */
export async function transformRequires(code: string, lang: Lang, host: RequireHost, file = 'module.js'): Promise<{ code: string; map: ReturnType<MagicString['generateMap']> } | undefined> {
  await loadRequireParser();
  const found = findRequires(code, lang);
  if (!found || found.commonJs || found.calls.length === 0) return undefined;
  let name = '__folio_require';
  while (code.includes(name)) name += '_';
  const hoisted = new Hoisted(name);
  const s = new MagicString(code);
  for (const call of found.calls) {
    const { argument } = call;
    if (call.refused) throw problem(found.calls, call, call.refused);
    if (argument.kind === 'unsupported') throw problem(found.calls, call, 'require() of a path Folio cannot follow at build time', `write the path as a string, or as a folder and a variable part: ${FOLDER_HINT}`);
    if (argument.kind === 'static') {
      const form = await host.formOf(argument.specifier);
      if (!form) throw problem(found.calls, call, `Could not resolve '${argument.specifier}' (a require() call)`, HINT);
      s.overwrite(call.start, call.end, call.statement ? (hoisted.import(argument.specifier, 'effect'), 'void 0') : hoisted.import(argument.specifier, form));
      continue;
    }
    // A path built at run time: its leading folder, then a pattern where each variable part is `*`.
    const [first, ...rest] = argument.statics as [string, ...string[]];
    const slash = first.lastIndexOf('/');
    if (slash === -1 || first.startsWith('/')) throw problem(found.calls, call, 'require() of a path built at run time needs the folder it starts from', FOLDER_HINT);
    const prefix = first.slice(0, slash + 1);
    const folder = await host.folderOf(prefix);
    if (!folder) throw problem(found.calls, call, `Could not resolve the folder '${prefix}' (a require() call)`, HINT);
    const pattern = escapeGlob(folder.base) + [first.slice(slash + 1), ...rest].map(escapeGlob).join('*');
    s.overwrite(call.start, call.calleeEnd, hoisted.context(pattern, prefix, folder));
  }
  s.appendLeft(found.insertAt, found.insertAt === 0 ? `${hoisted.code}\n` : `\n${hoisted.code}`);
  return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: file, includeContent: true }) };
}

/** PURE: 1-based line and column of `offset` in `text`. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * PURE: where the call an error names is in the file's own source (Markdown, TypeScript: the code
 * rewritten is compiled from it), found by its argument and its rank among the calls with the same.
 */
export function locateCall(source: string, file: string, error: Pick<RequireError, 'key' | 'occurrence'>): { line: number; column: number } | undefined {
  let offsets: number[];
  if (/\.mdx?$/.test(file)) {
    // Not JavaScript: each `require(` of the text whose argument reads the same.
    offsets = [...source.matchAll(/\brequire\s*\(/g)]
      .filter((match) => argumentKey(source.slice(match.index + match[0].length, match.index + match[0].length + 2 * error.key.length + 64)).startsWith(error.key))
      .map((match) => match.index);
  } else {
    offsets = (findRequires(source, langOf(file))?.calls ?? []).filter((call) => call.key === error.key).map((call) => call.start);
  }
  const offset = offsets[error.occurrence] ?? offsets[0];
  return offset === undefined ? undefined : lineColumn(source, offset);
}

/** The FolioError for a call the rewrite refused, at its place in the file, as Vite's overlay shows errors too. */
export function toFolioError(error: RequireError, file: string, code: string): FolioError {
  const source = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const at = source === undefined ? undefined : (locateCall(source, file, error) ?? (source === code ? lineColumn(code, error.start) : undefined));
  const folio = new FolioError(error.message, { file, line: at?.line, column: at?.column, source: at ? source : undefined, hint: error.hint });
  // Vite's and Rolldown's `loc` counts columns from 0.
  return Object.assign(folio, { id: file, loc: at ? { file, line: at.line, column: at.column - 1 } : undefined, stack: `${folio.location}: ${folio.message}` });
}

const forms = new Map<string, ImportForm>();

/** The import form of a resolved file (cached by path and modification time). */
function formOfFile(file: string): ImportForm {
  if (file.endsWith('.json')) return 'json';
  if (!/\.[cm]?[jt]sx?$/.test(file) || !path.isAbsolute(file) || !existsSync(file)) return 'namespace';
  const key = `${file}:${statSync(file).mtimeMs}`;
  let form = forms.get(key);
  if (!form) {
    const code = readFileSync(file, 'utf8');
    // Babel's CommonJS (`exports.__esModule`) reads as a namespace, as webpack's require() of it does.
    form = findRequires(code, langOf(file))?.commonJs && !code.includes('__esModule') ? 'commonjs' : 'namespace';
    forms.set(key, form);
  }
  return form;
}

/** The folder of an installed package's path (`prismjs/components/`) as Node finds it from `fromDir`. */
function packageFolder(prefix: string, fromDir: string): string | undefined {
  const parts = prefix.split('/').filter(Boolean);
  const nameLength = prefix.startsWith('@') ? 2 : 1;
  if (parts.length < nameLength) return undefined;
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...parts.slice(0, nameLength));
    if (existsSync(candidate)) return path.join(candidate, ...parts.slice(nameLength));
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The folder a run-time path starts from, as a glob base relative to `file` (see RequireHost). */
function folderOf(prefix: string, file: string, root: string): { base: string; exhaustive: boolean } | undefined {
  const from = path.dirname(file);
  const dir = /^\.\.?\//.test(prefix) ? path.resolve(from, prefix) : prefix.startsWith('@site/') ? path.join(root, prefix.slice('@site/'.length)) : packageFolder(prefix, from);
  if (!dir || !existsSync(dir) || !statSync(dir).isDirectory()) return undefined;
  const relative = path.relative(from, dir).split(path.sep).join('/');
  const base = relative === '' ? './' : /^\.\.(\/|$)/.test(relative) ? `${relative}/` : `./${relative}/`;
  return { base, exhaustive: dir.split(path.sep).includes('node_modules') };
}

const SOURCE = /\.(?:[cm]?[jt]sx?|mdx?)$/;
/** Community theme and plugin packages (`docusaurus-theme-x`, `@scope/docusaurus-plugin-y`), whose browser code sites use as their own. */
const COMMUNITY = /[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?docusaurus-[^\\/]+[\\/]/;

/** The site's own modules (its files outside node_modules, compiled MDX included) and community Docusaurus packages. */
export const isSiteModule = (file: string, root: string) => (file.startsWith(root + path.sep) && !path.relative(root, file).split(path.sep).includes('node_modules')) || COMMUNITY.test(file);

/**
 * After the compilers (MDX, TypeScript, JSX: a normal plugin runs after core's `pre` MDX transform
 * and Vite's own) and before `import.meta.glob` is expanded. Its one module made from no file is a constant.
 */
export function requirePlugin(): VitePlugin {
  let root = process.cwd();
  return pureLoad({
    name: 'folio:docusaurus-require',
    configResolved(config) {
      root = config.root;
    },
    resolveId: { filter: { id: new RegExp(`^${CONTEXT_MODULE}$`) }, handler: () => CONTEXT_ID },
    load: { filter: { id: new RegExp(`^\\0${CONTEXT_MODULE}$`) }, handler: () => CONTEXT_CODE },
    transform: {
      filter: { id: { include: SOURCE, exclude: /^\0/ }, code: /\brequire\b/ },
      async handler(code, id) {
        if (id.includes('?') || !path.isAbsolute(id) || !isSiteModule(id, root)) return undefined;
        const host: RequireHost = {
          formOf: async (specifier) => {
            const resolved = await this.resolve(specifier, id);
            return !resolved ? undefined : resolved.external ? 'namespace' : formOfFile(resolved.id.split('?')[0]!);
          },
          folderOf: async (prefix) => folderOf(prefix, id, root),
        };
        try {
          return await transformRequires(code, langOf(id), host, id);
        } catch (error) {
          throw error instanceof RequireError ? toFolioError(error, id, code) : error;
        }
      },
    },
  });
}
