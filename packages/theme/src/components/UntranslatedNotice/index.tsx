/**
 * The notices on a page of a translated locale about its translation:
 * - `untranslated`: the page has no translation yet and shows its source's text (the docs and blog
 *   plugins mark it). Its text is the theme's string `theme.i18n.untranslatedNotice`; a page opts
 *   out with front matter `untranslated_notice: false`, a plugin with `untranslatedNotice: false`;
 * - `stale`: the page's translation translates an older revision of its source (the plugins mark
 *   it `staleTranslation` from the revision the translation records, as `folio translations
 *   status` does). Its text is `theme.i18n.staleTranslationNotice`, with a link to the page in
 *   the default locale; a translation opts out with front matter `stale_translation_notice: false`,
 *   a plugin with `staleTranslationNotice: false`.
 * A locale's `code.json` translates both strings.
 */
import Admonition from '@theme/Admonition';
import { localeSwitchUrl } from '../../runtime/locale-urls';
import { useSiteData, useSitePath } from '../../runtime/site';
import { interpolate, translate } from '../../runtime/translate';

export interface UntranslatedNoticeProps {
  /** The page shows its source's text. */
  untranslated?: boolean;
  /** The page's translation translates an older revision of its source. */
  stale?: boolean;
}

export default function UntranslatedNotice({ untranslated, stale }: UntranslatedNoticeProps) {
  if (untranslated) {
    return (
      <div className="untranslated-notice" role="note">
        <Admonition type="info">{translate('theme.i18n.untranslatedNotice', 'This page is not translated yet.')}</Admonition>
      </div>
    );
  }
  return stale ? <StaleTranslationNotice /> : null;
}

/** The stale-translation notice, linking the page in the default locale (a full-page link: each locale is its own build). */
function StaleTranslationNotice() {
  const site = useSiteData();
  const sitePath = useSitePath();
  const { defaultLocale, localeConfigs } = site.i18n;
  const original = <a href={localeSwitchUrl(site, { sitePath, search: '', hash: '' }, defaultLocale)} hrefLang={localeConfigs[defaultLocale]?.htmlLang ?? defaultLocale}>{localeConfigs[defaultLocale]?.label ?? defaultLocale}</a>;
  return (
    <div className="untranslated-notice untranslated-notice--stale" role="note">
      <Admonition type="caution">{interpolate(translate('theme.i18n.staleTranslationNotice', 'The original of this page ({original}) has changed since it was translated.'), { original })}</Admonition>
    </div>
  );
}
