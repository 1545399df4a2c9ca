import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasAuthorsPages } from './theme-features.ts';

const root = mkdtempSync(path.join(tmpdir(), 'folio-theme-features-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A theme-classic folder holding the given theme components. */
function theme(name: string, components: string[]): string {
  const dir = path.join(root, name);
  for (const component of components) mkdirSync(path.join(dir, 'lib', 'theme', component), { recursive: true });
  return dir;
}

describe('hasAuthorsPages', () => {
  it.each([
    ['3.10 (Blog/Pages/BlogAuthorsListPage)', ['BlogListPage', 'Blog/Pages/BlogAuthorsListPage'], true],
    ['3.1 (no authors pages)', ['BlogListPage', 'BlogTagsListPage'], false],
  ])('a theme like %s: %s', (name, components, expected) => {
    expect(hasAuthorsPages(theme(name.split(' ')[0]!, components))).toBe(expected);
  });
});
