import { describe, expect, it } from 'vitest';
import { failedScriptUrl } from './LazySearchModal';

describe('failedScriptUrl', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://docs.example.com/assets/SearchModal-Bn1.js', 'https://docs.example.com/assets/SearchModal-Bn1.js'],
    ['Failed to fetch dynamically imported module: http://127.0.0.1:4400/assets/SearchModal-Bn1.js?retry=2', 'http://127.0.0.1:4400/assets/SearchModal-Bn1.js'],
    ['error loading dynamically imported module: https://x.dev/base/assets/a.mjs', 'https://x.dev/base/assets/a.mjs'],
    ['Unable to preload CSS for /assets/SearchModal-IFB.css', undefined],
    ['Importing a module script failed.', undefined],
    [new Error('Failed to fetch dynamically imported module: https://x.dev/assets/m.js'), 'https://x.dev/assets/m.js'],
  ])('%s', (error, url) => expect(failedScriptUrl(error)).toBe(url));
});
