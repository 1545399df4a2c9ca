/**
 * `@docusaurus/theme-common`: the exports sites use most, over Folio's theme. Any other name
 * imported from it stops the build with a message naming it and the importing file (the compat
 * Vite plugin checks imports against THEME_COMMON_EXPORTS in ../compat/modules.ts).
 */
import { useCallback } from 'react';
import { useColorMode as useFolioColorMode, useSiteData } from '@folio/theme';
import { ThemeClassNames } from './theme-class-names.ts';

export { ThemeClassNames };

export type ColorMode = 'light' | 'dark';

/**
 * The mode in use (the config's default on the server and while hydrating, as Docusaurus) and
 * a setter; `null` follows the system, as Docusaurus's `setColorMode(null)`.
 */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode | null) => void; isDarkTheme: boolean } {
  const { mode, setChoice } = useFolioColorMode();
  const setColorMode = useCallback((next: ColorMode | null) => setChoice(next ?? 'system'), [setChoice]);
  return { colorMode: mode, setColorMode, isDarkTheme: mode === 'dark' };
}

/** The site's `themeConfig` as the browser has it. */
export function useThemeConfig(): Record<string, any> {
  return useSiteData().themeConfig;
}
