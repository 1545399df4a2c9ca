import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasAuthorsPages, hasEmptyBlogListPage } from './theme-features.ts';
import { writeFileSync } from 'node:fs';

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

describe('hasEmptyBlogListPage', () => {
  it.each([
    ['3.10.2', true],
    ['3.9.1', false],
    ['3.8.1', false],
    ['3.1.0', false],
    ['4.0.0', true],
    ['not-a-version', true],
  ])('theme-classic %s: %s', (version, expected) => {
    const dir = path.join(root, `v${version}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@docusaurus/theme-classic', version }));
    expect(hasEmptyBlogListPage(dir)).toBe(expected);
  });

  it('a theme without a package.json counts as the newest', () => {
    expect(hasEmptyBlogListPage(path.join(root, 'missing'))).toBe(true);
  });
});
