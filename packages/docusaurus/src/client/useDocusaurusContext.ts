/**
 * `@docusaurus/useDocusaurusContext`: the site's config and global data in Docusaurus's shape.
 * `siteConfig` holds what Folio hands the browser (title, tagline, url, baseUrl, trailingSlash,
 * favicon, noIndex, titleDelimiter, themeConfig) and the config's `customFields`, which the
 * compat plugin carries as its global data.
 */
import { useGlobalData, useSiteData } from '@folio/theme';
import type { GlobalData, Json } from '@folio/core/contract';
import globalData from 'virtual:folio/global-data';
import { COMPAT_PLUGIN, type CompatGlobalData } from '../compat/contract.ts';
import { codeTranslations } from './code-translations.ts';

export interface DocusaurusContext {
  siteConfig: Record<string, Json> & { title: string; url: string; baseUrl: string; customFields: Record<string, Json> };
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, Json> };
  globalData: GlobalData;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; localeConfigs: Record<string, Json> };
  codeTranslations: Record<string, string>;
}

export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSiteData();
  const compat = useGlobalData<CompatGlobalData>(COMPAT_PLUGIN);
  const { i18n, ...fields } = site;
  return {
    siteConfig: { ...fields, i18n, customFields: compat?.customFields ?? {} },
    siteMetadata: { docusaurusVersion: 'folio', pluginVersions: {} },
    globalData,
    i18n,
    codeTranslations,
  };
}
