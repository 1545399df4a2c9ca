/**
 * Every page of the built Karakeep site (build/, made by `pnpm build` before the tests; the
 * KARAKEEP_BUILD_DIR variable points at another build) has unique ids, and no `rel` repeats a
 * token: a regex over the attributes of each HTML file, scripts left out.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const build = process.env.KARAKEEP_BUILD_DIR ?? path.resolve(import.meta.dirname, '..', 'build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'search-index' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Values of one attribute across the markup (script bodies are data, not markup). */
function attributeValues(html: string, name: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return [...markup.matchAll(new RegExp(`<[a-zA-Z][^>]*?\\s${name}="([^"]*)"`, 'g'))].map((match) => match[1]!);
}

const repeated = (values: string[]) => [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];

describe('ids and rel tokens of the built Karakeep site', () => {
  const files = existsSync(build) ? htmlFiles(build) : [];

  it('has pages to check (build/ exists)', () => {
    expect(files.length).toBeGreaterThan(400);
  });

  it('no page has an id twice', () => {
    const problems = files.flatMap((file) => {
      const ids = repeated(attributeValues(readFileSync(file, 'utf8'), 'id'));
      return ids.length ? [`${path.relative(build, file)}: ${ids.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('no rel attribute repeats a token', () => {
    const problems = files.flatMap((file) =>
      attributeValues(readFileSync(file, 'utf8'), 'rel')
        .filter((rel) => repeated(rel.split(/\s+/)).length > 0)
        .map((rel) => `${path.relative(build, file)}: rel="${rel}"`),
    );
    expect([...new Set(problems)]).toEqual([]);
  });
});
