/**
 * The language dropdown: one entry per configured locale (only the default one is built here).
 * On desktop it opens on hover (a mouse click keeps it open, a keyboard click toggles it); in the
 * mobile drawer it is a collapsible "Languages" sub-list, as Docusaurus's.
 */
import { useState } from 'react';
import Link from '@theme/Link';
import { useSiteData, useSitePath } from '../../runtime/site';
import { translate } from '../../runtime/translate';

export default function LocaleDropdown({ mobile }: { mobile?: boolean }) {
  const site = useSiteData();
  const pathname = useSitePath();
  const [open, setOpen] = useState(false);
  const { locales, defaultLocale, localeConfigs } = site.i18n;
  const links = locales.map((locale) => (
    <li key={locale} className={mobile ? 'menu__list-item' : undefined}>
      <Link
        to={pathname}
        className={mobile ? `menu__link${locale === defaultLocale ? ' menu__link--active' : ''}` : `dropdown__link${locale === defaultLocale ? ' dropdown__link--active' : ''}`}
        lang={localeConfigs[locale]?.htmlLang}
        aria-current={locale === defaultLocale ? 'true' : undefined}
        onClick={() => setOpen(false)}
      >
        {localeConfigs[locale]?.label ?? locale}
      </Link>
    </li>
  ));
  if (mobile) {
    return (
      <li className={`menu__list-item${open ? '' : ' menu__list-item--collapsed'}`}>
        <button type="button" className="menu__link menu__link--sublist" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {translate('theme.navbar.mobileLanguageDropdown.label', 'Languages')}
        </button>
        <ul className="menu__list" hidden={!open}>
          {links}
        </ul>
      </li>
    );
  }
  return (
    <div
      className={`navbar__item dropdown dropdown--hoverable${open ? ' dropdown--show' : ''}`}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="navbar__link dropdown__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={translate('theme.LocaleDropdown.ariaLabel', 'Languages: {locale}', { locale: localeConfigs[defaultLocale]?.label ?? defaultLocale })}
        onClick={(event) => setOpen((v) => event.detail > 0 || !v)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginRight: 5 }}>
          <path fill="currentColor" d="M12.87 15.07l-2.54-2.51.03-.03A17.52 17.52 0 0014.07 6H17V4h-7V2H8v2H1v2h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z" />
        </svg>
        {localeConfigs[defaultLocale]?.label ?? defaultLocale}
      </button>
      <ul className="dropdown__menu" hidden={!open}>
        {links}
      </ul>
    </div>
  );
}
