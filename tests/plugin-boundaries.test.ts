/**
 * No sideways knowledge between plugins: a plugin package reads another plugin package only
 * through its public `contract` entry (the wire types the theme and search read too), plus the
 * few imports the table below names with their reason. What two plugins share lives in core's
 * public API (`@folio/core`: the Markdown twins, llms.txt lines and collected errors), and what
 * search needs of a route the route carries (`route.search`), so no plugin knows another's files,
 * components or props.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGES = path.resolve(import.meta.dirname, '../packages');

/** The plugin packages: each is a Folio plugin a site config lists. */
const PLUGINS = ['plugin-docs', 'plugin-blog', 'plugin-pages', 'plugin-openapi', 'search'];

/** The package a `@folio/...` specifier names, and its entry (`.` or `contract`, ...). */
function packageOf(specifier: string): { name: string; entry: string } | undefined {
  const match = /^@folio\/([^/]+)(?:\/(.+))?$/.exec(specifier);
  return match ? { name: match[1]!, entry: match[2] ?? '.' } : undefined;
}

/**
 * The cross-plugin imports allowed besides `contract` entries: importing package → specifier →
 * why. `typeOnly` entries must be `import type` (they compile to nothing, so no code of the other
 * plugin runs or ships with this one).
 */
export const ALLOWED: Record<string, Record<string, { typeOnly: boolean; why: string }>> = {
  'plugin-openapi': {
    '@folio/plugin-docs': { typeOnly: true, why: 'a docs source: it implements the docs plugin\'s published source API (DocSource, Version, GeneratedDoc, SidebarItemConfig), as a theme implements a component\'s props' },
  },
};

export interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** The modules a source imports or re-exports (static, dynamic, side effect), with whether only types. */
export function importsOf(code: string): Import[] {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: Import[] = [];
  for (const match of text.matchAll(/\b(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = /\{([^}]*)\}/.exec(match[3]!)?.[1];
    const allTypes = !!names && !/^\s*\w/.test(match[3]!.replace(/\{[^}]*\}/, '').replace(/,/g, '')) && names.split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim()));
    found.push({ specifier: match[4]!, typeOnly: Boolean(match[2]) || allTypes });
  }
  for (const match of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g)) found.push({ specifier: (match[1] ?? match[2])!, typeOnly: false });
  return found;
}

/**
 * PURE: the imports of a file of `from` (a plugin package; `file` its path) that cross into another
 * plugin package without leave.
 */
export function violations(from: string, imports: Import[], file = path.join(PACKAGES, from, 'src/index.ts')): string[] {
  const bad: string[] = [];
  const own = path.join(PACKAGES, from) + path.sep;
  for (const { specifier, typeOnly } of imports) {
    // A relative path out of the package, into another one's files.
    if (specifier.startsWith('.') && !path.resolve(path.dirname(file), specifier).startsWith(own)) {
      bad.push(`${specifier} (another package's file)`);
      continue;
    }
    const target = packageOf(specifier);
    if (!target || target.name === from || !PLUGINS.includes(target.name)) continue;
    if (target.entry === 'contract') continue;
    const allowed = ALLOWED[from]?.[specifier];
    if (!allowed) bad.push(`${specifier} (only its contract entry, or an entry of ALLOWED)`);
    else if (allowed.typeOnly && !typeOnly) bad.push(`${specifier} (types only)`);
  }
  return bad;
}

/** Every non-test source file under `dir`, relative to it. */
function sources(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(?:ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) found.push(path.relative(dir, file));
    }
  };
  walk(dir);
  return found.sort();
}

describe('a plugin imports no other plugin but its contract', () => {
  it.each(PLUGINS)('packages/%s/src', (name) => {
    const dir = path.join(PACKAGES, name, 'src');
    const bad = sources(dir).flatMap((file) => violations(name, importsOf(readFileSync(path.join(dir, file), 'utf8')), path.join(dir, file)).map((problem) => `${file}: ${problem}`));
    expect(bad).toEqual([]);
  });

  it('every entry of ALLOWED is still used (the table says what is, not what was)', () => {
    for (const [from, entries] of Object.entries(ALLOWED)) {
      const dir = path.join(PACKAGES, from, 'src');
      const used = new Set(sources(dir).flatMap((file) => importsOf(readFileSync(path.join(dir, file), 'utf8')).map((found) => found.specifier)));
      for (const specifier of Object.keys(entries)) expect(used, `${from} → ${specifier}`).toContain(specifier);
    }
  });
});

describe('the rule', () => {
  it('refuses an implementation import of another plugin, and a deep or relative one', () => {
    expect(violations('plugin-blog', importsOf("import { twinFile } from '@folio/plugin-docs/shared';"))).toEqual(['@folio/plugin-docs/shared (only its contract entry, or an entry of ALLOWED)']);
    expect(violations('search', importsOf("import { docs } from '@folio/plugin-docs';"))).toHaveLength(1);
    expect(violations('search', importsOf("const m = await import('@folio/plugin-blog');"))).toHaveLength(1);
    const post = path.join(PACKAGES, 'plugin-blog/src/posts.ts');
    expect(violations('plugin-blog', importsOf("import { scanContent } from '../../plugin-docs/src/docs.ts';"), post)).toEqual(['../../plugin-docs/src/docs.ts (another package\'s file)']);
  });

  it('accepts a contract, core, its own files, and an ALLOWED entry as it is allowed', () => {
    const code = [
      "import type { DocPageData } from '@folio/plugin-docs/contract';",
      "import { twinFile, type Route } from '@folio/core';",
      "import { createApiDocs } from './pages.ts';",
      "import { sidebar } from '../sidebars/resolve.ts';",
      "import type { DocSource, Version } from '@folio/plugin-docs';",
      "import { type GeneratedDoc } from '@folio/plugin-docs';",
    ].join('\n');
    expect(violations('plugin-openapi', importsOf(code), path.join(PACKAGES, 'plugin-openapi/src/sub/file.ts'))).toEqual([]);
    expect(violations('plugin-openapi', importsOf("import { docs } from '@folio/plugin-docs';"))).toEqual(['@folio/plugin-docs (types only)']);
    expect(violations('plugin-openapi', importsOf("import { docs, type DocSource } from '@folio/plugin-docs';"))).toEqual(['@folio/plugin-docs (types only)']);
  });
});
