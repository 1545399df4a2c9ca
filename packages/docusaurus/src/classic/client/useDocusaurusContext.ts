/** `@docusaurus/useDocusaurusContext` with Docusaurus's own normalised siteConfig. */
import siteConfig from '@generated/docusaurus.config';
import siteMetadata from '@generated/site-metadata';
import useGlobalData from '../../client/useGlobalData.ts';
import { codeTranslations } from '../../client/code-translations.ts';

const i18nConfig = siteConfig.i18n;
/**
 * Each locale's config as Docusaurus 3.10 completes it: its site URL and base URL too (theme-common's
 * useAlternatePageUtils builds the hreflang links from them), the default locale at the site's base
 * URL and the others under `<baseUrl><path>/`.
 */
const localeConfigs = Object.fromEntries(
  (i18nConfig.locales as string[]).map((locale) => {
    const given = (i18nConfig.localeConfigs?.[locale] ?? {}) as Record<string, unknown>;
    const localePath = (given.path as string | undefined) ?? locale;
    const localeBase: string = locale === i18nConfig.defaultLocale ? (siteConfig.baseUrl as string) : `${siteConfig.baseUrl}${localePath}/`;
    // theme-common appends the location's path after the base URL less the site's: Folio's location
    // (client/router.tsx) is a site path, which keeps its leading slash under a base URL other than '/'.
    const baseUrl = siteConfig.baseUrl === '/' ? localeBase : localeBase.replace(/\/$/, '');
    return [locale, { label: locale, direction: 'ltr', htmlLang: locale, calendar: 'gregory', path: localePath, translate: false, url: siteConfig.url, baseUrl, ...given }];
  }),
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
