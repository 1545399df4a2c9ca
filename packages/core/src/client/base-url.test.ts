import { describe, expect, it } from 'vitest';
import { joinPaths, stripBaseUrl } from './paths.ts';

// Site paths (in data) never hold the base URL; addresses (the browser's location) always do.
describe('stripBaseUrl', () => {
  it.each([
    // [address, baseUrl, site path]
    ['/docs/docs/intro', '/docs/', '/docs/intro'],
    ['/docs/', '/docs/', '/'],
    ['/docs', '/docs/', '/'],
    ['/docs/img/a.png', '/docs', '/img/a.png'],
    ['/a/b', '/', '/a/b'],
    ['/', '/', '/'],
    ['/elsewhere', '/docs/', '/elsewhere'],
    ['/docsx/page', '/docs/', '/docsx/page'],
  ])('%s under %s is %s', (address, baseUrl, sitePath) => {
    expect(stripBaseUrl(address, baseUrl)).toBe(sitePath);
  });

  it('undoes adding the base URL exactly once, also when the site path starts with its text', () => {
    for (const sitePath of ['/docs/intro', '/docs/', '/', '/docs/docs/x', '/img/a.png']) {
      expect(stripBaseUrl(joinPaths('/docs/', sitePath), '/docs/')).toBe(sitePath);
    }
  });
});
