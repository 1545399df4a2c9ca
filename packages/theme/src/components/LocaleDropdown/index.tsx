/**
 * The language dropdown: one entry per locale, each the page being read in that locale (with the
 * page's query string, the item's `queryString` and the hash), as Docusaurus's. Every locale is its
 * own build, so the entries are plain links that load the other locale's page; a click on one waits
 * for the locale's list of missing pages and, when it lacks this one, goes to its nearest existing
 * parent instead (runtime/locale-urls.ts followLocaleLink). So, as Docusaurus's (`pathname://` links),
 * they are left out of the broken-link check: a page another locale lacks is not a broken link. On desktop it opens
 * on hover (a mouse click keeps it open, a keyboard click toggles it); in the mobile drawer it is a
 * collapsible "Languages" sub-list. `dropdownItemsBefore` / `dropdownItemsAfter` add links around
 * the locales.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteData, useSitePath } from '../../runtime/site';
import { translate } from '../../runtime/translate';
import { followLocaleLink, localeSwitchUrl } from '../../runtime/locale-urls';
import type { NavbarItem } from '../../runtime/types';
import DefaultNavbarItem from '../NavbarItem/DefaultNavbarItem';

export interface LocaleDropdownProps {
  mobile?: boolean;
  queryString?: string;
  dropdownItemsBefore?: NavbarItem[];
  dropdownItemsAfter?: NavbarItem[];
}

export default function LocaleDropdown({ mobile, queryString, dropdownItemsBefore = [], dropdownItemsAfter = [] }: LocaleDropdownProps) {
  const site = useSiteData();
  const sitePath = useSitePath();
  const location = useLocation();
  // The page's query and hash, once hydrated: the prerendered links cannot know them, and hydration
  // does not patch an attribute that differs (React keeps the server's href).
  const [{ search, hash }, setWhere] = useState({ search: '', hash: '' });
  useEffect(() => setWhere({ search: location.search, hash: location.hash }), [location.search, location.hash]);
  const [open, setOpen] = useState(false);
  const { locales, currentLocale, localeConfigs } = site.i18n;
  const place = mobile ? 'mobile' : 'dropdown';
  const extra = (items: NavbarItem[], at: string): ReactNode[] =>
    items.map((item, index) => (
      <li key={`${at}${index}`} className={mobile ? 'menu__list-item' : undefined}>
        <DefaultNavbarItem item={item} place={place} />
      </li>
    ));
  const links = locales.map((locale) => {
    const current = locale === currentLocale;
    const active = mobile ? 'menu__link--active' : 'dropdown__link--active';
    const href = localeSwitchUrl(site, { sitePath, search, hash }, locale, queryString);
    return (
      <li key={locale} className={mobile ? 'menu__list-item' : undefined}>
        <a
          href={href}
          target="_self"
          className={`${mobile ? 'menu__link' : 'dropdown__link'}${current ? ` ${active}` : ''}`}
          lang={localeConfigs[locale]?.htmlLang}
          aria-current={current ? 'true' : undefined}
          data-nobrokenlinkcheck=""
          onClick={(event) => {
            setOpen(false);
            followLocaleLink(event, site, sitePath, locale, href);
          }}
        >
          {localeConfigs[locale]?.label ?? locale}
        </a>
      </li>
    );
  });
  const items = [...extra(dropdownItemsBefore, 'before'), ...links, ...extra(dropdownItemsAfter, 'after')];
  const currentLabel = localeConfigs[currentLocale]?.label ?? currentLocale;
  if (mobile) {
    return (
      <li className={`menu__list-item${open ? '' : ' menu__list-item--collapsed'}`}>
        <button type="button" className="menu__link menu__link--sublist" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {translate('theme.navbar.mobileLanguageDropdown.label', 'Languages')}
        </button>
        <ul className="menu__list" hidden={!open}>
          {items}
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
        aria-label={translate('theme.LocaleDropdown.ariaLabel', 'Languages: {locale}', { locale: currentLabel })}
        onClick={(event) => setOpen((v) => event.detail > 0 || !v)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginInlineEnd: 5 }}>
          <path fill="currentColor" d="M12.87 15.07l-2.54-2.51.03-.03A17.52 17.52 0 0014.07 6H17V4h-7V2H8v2H1v2h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z" />
        </svg>
        {currentLabel}
      </button>
      <ul className="dropdown__menu" hidden={!open}>
        {items}
      </ul>
    </div>
  );
}
