import { describe, expect, it } from 'vitest';
import { resolveStorage } from './storage.ts';

// Namespaces as Docusaurus 3.10's createSiteStorage computes them for the same addresses.
describe('resolveStorage', () => {
  it.each([
    [undefined, 'https://x.org', '/', { type: 'localStorage', namespace: '' }],
    [{ namespace: true }, 'https://your-docusaurus-site.example.com', '/', { type: 'localStorage', namespace: '-9f6' }],
    [{ namespace: true }, 'https://x.org/', '/docs/', { type: 'localStorage', namespace: '-567' }],
    [{ namespace: true }, 'https://x.org', '/fr/', { type: 'localStorage', namespace: '-cf1' }],
    [{ namespace: true }, 'https://x.org/sub', '/a/', { type: 'localStorage', namespace: '-6a0' }],
    [{ type: 'sessionStorage' as const, namespace: 'mine' }, 'https://x.org', '/', { type: 'sessionStorage', namespace: '-mine' }],
    [{ type: 'none' as const, namespace: false }, 'https://x.org', '/', { type: 'none', namespace: '' }],
    [{ namespace: '' }, 'https://x.org', '/', { type: 'localStorage', namespace: '' }],
  ])('%j at %s%s', (option, url, baseUrl, expected) => {
    expect(resolveStorage(option, url, baseUrl)).toEqual(expected);
  });
});
