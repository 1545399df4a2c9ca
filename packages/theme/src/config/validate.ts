/**
 * The theme's check of `themeConfig`, as Docusaurus's themes export it: core calls
 * `validateThemeConfig({ validate, themeConfig })` when the config loads and turns what its
 * `validate` finds into config errors naming `themeConfig.<key>`, the config file and the line.
 */
import type { ThemeConfigValidationContext } from '@folio/core';
import { themeConfigSchema } from './schema.ts';

export function validateThemeConfig({ validate, themeConfig }: ThemeConfigValidationContext): Record<string, unknown> {
  return validate(themeConfigSchema, themeConfig);
}
