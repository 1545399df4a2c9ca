/**
 * One item of themeConfig.navbar, of any of Docusaurus's built-in types: a link (no type), `doc`,
 * `docSidebar`, `docsVersion`, `dropdown`, `html`, `search`, `docsVersionDropdown` and
 * `localeDropdown`. `mobile` renders it for the drawer's menu (`search` stays in the top bar).
 */
import DocsVersionDropdown from '@theme/DocsVersionDropdown';
import LocaleDropdown from '@theme/LocaleDropdown';
import SearchBar from '@theme/SearchBar';
import type { NavbarItem } from '../../runtime/types';
import DefaultNavbarItem, { type Place } from './DefaultNavbarItem';
import { DocNavbarItem, DocSidebarNavbarItem, DocsVersionNavbarItem } from './DocsNavbarItems';
import DropdownNavbarItem from './DropdownNavbarItem';

function ItemView({ item, place }: { item: NavbarItem; place: Place }) {
  switch (item.type ?? 'default') {
    case 'docsVersionDropdown':
      return <DocsVersionDropdown mobile={place === 'mobile'} docsPluginId={item.docsPluginId} />;
    case 'localeDropdown':
      return <LocaleDropdown mobile={place === 'mobile'} queryString={item.queryString} dropdownItemsBefore={item.dropdownItemsBefore as NavbarItem[] | undefined} dropdownItemsAfter={item.dropdownItemsAfter as NavbarItem[] | undefined} />;
    case 'search':
      if (place !== 'navbar') return null;
      return item.className ? <div className={item.className}><SearchBar /></div> : <SearchBar />;
    case 'html':
      return place === 'navbar' ? (
        <div className={`navbar__item navbar__item--html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />
      ) : (
        <li className={`menu__list-item${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />
      );
    case 'dropdown':
      return <DropdownNavbarItem item={item} place={place} ItemView={ItemView} />;
    case 'doc':
      return <DocNavbarItem item={item} place={place} />;
    case 'docSidebar':
      return <DocSidebarNavbarItem item={item} place={place} />;
    case 'docsVersion':
      return <DocsVersionNavbarItem item={item} place={place} />;
    default:
      return <DefaultNavbarItem item={item} place={place} />;
  }
}

export default function NavbarItemView({ item, mobile }: { item: NavbarItem; mobile?: boolean }) {
  return <ItemView item={item} place={mobile ? 'mobile' : 'navbar'} />;
}
