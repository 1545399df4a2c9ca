/** `@docusaurus/useDocusaurusContext` with Docusaurus's own normalised siteConfig. */
import siteConfig from '@generated/docusaurus.config';
import siteMetadata from '@generated/site-metadata';
import useGlobalData from '../../client/useGlobalData.ts';
import { codeTranslations } from '../../client/code-translations.ts';

const i18nConfig = siteConfig.i18n;
const localeConfigs = Object.fromEntries(
  (i18nConfig.locales as string[]).map((locale) => [
    locale,
    { label: locale, direction: 'ltr', htmlLang: locale, calendar: 'gregory', path: locale, translate: false, ...(i18nConfig.localeConfigs?.[locale] ?? {}) },
  ]),
);
const context = {
  siteConfig,
  siteMetadata,
  i18n: { ...i18nConfig, currentLocale: i18nConfig.defaultLocale, localeConfigs },
  codeTranslations,
};

export default function useDocusaurusContext() {
  return { ...context, globalData: useGlobalData() };
}
