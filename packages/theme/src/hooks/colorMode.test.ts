import { describe, expect, it, vi } from 'vitest';

vi.mock('../runtime/site', () => ({ useSiteData: () => undefined }));
import { nextChoice, storedChoice } from './colorMode.ts';
import { colorModeScript, type ColorModeConfig } from '../runtime/init-scripts.ts';

const following: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true };
const notFollowing: ColorModeConfig = { ...following, respectPrefersColorScheme: false };
// jellyfin.org's: always dark, no switch.
const fixedDark: ColorModeConfig = { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false };

/** Run the inline script with a stored value and a system preference; the attributes it sets. */
function runScript(config: ColorModeConfig, stored: string | null, systemDark: boolean): Record<string, string> {
  const attributes: Record<string, string> = {};
  const env = {
    location: { protocol: 'http:', pathname: '/' },
    localStorage: { getItem: () => stored },
    matchMedia: () => ({ matches: systemDark }),
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) }, addEventListener() {} },
  };
  new Function(...Object.keys(env), colorModeScript(config))(...Object.values(env));
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
});
