/**
 * What the compat plugin hands the browser (its global data). TYPES and one name only: the client
 * modules import it, so it must stay free of node code.
 */
import type { Json } from '@folio/core/contract';

export const COMPAT_PLUGIN = 'docusaurus-compat';

export type CompatGlobalData = {
  /** The config's `customFields`, read by pages as `siteConfig.customFields`. */
  customFields: Record<string, Json>;
  /** `i18n/<locale>/code.json` of the locale built: translation id → message. */
  codeTranslations: Record<string, string>;
  /**
   * On Docusaurus's theme: Docusaurus's `siteConfig` for the locale built, as its core validates it
   * (`@generated/docusaurus.config`). Data of the locale, so a bundle shared by several locales
   * reads each one's (core's build/bundle-locales.ts).
   */
  siteConfig?: Json;
};
