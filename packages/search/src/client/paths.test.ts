import { describe, expect, it } from 'vitest';
import { toSitePath } from './paths.ts';

describe('toSitePath', () => {
  const site = 'https://example.com';
  it.each([
    // [hit url, baseUrl, the path given to Link]
    ['/docs/docs/intro', '/docs/', '/docs/intro'],
    ['/docs/docs/next/guide#setup', '/docs/', '/docs/next/guide#setup'],
    ['https://example.com/docs/docs/intro?x=1', '/docs/', '/docs/intro?x=1'],
    ['/guide', '/', '/guide'],
    ['https://example.com/guide#a', '/', '/guide#a'],
    ['https://other.example.org/docs/x', '/docs/', 'https://other.example.org/docs/x'],
  ])('%s (base %s) → %s', (url, baseUrl, expected) => {
    expect(toSitePath(url, site, baseUrl)).toBe(expected);
  });
});
