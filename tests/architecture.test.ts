/**
 * The shape ARCHITECTURE.md promises, checked on the sources: browser-safe folders import no node
 * built-in, no package has an import circle, core's and the theme's folders are floors that import
 * only downward, no two folders of a package import each other, files and functions stay small,
 * `build.ts` stays the pipeline, and only the CLI reads the environment.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
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

/**
 * Where a file stands for the folder rules: its first folder under `src/`; a file directly in
 * `src/` is `(entry)` when it is one of the package's entry points, else `(ground)` when `ground`
 * is asked for (core's and the theme's shared bottom files) or the file itself (its name).
 */
function placeOf(dir: string, file: string, entries: ReadonlySet<string>, ground: boolean): string {
  const [first, ...rest] = path.relative(dir, file).split(path.sep);
  if (rest.length) return first!;
  if (entries.has(first!)) return '(entry)';
  return ground ? '(ground)' : first!.replace(/\.(?:tsx?|mjs|js)$/, '');
}

/** Every relative import between two places of `dir`, as `from → to: file → target`. */
function placeImports(dir: string, entries: ReadonlySet<string>, ground: boolean): Array<{ from: string; to: string; line: string }> {
  const found: Array<{ from: string; to: string; line: string }> = [];
  for (const file of sources(dir)) {
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (path.relative(dir, target).startsWith('..')) continue; // outside src/ (bin/register-ts.mjs)
      const isFolder = !path.relative(dir, target).includes(path.sep) && statSync(target, { throwIfNoEntry: false })?.isDirectory();
      const from = placeOf(dir, file, entries, ground);
      const to = isFolder ? path.relative(dir, target) : placeOf(dir, target, entries, ground);
      if (from !== to) found.push({ from, to, line: `${path.relative(dir, file)} → ${path.relative(dir, target)}` });
    }
  }
  return found;
}

/** The imports that run up or sideways in `floors` (bottom first; a place imports only places on lower floors), and places no floor names. */
export function upwardImports(floors: string[][], imports: Array<{ from: string; to: string; line: string }>): string[] {
  const floorOf = new Map(floors.flatMap((places, floor) => places.map((place) => [place, floor] as const)));
  return imports.flatMap(({ from, to, line }) => {
    if (!floorOf.has(from)) return [`${from}/ is on no floor: ${line}`];
    if (!floorOf.has(to)) return [`${to}/ is on no floor: ${line}`];
    return floorOf.get(to)! < floorOf.get(from)! ? [] : [`${from} → ${to} runs up: ${line}`];
  });
}

/**
 * Core's floors, bottom first: a folder imports only folders on lower floors, so "what may `io/`
 * use?" is answered by the layout (ARCHITECTURE.md draws the same floors).
 */
const CORE_FLOORS: string[][] = [
  ['(ground)'], // contract, errors, log, settings, fs-messages, the plugin API (plugin-api, head-schema, prism-themes)
  ['client'], // browser-safe helpers, shared with the theme
  ['io'], // node utilities
  ['mdx'], // the MDX pipeline
  ['config'], // the site config
  ['routes', 'plugins'], // the route table; the Markdown pages plugin
  ['load'], // steps 1–3: context, plugin host, the pipeline's state types
  ['vite'], // the Vite plugin and the state it serves from
  ['build'], // the build's steps, pools and workers
  ['serve', 'dev'], // the static server; the dev server
  ['commands'], // CLI command bodies
  ['(entry)'], // cli.ts, node.ts, index.ts
];

/** The theme's floors, bottom first: runtime ← hooks ← components. */
const THEME_FLOORS: string[][] = [
  ['(ground)'], // overrides.ts
  ['config'], // the themeConfig schema
  ['runtime'],
  ['hooks'],
  ['components'],
  ['(entry)'], // index.ts
];

describe('folders are floors that import only downward', () => {
  const core = path.join(PACKAGES, 'core/src');
  const theme = path.join(PACKAGES, 'theme/src');

  it('packages/core/src', () => {
    expect(upwardImports(CORE_FLOORS, placeImports(core, new Set(['cli.ts', 'node.ts', 'index.ts']), true))).toEqual([]);
  });

  it('packages/theme/src', () => {
    expect(upwardImports(THEME_FLOORS, placeImports(theme, new Set(['index.ts']), true))).toEqual([]);
  });

  it.each([
    ['core', core, CORE_FLOORS],
    ['theme', theme, THEME_FLOORS],
  ])('every folder of packages/%s/src is on a floor', (_, dir, floors) => {
    const placed = new Set(floors.flat());
    const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((folder) => !placed.has(folder))).toEqual([]);
  });

  it('the check sees an import that runs up, one sideways and a folder on no floor', () => {
    const floors = [['(ground)'], ['io'], ['routes', 'plugins'], ['build']];
    const found = upwardImports(floors, [
      { from: 'build', to: 'io', line: 'build/a.ts → io/b.ts' },
      { from: 'io', to: 'build', line: 'io/b.ts → build/a.ts' },
      { from: 'routes', to: 'plugins', line: 'routes/c.ts → plugins/d.ts' },
      { from: '(ground)', to: 'io', line: 'errors.ts → io/b.ts' },
      { from: 'extra', to: 'io', line: 'extra/e.ts → io/b.ts' },
    ]);
    expect(found).toEqual([
      'io → build runs up: io/b.ts → build/a.ts',
      'routes → plugins runs up: routes/c.ts → plugins/d.ts',
      '(ground) → io runs up: errors.ts → io/b.ts',
      'extra/ is on no floor: extra/e.ts → io/b.ts',
    ]);
  });
});

/** Places (folders, or files directly in src/) of `dir` that import each other. */
function twoWayPairs(dir: string): string[] {
  const edges = new Map<string, string>();
  for (const { from, to, line } of placeImports(dir, new Set(), false)) if (!edges.has(`${from} → ${to}`)) edges.set(`${from} → ${to}`, line);
  return [...edges.keys()]
    .map((key) => key.split(' → ') as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to} → ${from}`))
    .map(([from, to]) => `${from} ↔ ${to} (${edges.get(`${from} → ${to}`)}; ${edges.get(`${to} → ${from}`)})`);
}

describe('no two folders of a package import each other', () => {
  it.each(PACKAGE_NAMES)('packages/%s/src', (name) => {
    expect(twoWayPairs(path.join(PACKAGES, name, 'src'))).toEqual([]);
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

/** Functions (declarations, expressions, arrows, methods) longer than `limit` lines, with their length; a function's lines include those of the functions inside it. */
export function longFunctions(file: string, code: string, limit: number): Array<{ name: string; lines: number }> {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<{ name: string; lines: number }> = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.end) - lineOf(node.getStart(source)) + 1;
      const parent = node.parent;
      const name = node.name?.getText(source) ?? (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) ? parent.name.getText(source) : '(anonymous)');
      if (lines > limit) found.push({ name, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const FUNCTION_LIMIT = 80;

/** Functions allowed past the limit, each with why: to be split, not to grow. */
const LONG_FUNCTIONS: Record<string, string> = {
  'search/src/client/SearchPage.tsx SearchPage': 'a React component whose hooks share one scope; not split in issue 28',
  'search/src/client/SearchBar.tsx SearchBar': 'a React component whose hooks share one scope; not split in issue 28',
  'theme/src/components/Tabs/index.tsx Tabs': 'a React component whose hooks share one scope; not split in issue 28',
};

describe('function sizes', () => {
  it.each(PACKAGE_NAMES)(`packages/%s/src: no function over ${FUNCTION_LIMIT} lines`, (name) => {
    const long = sources(path.join(PACKAGES, name, 'src')).flatMap((file) =>
      longFunctions(file, readFileSync(file, 'utf8'), FUNCTION_LIMIT)
        .map(({ name: fn, lines }) => ({ at: `${path.relative(PACKAGES, file)} ${fn}`, lines }))
        .filter(({ at }) => !(at in LONG_FUNCTIONS)),
    );
    expect(long).toEqual([]);
  });

  it('every allowed long function is still there and still long', () => {
    const still = Object.keys(LONG_FUNCTIONS).filter((at) => {
      const [file, fn] = at.split(' ') as [string, string];
      const full = path.join(PACKAGES, file);
      const code = statSync(full, { throwIfNoEntry: false }) ? readFileSync(full, 'utf8') : '';
      return longFunctions(full, code, FUNCTION_LIMIT).some(({ name }) => name === fn);
    });
    expect(still.sort()).toEqual(Object.keys(LONG_FUNCTIONS).sort());
  });

  it('the check measures a function with what it holds', () => {
    const body = Array.from({ length: 81 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const code = `export function outer() {\n  const inner = () => {\n${body}\n  };\n  return inner;\n}\nconst short = () => 1;\n`;
    expect(longFunctions('a.ts', code, FUNCTION_LIMIT)).toEqual([
      { name: 'outer', lines: 86 },
      { name: 'inner', lines: 83 },
    ]);
  });
});

describe('settings are read once', () => {
  it('only the CLI reads process.env', () => {
    const readers = PACKAGE_NAMES.flatMap((name) => sources(path.join(PACKAGES, name, 'src')))
      .filter((file) => /\bprocess\.env\b/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')))
      .map((file) => path.relative(PACKAGES, file));
    // And the translation of webpack's EnvironmentPlugin, which a Docusaurus plugin's
    // configureWebpack uses to put environment variables into the bundle: reading them is the ask.
    // And the Docusaurus config's reader, which sets DOCUSAURUS_CURRENT_LOCALE as Docusaurus does for the config it runs.
    expect(readers).toEqual(['core/src/cli.ts', 'docusaurus/src/lifecycle/configure-webpack.ts', 'docusaurus/src/read-config.ts']);
  });
});
