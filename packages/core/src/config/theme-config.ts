/**
 * `themeConfig` belongs to the theme: core knows none of its keys. As Docusaurus does with its
 * themes, core finds the configured theme's `validateThemeConfig` (the theme package's `./config`
 * entry, resolved from the site as the theme's components are) and calls it when the config loads;
 * the issues the theme's schema reports join the config's own, so they print as every config error
 * does (`themeConfig.navbar.items[0].docId`, the config file and the line). A theme without that
 * entry checks nothing, as a Docusaurus theme without the function.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { FolioError } from '../errors.ts';

/** What a theme's `validateThemeConfig` is given (Docusaurus's ThemeConfigValidationContext). */
export interface ThemeConfigValidationContext {
  themeConfig: Record<string, unknown>;
  /** Checks `themeConfig` with the theme's zod schema (its issues become config errors) and returns it as given. */
  validate: (schema: z.ZodType, themeConfig: Record<string, unknown>) => Record<string, unknown>;
}

export type ValidateThemeConfig = (context: ThemeConfigValidationContext) => unknown;

/** The theme package a config names (`theme`, else Folio's). */
export function themePackageOf(config: unknown): string {
  const theme = typeof config === 'object' && config !== null ? (config as { theme?: unknown }).theme : undefined;
  return typeof theme === 'string' ? theme : '@folio/theme';
}

/** The theme's `./config` entry as the site resolves it; undefined when it has none. */
async function themeConfigEntry(siteDir: string, themePackage: string): Promise<Record<string, unknown> | undefined> {
  let entry: string;
  try {
    entry = createRequire(path.join(siteDir, 'package.json')).resolve(`${themePackage}/config`);
  } catch {
    return undefined;
  }
  try {
    return (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
  } catch (error) {
    throw new FolioError(`the theme "${themePackage}" could not load its config check (${entry})`, { cause: error });
  }
}

/** The theme's `validateThemeConfig`, from its `./config` entry; undefined when it has none. */
export async function loadThemeConfigValidator(siteDir: string, themePackage: string): Promise<ValidateThemeConfig | undefined> {
  const loaded = await themeConfigEntry(siteDir, themePackage);
  return typeof loaded?.validateThemeConfig === 'function' ? (loaded.validateThemeConfig as ValidateThemeConfig) : undefined;
}

/**
 * The folder of the theme's translations of its strings (`<locale>/<name>.json`, Docusaurus's
 * layout), from its `./config` entry's `codeTranslationsUrl()`; undefined when it has none.
 */
export async function themeCodeTranslationsDir(siteDir: string, themePackage: string): Promise<string | undefined> {
  const loaded = await themeConfigEntry(siteDir, themePackage);
  const url = typeof loaded?.codeTranslationsUrl === 'function' ? (loaded.codeTranslationsUrl as () => unknown)() : undefined;
  return typeof url === 'string' ? fileURLToPath(url) : undefined;
}

/**
 * PURE: the refinement of `themeConfig` that runs the theme's check; the issues it adds are
 * relative to `themeConfig`, so zod names them from the config's root.
 */
export function checkThemeConfig(validateThemeConfig: ValidateThemeConfig) {
  return (themeConfig: Record<string, unknown>, ctx: z.core.$RefinementCtx<Record<string, unknown>>): void => {
    validateThemeConfig({
      themeConfig,
      validate: (schema, value) => {
        const result = schema.safeParse(value, { reportInput: true });
        // Issues as zod reported them (their codes, paths and inputs), relative to `themeConfig`.
        if (!result.success) ctx.issues.push(...(result.error.issues as z.core.$ZodRawIssue[]));
        return value;
      },
    });
  };
}
