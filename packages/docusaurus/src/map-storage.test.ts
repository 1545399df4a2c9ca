import { describe, expect, it } from 'vitest';
import { mapStorage } from './map-config.ts';

// What Docusaurus's validation makes of each config's storage (3.8+ top level; 3.6/3.7 future flag).
describe('mapStorage', () => {
  it.each([
    ['nothing', {}, undefined],
    ['the 3.8+ template (v4: true)', { future: { v4: true } }, { namespace: true }],
    ['the v4 flag alone', { future: { v4: { siteStorageNamespacing: true } } }, { namespace: true }],
    ['v4 flags without it', { future: { v4: { removeLegacyPostBuildHeadAttribute: true } } }, undefined],
    ['storage', { storage: { type: 'sessionStorage', namespace: 'docs' } }, { type: 'sessionStorage', namespace: 'docs' }],
    ['storage without namespace, v4', { storage: { type: 'localStorage' }, future: { v4: true } }, { type: 'localStorage', namespace: true }],
    ['storage namespace false beats v4', { storage: { namespace: false }, future: { v4: true } }, undefined],
    ['3.6 experimental_storage', { future: { experimental_storage: { type: 'sessionStorage', namespace: true } } }, { type: 'sessionStorage', namespace: true }],
    ['3.6 experimental_storage without namespace', { future: { experimental_storage: { type: 'localStorage' } } }, { type: 'localStorage' }],
  ])('%s', (_name, input, expected) => {
    expect(mapStorage(input as Record<string, unknown>)).toEqual(expected);
  });
});
