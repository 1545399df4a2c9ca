/**
 * The prism-react-renderer theme shape (`{ plain, styles: [{ types, style, languages? }] }`, as
 * Docusaurus's `themeConfig.prism.theme`), which the config and the plugin API name and
 * vite/prism-css.ts turns into CSS. Types only, on the ground floor.
 */

export interface PrismTheme {
  plain: Record<string, unknown>;
  styles: Array<{ types: string[]; style: Record<string, unknown>; languages?: string[] }>;
}

export interface PrismThemes {
  theme?: PrismTheme;
  darkTheme?: PrismTheme;
}
