/**
 * PURE: the code translations of one source file, as `docusaurus write-translations` extracts them
 * (@docusaurus/babel's extractor, whose rules these are; the parser is oxc's, through rolldown):
 * - in a file importing from '@docusaurus/Translate': each `<Translate id? description?>message</Translate>`
 *   (the default import's local name) and each `translate({ id?, message, description? }, values?)`
 *   (the named `translate` import's local name); the last such import declaration names both, as
 *   Docusaurus's does;
 * - in Folio's theme (`style: 'folio-theme'`): each `translate('id', 'message', values?)` of the
 *   theme's runtime/translate module.
 * Values must be static: literals, template literals, `+`, objects, and `const` bindings of them.
 * A message that is not is left out with a warning naming the file and line, as Docusaurus's.
 * Docusaurus reads .js, .jsx, .ts and .tsx files (never .d.ts, nor Markdown): `isTranslatableFile`.
 */
import { decodeHTML } from 'entities';
import { parseAst } from 'rolldown/parseAst';
import { FolioError } from '../errors.ts';

export interface CodeMessage {
  message: string;
  description?: string;
}
export type CodeTranslations = Record<string, CodeMessage>;
export interface ExtractedFile {
  translations: CodeTranslations;
  warnings: string[];
}
export type ExtractStyle = 'docusaurus' | 'folio-theme';

/** An ESTree node as oxc gives it (start and end are UTF-16 offsets). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const TRANSLATE_MODULE = '@docusaurus/Translate';
const FOLIO_TRANSLATE_MODULE = /^(?:\.{1,2}\/(?:.*\/)?|@folio\/theme\/runtime\/)translate(?:\.tsx?)?$/;

export function isTranslatableFile(file: string): boolean {
  return /\.(?:js|jsx|ts|tsx)$/.test(file) && !file.endsWith('.d.ts');
}

function parserLang(file: string): 'ts' | 'tsx' | 'jsx' {
  if (file.endsWith('.tsx')) return 'tsx';
  if (file.endsWith('.ts')) return 'ts';
  return 'jsx';
}

export function extractCodeTranslations(code: string, file: string, style: ExtractStyle = 'docusaurus'): ExtractedFile {
  let program: Node;
  try {
    program = parseAst(code, { lang: parserLang(file) }, file) as unknown as Node;
  } catch (error) {
    const at = (error as { loc?: { line?: number; column?: number } }).loc;
    throw new FolioError(`the file cannot be parsed to extract its translations: ${(error as Error).message.split('\n')[0]}`, {
      file,
      ...(at?.line !== undefined ? { line: at.line, column: (at.column ?? 0) + 1, source: code } : {}),
      cause: error,
    });
  }
  const names = importedNames(program, style);
  const result: ExtractedFile = { translations: {}, warnings: [] };
  if (!names.component && !names.fn) return result;
  // A Folio site's page calling the theme's translate('id', 'message') reads as the theme's calls.
  const positional = style === 'folio-theme' || names.folio === true;
  const scope = new Evaluator(program);
  const where = (node: Node) => `File: ${file} at line ${lineOf(code, node.start)}\nFull code: ${code.slice(node.start, node.end)}`;
  walk(program, (node) => {
    if (node.type === 'JSXElement' && names.component && isNamed((node.openingElement as Node).name, names.component)) {
      translateElement(node, scope, result, where);
    } else if (node.type === 'CallExpression' && names.fn && isNamed(node.callee, names.fn)) {
      if (positional) folioThemeCall(node, scope, result, where);
      else translateCall(node, scope, result, where);
    }
  });
  return result;
}

/** The local names of the Translate component and the translate function the file imports. */
function importedNames(program: Node, style: ExtractStyle): { component?: string; fn?: string; folio?: boolean } {
  let names: { component?: string; fn?: string; folio?: boolean } = {};
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const source = (statement.source as Node).value as string;
    const specifiers = statement.specifiers as Node[];
    const named = specifiers.find((specifier) => specifier.type === 'ImportSpecifier' && importedName(specifier) === 'translate');
    const fn = named ? ((named.local as Node).name as string) : undefined;
    if (style === 'docusaurus' && source === TRANSLATE_MODULE) {
      const component = specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier');
      // Each import declaration of the module names both (Docusaurus's rule: the last one wins).
      names = { component: component ? ((component.local as Node).name as string) : undefined, fn };
    } else if (style === 'folio-theme' && FOLIO_TRANSLATE_MODULE.test(source) && fn) {
      names = { fn };
    } else if (style === 'docusaurus' && source === '@folio/theme' && fn) {
      names = { fn, folio: true };
    }
  }
  return names;
}

function importedName(specifier: Node): string | undefined {
  const imported = specifier.imported as Node;
  return (imported.name ?? imported.value) as string | undefined;
}

function isNamed(node: unknown, name: string): boolean {
  const candidate = node as Node;
  return (candidate.type === 'Identifier' || candidate.type === 'JSXIdentifier') && candidate.name === name;
}

type Where = (node: Node) => string;

function translateElement(element: Node, scope: Evaluator, result: ExtractedFile, where: Where): void {
  const attribute = (name: string): string | undefined => {
    const found = ((element.openingElement as Node).attributes as Node[]).find((attr) => attr.type === 'JSXAttribute' && isNamed(attr.name, name));
    if (!found) return undefined;
    const value = found.value as Node | null;
    const evaluated = value === null ? NOT_STATIC : value.type === 'JSXExpressionContainer' ? scope.evaluate(value.expression as Node) : scope.evaluate(value, true);
    if (evaluated.static && typeof evaluated.value === 'string') return evaluated.value;
    result.warnings.push(`<Translate> prop=${name} should be a statically evaluable object.\nExample: <Translate id="optional id" description="optional description">Message</Translate>\nDynamically constructed values are not allowed, because they prevent translations to be extracted.\n${where(element)}`);
    return undefined;
  };
  const id = attribute('id');
  const description = attribute('description');
  const children = element.children as Node[];
  if (children.length === 0) {
    if (id === undefined) result.warnings.push(`<Translate> without children must have id prop.\nExample: <Translate id="my-id" />\n${where(element)}`);
    else result.translations[id] = { message: id, ...(description ? { description } : {}) };
    return;
  }
  // The last child that is not blank text is the message (Docusaurus's rule).
  const last = children.filter((child) => !(child.type === 'JSXText' && decodeHTML(child.value as string).trim() === '')).pop();
  const evaluated = last?.type === 'JSXExpressionContainer' ? scope.evaluate(last.expression as Node) : NOT_STATIC;
  if (last?.type === 'JSXText' || evaluated.static) {
    const message = last?.type === 'JSXText' ? decodeHTML(last.value as string).trim().replace(/\s+/g, ' ') : String(evaluated.value);
    result.translations[id ?? message] = { message, ...(description ? { description } : {}) };
    return;
  }
  result.warnings.push(`Translate content could not be extracted. It has to be a static string and use optional but static props, like <Translate id="my-id" description="my-description">text</Translate>.\n${where(element)}`);
}

function translateCall(call: Node, scope: Evaluator, result: ExtractedFile, where: Where): void {
  const args = call.arguments as Node[];
  if (args.length !== 1 && args.length !== 2) {
    result.warnings.push(`translate() function only takes 1 or 2 args\n${where(call)}`);
    return;
  }
  const first = scope.evaluate(args[0]!);
  if (!first.static || typeof first.value !== 'object' || first.value === null) {
    result.warnings.push(`translate() first arg should be a statically evaluable object.\nExample: translate({message: "text",id: "optional.id",description: "optional description"}\nDynamically constructed values are not allowed, because they prevent translations to be extracted.\n${where(call)}`);
    return;
  }
  const { id, message, description } = first.value as { id?: unknown; message?: unknown; description?: unknown };
  result.translations[String(id ?? message)] = { message: String(message ?? id), ...(description ? { description: String(description) } : {}) };
}

/** Folio's theme: `translate(id, message, values?)`, both static strings. */
function folioThemeCall(call: Node, scope: Evaluator, result: ExtractedFile, where: Where): void {
  const [id, message] = (call.arguments as Node[]).slice(0, 2).map((arg) => scope.evaluate(arg));
  if (typeof id?.value === 'string' && id.static && typeof message?.value === 'string' && message.static) {
    result.translations[id.value] = { message: message.value };
    return;
  }
  result.warnings.push(`translate() takes a static id and message: translate('theme.x.y', 'Message', values?)\n${where(call)}`);
}

interface Evaluated {
  static: boolean;
  value?: unknown;
}
const NOT_STATIC: Evaluated = { static: false };
const known = (value: unknown): Evaluated => ({ static: true, value });

/** Static evaluation of expressions, as far as a message needs it; `const` bindings declared once in the file are followed. */
class Evaluator {
  private readonly consts = new Map<string, Node | null>();
  private readonly evaluating = new Set<string>();

  constructor(program: Node) {
    walk(program, (node) => {
      if (node.type !== 'VariableDeclaration') return;
      for (const declarator of node.declarations as Node[]) {
        const id = declarator.id as Node;
        if (id.type !== 'Identifier') continue;
        const name = id.name as string;
        // Declared twice (shadowed somewhere), or not a const: not followed.
        this.consts.set(name, this.consts.has(name) || node.kind !== 'const' ? null : ((declarator.init as Node | null) ?? null));
      }
    });
  }

  evaluate(node: Node, jsxAttribute = false): Evaluated {
    switch (node.type) {
      case 'Literal':
        if (node.regex !== undefined || (node as { bigint?: unknown }).bigint !== undefined) return NOT_STATIC;
        return known(jsxAttribute && typeof node.value === 'string' ? decodeHTML(node.value) : node.value);
      case 'TemplateLiteral': return this.template(node);
      case 'BinaryExpression': return this.binary(node);
      case 'UnaryExpression': return this.unary(node);
      case 'LogicalExpression': return this.logical(node);
      case 'ConditionalExpression': {
        const test = this.evaluate(node.test as Node);
        return test.static ? this.evaluate((test.value ? node.consequent : node.alternate) as Node) : NOT_STATIC;
      }
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
        return this.evaluate(node.expression as Node);
      case 'Identifier': return this.identifier(node.name as string);
      case 'ObjectExpression': return this.object(node);
      case 'ArrayExpression': return this.array(node);
      default: return NOT_STATIC;
    }
  }

  private template(node: Node): Evaluated {
    const quasis = node.quasis as Node[];
    let text = '';
    for (const [index, quasi] of quasis.entries()) {
      const cooked = (quasi.value as { cooked: string | null }).cooked;
      if (cooked === null) return NOT_STATIC;
      text += cooked;
      const expression = (node.expressions as Node[])[index];
      if (!expression) continue;
      const value = this.evaluate(expression);
      if (!value.static) return NOT_STATIC;
      text += String(value.value);
    }
    return known(text);
  }

  private binary(node: Node): Evaluated {
    const left = this.evaluate(node.left as Node);
    const right = left.static ? this.evaluate(node.right as Node) : NOT_STATIC;
    if (!right.static) return NOT_STATIC;
    const [a, b] = [left.value as number, right.value as number];
    switch (node.operator) {
      case '+': return known((a as unknown as string) + (b as unknown as string));
      case '-': return known(a - b);
      case '*': return known(a * b);
      case '/': return known(a / b);
      case '%': return known(a % b);
      case '===': return known(a === b);
      case '!==': return known(a !== b);
      default: return NOT_STATIC;
    }
  }

  private unary(node: Node): Evaluated {
    if (node.operator === 'void') return known(undefined);
    const argument = this.evaluate(node.argument as Node);
    if (!argument.static) return NOT_STATIC;
    if (node.operator === '!') return known(!argument.value);
    if (node.operator === '-') return known(-(argument.value as number));
    if (node.operator === '+') return known(+(argument.value as number));
    if (node.operator === 'typeof') return known(typeof argument.value);
    return NOT_STATIC;
  }

  private logical(node: Node): Evaluated {
    const left = this.evaluate(node.left as Node);
    if (!left.static) return NOT_STATIC;
    const takeLeft = node.operator === '&&' ? !left.value : node.operator === '||' ? Boolean(left.value) : left.value !== null && left.value !== undefined;
    return takeLeft ? left : this.evaluate(node.right as Node);
  }

  private identifier(name: string): Evaluated {
    if (name === 'undefined') return known(undefined);
    const init = this.consts.get(name);
    if (!init || this.evaluating.has(name)) return NOT_STATIC;
    this.evaluating.add(name);
    try {
      return this.evaluate(init);
    } finally {
      this.evaluating.delete(name);
    }
  }

  private object(node: Node): Evaluated {
    const value: Record<string, unknown> = {};
    for (const property of node.properties as Node[]) {
      if (property.type !== 'Property' || property.kind !== 'init' || property.method) return NOT_STATIC;
      const key = property.computed ? this.evaluate(property.key as Node) : known((property.key as Node).name ?? (property.key as Node).value);
      const item = key.static ? this.evaluate(property.value as Node) : NOT_STATIC;
      if (!item.static) return NOT_STATIC;
      value[String(key.value)] = item.value;
    }
    return known(value);
  }

  private array(node: Node): Evaluated {
    const items: unknown[] = [];
    for (const element of node.elements as Array<Node | null>) {
      const item = element === null || element.type === 'SpreadElement' ? NOT_STATIC : this.evaluate(element);
      if (!item.static) return NOT_STATIC;
      items.push(item.value);
    }
    return known(items);
  }
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  if (typeof (node as Node).type === 'string') visit(node as Node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'loc' && key !== 'range' && value !== null && typeof value === 'object') walk(value, visit);
  }
}

function lineOf(code: string, offset: number): number {
  let line = 1;
  for (let index = code.indexOf('\n'); index !== -1 && index < offset; index = code.indexOf('\n', index + 1)) line++;
  return line;
}
