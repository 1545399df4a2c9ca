/**
 * Output may not depend on the build machine's locale (LANG, LC_ALL: Node's ICU takes its default
 * locale from them, and a Turkish one sorts `I` and `ı` elsewhere): no comparison or formatting
 * of the sources reads the default locale. A static check over every package's sources, so a new
 * `localeCompare(x)` or `toLocaleString()` fails here, on any machine; tests/determinism.test.ts
 * builds under tr_TR too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../packages/core/test/helpers.ts';

/** What reads the default locale: the call with no locale argument. */
const DEFAULT_LOCALE = [
  { name: 'localeCompare without a locale', pattern: /\.localeCompare\(\s*[^,()]+(?:\([^()]*\))?\s*\)/g },
  { name: 'toLocale*String without a locale', pattern: /\.toLocale(?:Date|Time)?String\(\s*\)/g },
  { name: 'toLocale*Case without a locale', pattern: /\.toLocale(?:Lower|Upper)Case\(\s*\)/g },
  { name: 'Intl formatter without a locale', pattern: /new Intl\.\w+\(\s*(?:\)|undefined\b|\[\s*\]|\{)/g },
];

/** Uses that never reach the output: messages and the browser's own "did you mean". */
const ALLOWED = new Set(['packages/core/src/vite/unresolved-import.ts', 'packages/core/src/client/closest.ts']);

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'e2e', 'template'].includes(entry.name)) sources(full, out);
    } else if (/\.(?:ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('no output depends on the default locale', () => {
  const files = readdirSync(path.join(REPO_ROOT, 'packages')).flatMap((pkg) => {
    try {
      return sources(path.join(REPO_ROOT, 'packages', pkg, 'src'));
    } catch {
      return [];
    }
  });

  it.each(DEFAULT_LOCALE)('$name', ({ pattern }) => {
    const found = files.flatMap((file) => {
      const relative = path.relative(REPO_ROOT, file).split(path.sep).join('/');
      if (ALLOWED.has(relative)) return [];
      return [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => `${relative}: ${match[0]}`);
    });
    expect(found).toEqual([]);
  });

  it('the patterns find what they look for', () => {
    const samples = ['a.localeCompare(b)', 'x.label.localeCompare(y.label)', 'n.toLocaleString()', 's.toLocaleLowerCase()', 'new Intl.DateTimeFormat()', 'new Intl.NumberFormat(undefined, {})'];
    for (const sample of samples) expect(DEFAULT_LOCALE.some(({ pattern }) => new RegExp(pattern.source).test(sample)), sample).toBe(true);
    for (const fine of ["a.localeCompare(b, 'en')", "n.toLocaleString('en')", 'new Intl.DateTimeFormat(locale, {})']) {
      expect(DEFAULT_LOCALE.some(({ pattern }) => new RegExp(pattern.source).test(fine)), fine).toBe(false);
    }
  });
});
