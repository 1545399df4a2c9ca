/**
 * The search UI speaks the page's locale: its strings go through the theme's `translate()`, under
 * theme-search-algolia's ids, so the French Docusaurus ships (@docusaurus/theme-translations)
 * shows on a French page; with no table, the English it showed before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocSearchModal } from '@docsearch/react/modal';
import { en } from '@folio/theme/runtime/en.ts';
import { setCodeTranslations } from '@folio/theme/runtime/translate.ts';

// The theme's entry brings its app (and the build's virtual modules); the search UI needs its strings.
vi.mock('@folio/theme', async () => {
  const { translate, interpolate } = await import('@folio/theme/runtime/translate.ts');
  return { translate, interpolate, withBaseUrl: (url: string) => url };
});

const { default: SearchBar } = await import('./SearchBar');
const { default: SearchLoadError } = await import('./SearchLoadError');
const { searchModalTranslations, seeAllLabel, selectPlural } = await import('./SearchTranslations');

const translationsDir = path.join(path.dirname(createRequire(import.meta.resolve('@folio/theme/package.json')).resolve('@docusaurus/theme-translations/package.json')), 'locales');

/** A locale's messages as Docusaurus ships them (descriptions left out). */
function shipped(locale: string): Record<string, string> {
  const dir = path.join(translationsDir, locale);
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const all: Record<string, string> = Object.assign({}, ...files.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>));
  return Object.fromEntries(Object.entries(all).filter(([id]) => !id.endsWith('___DESCRIPTION')));
}

const french = shipped('fr');

/** The text a reader meets in rendered HTML: text and the attributes read out or shown. */
function readerText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|placeholder|title)="([^"]*)"/g)].map((match) => match[1]);
  return [html.replace(/<[^>]*>/g, ' '), ...attributes].join(' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}

/**
 * The modal as its first render draws it, on a page with no text selected (the modal's first query)
 * whose host its footer's Algolia link names: the two things of the window its render reads.
 */
function renderModal(): string {
  const { placeholder, translations } = searchModalTranslations();
  const modal = createElement(DocSearchModal, { appId: 'local', apiKey: 'local', indexName: 'local', initialScrollY: 0, placeholder, translations });
  vi.stubGlobal('window', { location: { hostname: 'docs.example' }, getSelection: () => ({ toString: () => '' }) });
  try {
    return renderToString(modal);
  } finally {
    vi.unstubAllGlobals();
  }
}

afterEach(() => setCodeTranslations({}));

describe('the search UI in the page locale', () => {
  it("the navbar button says Docusaurus's French, its shortcut keys as they are", () => {
    setCodeTranslations(french);
    const html = renderToString(createElement(SearchBar));
    expect(french['theme.SearchBar.label']).toBe('Chercher');
    expect(html).toContain('<span class="DocSearch-Button-Placeholder">Chercher</span>');
    expect(readerText(html)).not.toMatch(/\bSearch\b/);
  });

  it("the modal's search box, start screen and footer are in French", () => {
    setCodeTranslations(french);
    const text = readerText(renderModal());
    for (const id of [
      'theme.SearchModal.placeholder',
      'theme.SearchModal.searchBox.searchInputLabel',
      'theme.SearchModal.searchBox.resetButtonTitle',
      'theme.SearchModal.searchBox.cancelButtonText',
      'theme.SearchModal.startScreen.noRecentSearchesText',
      'theme.SearchModal.footer.selectText',
      'theme.SearchModal.footer.selectKeyAriaLabel',
      'theme.SearchModal.footer.navigateText',
      'theme.SearchModal.footer.closeText',
      'theme.SearchModal.footer.closeKeyAriaLabel',
    ]) {
      expect(text, id).toContain(french[id]);
    }
    expect(text).toContain('Rechercher des docs');
    expect(text).not.toMatch(/Search docs|No recent searches|to select|to navigate|to close|Clear the query/);
  });

  it('with no table, the modal shows the English it showed before', () => {
    const text = readerText(renderModal());
    for (const english of ['Search docs', 'No recent searches', 'to select', 'to navigate', 'to close', 'Enter key', 'Escape key', 'Clear the query', 'Cancel']) {
      expect(text).toContain(english);
    }
    expect(renderToString(createElement(SearchBar))).toContain('<span class="DocSearch-Button-Placeholder">Search</span>');
  });

  it("the no-results and error screens' strings are in French", () => {
    setCodeTranslations(french);
    const { translations } = searchModalTranslations();
    expect(translations.noResultsScreen).toEqual({ noResultsText: 'Aucun résultat pour', suggestedQueryText: 'Essayez de chercher' });
    expect(translations.errorScreen?.titleText).toBe('Impossible de récupérer les résultats');
    expect(translations.startScreen?.recentSearchesTitle).toBe('Récemment');
  });

  it('the link to every result counts them in French', () => {
    setCodeTranslations(french);
    expect(seeAllLabel(12)).toBe('Voir les 12 résultats');
    setCodeTranslations({ ...french, 'theme.SearchModal.folio.seeAllResults': 'Voir tous les résultats' });
    expect(seeAllLabel(undefined)).toBe('Voir tous les résultats');
    setCodeTranslations({});
    expect([seeAllLabel(3), seeAllLabel(undefined)]).toEqual(['See all 3 results', 'See all results']);
  });

  it("the load-error screen takes Docusaurus's French and the site's code.json", () => {
    setCodeTranslations({ ...french, 'theme.SearchModal.folio.loadErrorTitle': 'La recherche n’a pas pu se charger' });
    const html = renderToString(createElement(SearchLoadError, { retrying: false, onRetry: () => undefined, onClose: () => undefined }));
    expect(html).toContain('Réessayer');
    expect(html).toContain('La recherche n’a pas pu se charger');
    expect(html).not.toContain('Try again');
  });
});

describe('selectPlural', () => {
  it.each([
    ['en', 'One document found|{count} documents found', 1, 'One document found'],
    ['en', 'One document found|{count} documents found', 0, '{count} documents found'],
    ['en', '1 result|12 results', 12, '12 results'],
    ['fr', 'Un document trouvé|{count} documents trouvés', 0, 'Un document trouvé'],
    ['fr', 'Un document trouvé|{count} documents trouvés', 2, '{count} documents trouvés'],
    // Russian: one, few, many, other.
    ['ru', 'one|few|many|other', 21, 'one'],
    ['ru', 'one|few|many|other', 3, 'few'],
    ['ru', 'one|few|many|other', 5, 'many'],
    ['ru', 'one|few|many|other', 1.5, 'other'],
    // Arabic's zero comes first; a message with fewer forms than the locale uses its last.
    ['ar', 'zero|one|two|few|many|other', 0, 'zero'],
    ['ar', 'zero|one|other', 5, 'other'],
    // Japanese has one form; a message of one form serves every count.
    ['ja', '{count} 件', 1, '{count} 件'],
    ['ja', 'a|b', 7, 'a'],
    ['zz-invalid-@@', 'one|other', 1, 'one'],
  ])('%s: %s for %s', (locale, message, count, form) => expect(selectPlural(locale, message, count)).toBe(form));
});

describe("the search UI's ids", () => {
  const dir = import.meta.dirname;
  const sources = readdirSync(dir)
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => {
      const code = readFileSync(path.join(dir, name), 'utf8');
      const found = [...code.matchAll(/\btranslate\(\s*'([^'\\]*)',\s*'((?:[^'\\]|\\.)*)'/g)].map((match) => ({ id: match[1]!, message: match[2]!.replace(/\\(.)/g, '$1') }));
      return { name, found, count: [...code.matchAll(/\btranslate\(/g)].length };
    });
  const calls = sources.flatMap(({ found }) => found);
  const base = { ...JSON.parse(readFileSync(path.join(translationsDir, 'base', 'theme-search-algolia.json'), 'utf8')), ...JSON.parse(readFileSync(path.join(translationsDir, 'base', 'theme-common.json'), 'utf8')) } as Record<string, string>;
  const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

  it.each(sources.map((source) => [source.name, source]))('%s: every call names its id and message as literals', (_, { found, count }) => {
    expect(found.length).toBe(count);
  });

  it('every call has the id and message of the en table', () => {
    expect(calls.length).toBeGreaterThan(30);
    expect(calls.filter(({ id, message }) => (en as Record<string, string>)[id] !== message)).toEqual([]);
  });

  it("Docusaurus's ids keep its placeholders; Folio's own are under .folio.", () => {
    const ids = [...new Set(calls.map(({ id }) => id))];
    const own = ids.filter((id) => !(id in base));
    expect(own.every((id) => /^theme\.Search(Modal|Page)\.folio\./.test(id)), own.join(', ')).toBe(true);
    const different = ids.filter((id) => id in base).filter((id) => placeholders(base[id]!).join() !== placeholders((en as Record<string, string>)[id]!).join());
    expect(different).toEqual([]);
  });
});
