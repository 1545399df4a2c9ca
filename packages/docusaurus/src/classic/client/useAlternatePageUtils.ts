/**
 * theme-common's `useAlternatePageUtils` (its `utils/useAlternatePageUtils` module, whatever the
 * installed version): `createUrl({ locale, fullyQualified })`, the page being read in another
 * locale, from Folio's location (locale-urls.ts's alternatePageUrl).
 */
import useDocusaurusContext from './useDocusaurusContext.ts';
import { useLocation } from './router.tsx';
import { alternatePageUrl } from './locale-urls.ts';

type LocaleConfig = { url: string; baseUrl: string };

export function useAlternatePageUtils(): { createUrl: (options: { locale: string; fullyQualified: boolean }) => string } {
  const { siteConfig, i18n } = useDocusaurusContext() as unknown as { siteConfig: { trailingSlash?: boolean }; i18n: { localeConfigs: Record<string, LocaleConfig> } };
  const { pathname } = useLocation();
  function createUrl({ locale, fullyQualified }: { locale: string; fullyQualified: boolean }): string {
    const localeConfig = i18n.localeConfigs[locale];
    if (!localeConfig) throw new Error(`useAlternatePageUtils: no locale config for the locale "${locale}"`);
    return alternatePageUrl(localeConfig, pathname, siteConfig.trailingSlash, fullyQualified);
  }
  return { createUrl };
}
