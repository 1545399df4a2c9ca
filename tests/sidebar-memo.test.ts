/**
 * Prerender renders a collapsed sidebar category once per process and reuses its HTML (the
 * theme's runtime/ssr-memo.tsx). Each page must still get its own sidebar: the category holding
 * the page open, the others collapsed, in the page's locale; on the main thread and on render
 * workers alike.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const cli = path.join(repo, 'packages/core/bin/folio.mjs');
const fixture = path.join(repo, 'tests/fixtures/sidebar-memo');
const created: string[] = [];

function build(env: Record<string, string>): string {
  const outDir = mkdtempSync(path.join(repo, 'tests/.tmp/out-sidebar-memo-'));
  created.push(outDir);
  execFileSync(process.execPath, [cli, 'build', fixture, '--out-dir', outDir], { env: { ...process.env, FOLIO_QUIET: '1', ...env }, stdio: 'pipe' });
  return outDir;
}

function pages(dir: string, sub = ''): string[] {
  return readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(sub, entry.name);
    if (entry.isDirectory()) return pages(dir, rel);
    return entry.name.endsWith('.html') ? [rel] : [];
  });
}

const CATEGORIES = [
  { label: 'Alpha lights', folder: 'alpha', link: undefined, className: '' },
  { label: 'Beta lights', folder: 'beta', link: 'category/beta-lights', className: '' },
  { label: 'Gamma lights', folder: 'gamma', link: undefined, className: ' gamma-row' },
];

const EXPAND = { en: (label: string) => `Expand sidebar category &#x27;${label}&#x27;`, fr: (label: string) => `Déplier la catégorie « ${label} »` };

/** A category as the theme renders it collapsed, in `locale`. */
function collapsed(category: (typeof CATEGORIES)[number], locale: 'en' | 'fr'): string {
  const base = locale === 'fr' ? '/fr/' : '/';
  const head = category.link
    ? `<a class="menu__link" href="${base}${category.link}">${category.label}</a>`
    : `<button type="button" class="menu__link menu__link--category" aria-expanded="false">${category.label}</button>`;
  return (
    `<li class="menu__list-item menu__list-item--category${category.className} menu__list-item--collapsed"><div class="menu__category menu__list-item-collapsible">` +
    `${head}<button type="button" class="menu__caret" aria-expanded="false" aria-label="${EXPAND[locale](category.label)}"></button></div></li>`
  );
}

afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

describe('collapsed sidebar categories, memoized by prerender', () => {
  const single = build({ FOLIO_WORKERS: '0' });
  const docsPages = pages(single).filter((file) => !file.endsWith('404.html'));

  it('each page opens its own category and shows the others collapsed, in its locale', () => {
    expect(docsPages).toHaveLength(16);
    for (const file of docsPages) {
      const html = readFileSync(path.join(single, file), 'utf8');
      const locale = file.startsWith('fr/') ? 'fr' : 'en';
      const route = locale === 'fr' ? file.slice('fr/'.length) : file;
      for (const category of CATEGORIES) {
        const inside = route.startsWith(`${category.folder}/`) || (category.link !== undefined && route.startsWith(`${category.link}/`));
        const closed = collapsed(category, locale);
        if (inside) {
          expect(html, `${file}: ${category.label} open`).not.toContain(closed);
          expect(html, `${file}: ${category.label} open`).toMatch(new RegExp(`aria-expanded="true"[^>]*>(?:${category.label}|</button>)`));
        } else {
          expect(html, `${file}: ${category.label} collapsed`).toContain(closed);
        }
      }
    }
  });

  it('render workers give the same pages as the main thread', () => {
    const pooled = build({ FOLIO_WORKERS: '2', FOLIO_WORKER_MIN_TASKS: '1' });
    expect(pages(pooled).sort()).toEqual(pages(single).sort());
    for (const file of pages(single)) expect(readFileSync(path.join(pooled, file), 'utf8'), file).toBe(readFileSync(path.join(single, file), 'utf8'));
  });
});
