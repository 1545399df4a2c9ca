/**
 * The node/browser contract modules (`@folio/<package>/contract`) stay types only, and stay the
 * one definition of each wire type: a module with code, or with an import of anything but types
 * of another contract, would put node code (or any code) in the browser's way; an interface of
 * the same name in the theme or search would be a hand-copied shape that drifts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));

/** Every package's contract module, found by its package.json's "./contract" export. */
function contractFiles(): string[] {
  return readdirSync(PACKAGES)
    .map((name) => path.join(PACKAGES, name))
    .flatMap((dir) => {
      try {
        const entry = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports?.['./contract']?.['folio-source'];
        return entry ? [path.join(dir, entry)] : [];
      } catch {
        return [];
      }
    });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** PURE: the JavaScript a module compiles to, comments and blank space left out. */
function emittedCode(source: string): string {
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, removeComments: true } });
  return outputText.replace(/\s+/g, ' ').trim();
}

/** PURE: the imports and re-exports of a module that are not `import type` / `export type` of another contract. */
function forbiddenImports(sourceFile: ts.SourceFile): string[] {
  const found: string[] = [];
  for (const statement of sourceFile.statements) {
    const from = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    if (!from || !ts.isStringLiteral(from)) continue;
    const typeOnly = ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly === true : (statement as ts.ExportDeclaration).isTypeOnly;
    if (!typeOnly || !/(^|\/)contract(\.ts)?$/.test(from.text)) found.push(statement.getText(sourceFile));
  }
  return found;
}

/** PURE: names of the interfaces and object type aliases a module declares (at any depth). */
function declaredShapes(sourceFile: ts.SourceFile): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) || (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type))) names.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return names;
}

/** Names a contract exports (aliases of unions and tuples included). */
function exportedTypes(sourceFile: ts.SourceFile): string[] {
  return sourceFile.statements
    .filter((statement): statement is ts.TypeAliasDeclaration | ts.InterfaceDeclaration => ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement))
    .filter((statement) => statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
    .map((statement) => statement.name.text);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => path.join(dir, file));
}

const contracts = contractFiles();

describe('contract modules', () => {
  test('core, the docs, blog and OpenAPI plugins and search have one', () => {
    expect(contracts.map((file) => path.relative(PACKAGES, file)).sort()).toEqual(['core/src/contract.ts', 'plugin-blog/src/contract.ts', 'plugin-docs/src/contract.ts', 'plugin-openapi/src/contract.ts', 'search/src/contract.ts']);
  });

  test.each(contracts.map((file) => [path.relative(PACKAGES, file), file]))('%s compiles to nothing and imports only types of contracts', (_name, file) => {
    expect(emittedCode(readFileSync(file, 'utf8'))).toBe('export {};');
    expect(forbiddenImports(parse(file))).toEqual([]);
  });

  test('the theme and search declare no shape named like a contract type', () => {
    const contractNames = new Set(contracts.flatMap((file) => exportedTypes(parse(file))));
    const copies = ['theme', 'search'].flatMap((name) =>
      sourceFiles(path.join(PACKAGES, name, 'src'))
        .filter((file) => !contracts.includes(file))
        .flatMap((file) =>
        declaredShapes(parse(file))
          .filter((shape) => contractNames.has(shape))
          .map((shape) => `${path.relative(PACKAGES, file)}: ${shape}`),
      ),
    );
    expect(copies).toEqual([]);
  });
});

describe('the checks', () => {
  test('code, a value import or an import of a non-contract module is caught', () => {
    expect(emittedCode('export const x = 1;')).not.toBe('export {};');
    expect(emittedCode('export type X = { a: string };\ndeclare global { var y: number | undefined }')).toBe('export {};');
    const source = ts.createSourceFile('x.ts', "import { a } from './contract.ts';\nimport type { B } from 'node:fs';\nimport type { C } from '@folio/core/contract';\nexport type { D } from './routes.ts';", ts.ScriptTarget.Latest, true);
    expect(forbiddenImports(source)).toEqual(["import { a } from './contract.ts';", "import type { B } from 'node:fs';", "export type { D } from './routes.ts';"]);
  });

  test('interfaces and object aliases count as shapes; an alias of another type does not', () => {
    const source = ts.createSourceFile('x.ts', 'interface A { a: 1 }\ntype B = { b: 1 };\ntype C = Other<D>;\nfunction f() { interface E {} }', ts.ScriptTarget.Latest, true);
    expect(declaredShapes(source)).toEqual(['A', 'B', 'E']);
  });
});
