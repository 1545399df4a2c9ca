/** `@docusaurus/useDocusaurusContext` with Docusaurus's own normalised siteConfig. */
import siteConfig from '@generated/docusaurus.config';
import siteMetadata from '@generated/site-metadata';
import site from 'virtual:folio/site';
import useGlobalData from '../../client/useGlobalData.ts';
import { codeTranslations } from '../../client/code-translations.ts';
import { alternateBaseUrls } from './locale-urls.ts';

/**
 * `i18n` as Docusaurus's context has it, from the i18n Folio resolved for the locale these pages
 * are built in (core's config/i18n.ts, as Docusaurus's loadI18n): `currentLocale`, and each
 * locale's full config (label, direction, htmlLang, calendar, path, translate, url, baseUrl).
 * theme-common's useAlternatePageUtils builds the locale dropdown's links and the hreflang
 * alternates from each locale's `url` and `baseUrl` and the location's path less the current
 * locale's base URL; Folio's location (client/router.tsx) is a site path, which has no base URL to
 * take off: locale-urls.ts gives the base URLs that make the same links of it.
 */
const { defaultLocale, locales, path, currentLocale, localeConfigs } = site.i18n;
const context = {
  siteConfig,
  siteMetadata,
  i18n: { defaultLocale, locales, path, currentLocale, localeConfigs: alternateBaseUrls(localeConfigs, String(siteConfig.baseUrl)) },
  codeTranslations,
};

export default function useDocusaurusContext() {
  return { ...context, globalData: useGlobalData() };
}
