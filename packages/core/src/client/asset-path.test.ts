import { describe, expect, it } from 'vitest';
import { assetSitePath } from './asset-path.ts';

describe('assetSitePath', () => {
  it.each([
    ['img/logo.svg', '/img/logo.svg'],
    ['./img/logo.svg', '/img/logo.svg'],
    ['/img/logo.svg', '/img/logo.svg'],
    ['//cdn.example.com/logo.svg', '//cdn.example.com/logo.svg'],
    ['https://example.com/card.png', 'https://example.com/card.png'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(assetSitePath(input)).toBe(expected);
  });
});
