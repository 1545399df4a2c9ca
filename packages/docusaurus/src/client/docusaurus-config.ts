/**
 * `@generated/docusaurus.config` on Docusaurus's theme (classic/vite-classic.ts): Docusaurus's
 * siteConfig of the locale, which the compat plugin carries as its global data, so that a bundle
 * shared by several locales reads each one's.
 */
import globalData from 'virtual:folio/global-data';
import { COMPAT_PLUGIN, type CompatGlobalData } from '../compat/contract.ts';

export default (globalData[COMPAT_PLUGIN] as CompatGlobalData | undefined)?.siteConfig;
