import { describe, expect, it } from 'vitest';
import { checkFailure, formatStatusTable, localeStatus, statusJson, type FileState } from './translations-status-table.ts';

const fr = localeStatus('fr', [
  { file: 'i18n/fr/docs/current/b.md', state: 'current' },
  { file: 'i18n/fr/docs/current/a.md', state: 'current' },
  { file: 'i18n/fr/docs/current/c.md', state: 'stale' },
  { file: 'i18n/fr/docs/current/d.md', state: 'unrecorded' },
  { file: 'i18n/fr/docs/current/e.md', state: 'missing' },
]);
const ar = localeStatus('ar', [{ file: 'i18n/ar/docs/current/a.md', state: 'current' }]);

describe('localeStatus', () => {
  it('sorts each state’s files', () => {
    expect(fr).toEqual({
      locale: 'fr',
      translated: ['i18n/fr/docs/current/a.md', 'i18n/fr/docs/current/b.md'],
      stale: ['i18n/fr/docs/current/c.md'],
      unrecorded: ['i18n/fr/docs/current/d.md'],
      missing: ['i18n/fr/docs/current/e.md'],
    });
  });
});

describe('formatStatusTable', () => {
  it.each([
    ['one locale: no totals row', [fr], 'locale  translated  stale  unrecorded  missing  total\nfr               2      1           1        1      5'],
    [
      'several locales: a totals row',
      [fr, ar],
      'locale  translated  stale  unrecorded  missing  total\nfr               2      1           1        1      5\nar               1      0           0        0      1\ntotal            3      1           1        1      6',
    ],
    ['no locale', [], 'locale  translated  stale  unrecorded  missing  total'],
  ])('%s', (_, statuses, table) => expect(formatStatusTable(statuses)).toBe(table));
});

describe('statusJson', () => {
  it('gives the files and counts per locale, and totals', () => {
    expect(statusJson([fr, ar])).toMatchObject({ locales: [{ locale: 'fr', counts: { translated: 2, stale: 1, unrecorded: 1, missing: 1 } }, { locale: 'ar' }], totals: { translated: 3, stale: 1, unrecorded: 1, missing: 1 } });
  });
});

describe('checkFailure', () => {
  it('nothing stale or missing: no failure (unrecorded files do not fail)', () => {
    expect(checkFailure([ar, localeStatus('de', [{ file: 'x', state: 'unrecorded' }])])).toBeUndefined();
  });
  it('names the stale and missing files with their locale', () => {
    expect(checkFailure([fr, ar])).toBe('1 stale and 1 missing translations:\n  i18n/fr/docs/current/c.md (fr, stale)\n  i18n/fr/docs/current/e.md (fr, missing)');
  });
  it('names at most 20, then says how many more', () => {
    const many = localeStatus('fr', Array.from({ length: 23 }, (_, index) => ({ file: `f${String(index).padStart(2, '0')}.md`, state: 'missing' as FileState })));
    const message = checkFailure([many])!;
    expect(message.split('\n')).toHaveLength(22);
    expect(message).toContain('  f19.md (fr, missing)\n  and 3 more');
    expect(message).not.toContain('f20.md');
  });
});
