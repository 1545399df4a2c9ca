/**
 * The shape ARCHITECTURE.md promises, checked on the sources: browser-safe folders import no node
 * built-in, no package has an import circle, files stay small, `build.ts` stays the pipeline, and
 * only the CLI reads the environment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGES = path.resolve(import.meta.dirname, '../packages');
const PACKAGE_NAMES = readdirSync(PACKAGES).filter((name) => !name.startsWith('.'));

/** Every non-test source file under `dir`, relative to it. */
function sources(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(?:ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) found.push(file);
    }
  };
  walk(dir);
  return found.sort();
}

/** The specifiers a module imports or re-exports (static and dynamic), comments left out. */
export function importsOf(code: string): string[] {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers: string[] = [];
  for (const match of text.matchAll(/\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g)) {
    specifiers.push((match[1] ?? match[2] ?? match[3])!);
  }
  return specifiers;
}

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe('browser-safe modules import no node built-in', () => {
  const browserSafe = [
    ...sources(path.join(PACKAGES, 'core/src/client')),
    ...['core', 'plugin-docs', 'plugin-openapi', 'search'].map((name) => path.join(PACKAGES, name, 'src/contract.ts')),
    ...sources(path.join(PACKAGES, 'search/src/client')),
    // The theme is the client runtime (its server entry renders with react-dom/server, no node built-in).
    ...sources(path.join(PACKAGES, 'theme/src')),
  ];
  it.each(browserSafe.map((file) => [path.relative(PACKAGES, file), file]))('%s', (_, file) => {
    const builtins = importsOf(readFileSync(file, 'utf8')).filter((specifier) => NODE_BUILTINS.has(specifier));
    expect(builtins).toEqual([]);
  });

  it('the check sees a node built-in', () => {
    expect(importsOf("import { readFileSync } from 'node:fs';\nconst m = await import('path');").filter((s) => NODE_BUILTINS.has(s))).toEqual(['node:fs', 'path']);
  });
});

/** Strongly connected components of more than one file in the relative-import graph of `dir`. */
function importCircles(dir: string): string[][] {
  const files = sources(dir);
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(file), specifier))
      .filter((target) => known.has(target));
    edges.set(file, targets);
  }
  // Tarjan's algorithm.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(path.relative(dir, member));
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}

describe('no import circles', () => {
  it.each(PACKAGE_NAMES)('packages/%s/src', (name) => {
    expect(importCircles(path.join(PACKAGES, name, 'src'))).toEqual([]);
  });
});

const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

describe('file sizes', () => {
  it.each(PACKAGE_NAMES)('packages/%s/src: no source file over 400 lines', (name) => {
    const large = sources(path.join(PACKAGES, name, 'src'))
      .map((file) => ({ file: path.relative(PACKAGES, file), lines: lineCount(file) }))
      .filter(({ lines }) => lines > 400);
    expect(large).toEqual([]);
  });

  it('packages/core/src: the median source file is at most 120 lines', () => {
    const counts = sources(path.join(PACKAGES, 'core/src')).map(lineCount).sort((a, b) => a - b);
    const middle = counts.length / 2;
    const median = counts.length % 2 ? counts[Math.floor(middle)]! : (counts[middle - 1]! + counts[middle]!) / 2;
    expect(median).toBeLessThanOrEqual(120);
  });

  it('build/build.ts, the pipeline, is at most 100 lines', () => {
    expect(lineCount(path.join(PACKAGES, 'core/src/build/build.ts'))).toBeLessThanOrEqual(100);
  });
});

describe('settings are read once', () => {
  it('only the CLI reads process.env', () => {
    const readers = PACKAGE_NAMES.flatMap((name) => sources(path.join(PACKAGES, name, 'src')))
      .filter((file) => /\bprocess\.env\b/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')))
      .map((file) => path.relative(PACKAGES, file));
    expect(readers).toEqual(['core/src/cli.ts']);
  });
});
