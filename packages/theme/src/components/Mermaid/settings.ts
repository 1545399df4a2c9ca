/** PURE: `themeConfig.mermaid` as Docusaurus's theme-mermaid reads it, and what mermaid.initialize gets. */
import type { Mode } from '../../hooks/colorMode';

export interface MermaidSettings {
  theme: Record<Mode, string>;
  options: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** PURE: `themeConfig.mermaid` with theme-mermaid's defaults where it gives nothing usable. */
export function mermaidSettings(given: unknown): MermaidSettings {
  const config = isRecord(given) ? given : {};
  const theme = isRecord(config.theme) ? config.theme : {};
  return {
    theme: { light: typeof theme.light === 'string' ? theme.light : 'default', dark: typeof theme.dark === 'string' ? theme.dark : 'dark' },
    options: isRecord(config.options) ? config.options : {},
  };
}

/** PURE: what mermaid.initialize gets in colour mode `mode`: the site's options, the mode's theme, no drawing on load. */
export function mermaidConfig(settings: MermaidSettings, mode: Mode): Record<string, unknown> {
  return { startOnLoad: false, ...settings.options, theme: settings.theme[mode] };
}
