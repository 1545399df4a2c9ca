/** `@docusaurus/useDocusaurusContext` with Docusaurus's own normalised siteConfig. */
import siteConfig from '@generated/docusaurus.config';
import siteMetadata from '@generated/site-metadata';
import site from 'virtual:folio/site';
import useGlobalData from '../../client/useGlobalData.ts';
import { codeTranslations } from '../../client/code-translations.ts';

/**
 * `i18n` as Docusaurus's context has it, from the i18n Folio resolved for the locale these pages
 * are built in (core's config/i18n.ts, as Docusaurus's loadI18n): `currentLocale`, and each
 * locale's full config (label, direction, htmlLang, calendar, path, translate, url, baseUrl).
 */
const { defaultLocale, locales, path, currentLocale, localeConfigs } = site.i18n;
const context = {
  siteConfig,
  siteMetadata,
  i18n: { defaultLocale, locales, path, currentLocale, localeConfigs },
  codeTranslations,
};

export default function useDocusaurusContext() {
  return { ...context, globalData: useGlobalData() };
}
