import { describe, expect, it } from 'vitest';
import { baseImportTarget } from './base-imports.ts';

describe('baseImportTarget', () => {
  it.each([
    ['/fr/@fs/site/docs/intro.md', '/fr/', '/site/docs/intro.md'],
    ['/docs/@id/__x00__virtual:folio/page?x', '/docs/', '\0virtual:folio/page?x'],
    ['/@fs/site/docs/intro.md', '/', undefined],
    ['/fr/other.js', '/fr/', undefined],
    ['/de/@fs/site/x.md', '/fr/', undefined],
  ])('%s under %s → %j', (id, base, expected) => {
    expect(baseImportTarget(id, base)).toBe(expected);
  });
});
