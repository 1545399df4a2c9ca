/**
 * PURE: the site's `themeConfig` with the types the theme's schema infers (config/schema.ts). The
 * browser receives it as data; core checked it with that schema when the config loaded, so this is
 * the one place the theme reads it as typed (`useThemeConfig` in site.ts for components).
 */
import type { ThemeConfig } from '../config/schema';
import type { SiteData } from './types';

export function themeConfigOf(site: SiteData): ThemeConfig {
  return site.themeConfig as ThemeConfig;
}
