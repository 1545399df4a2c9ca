import { describe, expect, it, vi } from 'vitest';

vi.mock('../runtime/site', () => ({ useSiteData: () => undefined }));
import { nextChoice, storedChoice } from './colorMode.ts';
import { colorModeScript, type ColorModeConfig } from '../runtime/init-scripts.ts';
import type { SiteData } from '../runtime/types.ts';

const following: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true };
const notFollowing: ColorModeConfig = { ...following, respectPrefersColorScheme: false };
// jellyfin.org's: always dark, no switch.
const fixedDark: ColorModeConfig = { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false };

type Where = { storage: SiteData['storage']; search?: string };
const plain: Where = { storage: { type: 'localStorage', namespace: '' } };

/** Run the inline script with stored values and a system preference; the attributes it sets. */
function runScript(config: ColorModeConfig, stored: string | null | Record<string, Record<string, string>>, systemDark: boolean, where: Where = plain): Record<string, string> {
  const attributes: Record<string, string> = {};
  const stores = typeof stored === 'object' && stored !== null ? stored : { localStorage: stored === null ? {} : { theme: stored } };
  const storageOf = (values: Record<string, string> = {}) => ({ getItem: (key: string) => values[key] ?? null });
  const env = {
    location: { protocol: 'http:', pathname: '/', search: where.search ?? '' },
    window: { localStorage: storageOf(stores.localStorage), sessionStorage: storageOf(stores.sessionStorage) },
    URLSearchParams,
    matchMedia: () => ({ matches: systemDark }),
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) }, addEventListener() {} },
  };
  new Function(...Object.keys(env), colorModeScript(config, '/', where))(...Object.values(env));
  return attributes;
}

describe('colour mode', () => {
  it('cycles light → dark → system when following the system, else flips', () => {
    expect(nextChoice('light', 'light', true)).toBe('dark');
    expect(nextChoice('dark', 'dark', true)).toBe('system');
    expect(nextChoice('system', 'dark', true)).toBe('light');
    expect(nextChoice('light', 'light', false)).toBe('dark');
    expect(nextChoice('dark', 'dark', false)).toBe('light');
  });

  it.each([
    [following, null, true, 'system', 'dark'],
    [following, 'system', false, 'system', 'light'],
    [following, 'light', true, 'light', 'light'],
    [notFollowing, null, true, 'light', 'light'],
    [notFollowing, 'system', true, 'light', 'light'],
    [notFollowing, 'dark', false, 'dark', 'dark'],
    [fixedDark, 'light', false, 'dark', 'dark'],
    [fixedDark, null, false, 'dark', 'dark'],
    [{ ...fixedDark, respectPrefersColorScheme: true }, 'system', false, 'dark', 'dark'],
  ] as const)('respect %# · stored %s · system dark %s → choice %s, mode %s', (config, stored, systemDark, choice, mode) => {
    expect(storedChoice(stored, config)).toBe(choice);
    expect(runScript(config, stored, systemDark)).toEqual({ 'data-theme': mode, 'data-theme-choice': choice });
  });

  // The site's `storage` (Docusaurus's keys: `theme` + namespace, in the storage it names), and
  // `?docusaurus-theme=` before any stored choice.
  it.each([
    ['namespaced', { localStorage: { 'theme-9f6': 'dark', theme: 'light' } }, { storage: { type: 'localStorage', namespace: '-9f6' } }, 'dark'],
    ['namespace ignores the plain key', { localStorage: { theme: 'dark' } }, { storage: { type: 'localStorage', namespace: '-9f6' } }, 'light'],
    ['session storage', { sessionStorage: { theme: 'dark' }, localStorage: { theme: 'light' } }, { storage: { type: 'sessionStorage', namespace: '' } }, 'dark'],
    ['no storage', { localStorage: { theme: 'dark' } }, { storage: { type: 'none', namespace: '' } }, 'light'],
    ['query string first', { localStorage: { theme: 'light' } }, { storage: { type: 'localStorage', namespace: '' }, search: '?docusaurus-theme=dark' }, 'dark'],
    ['unknown query value', { localStorage: { theme: 'dark' } }, { storage: { type: 'localStorage', namespace: '' }, search: '?docusaurus-theme=blue' }, 'light'],
  ] as const)('%s', (_name, stores, where, mode) => {
    expect(runScript(notFollowing, stores as Record<string, Record<string, string>>, false, where as Where)['data-theme']).toBe(mode);
  });
});
