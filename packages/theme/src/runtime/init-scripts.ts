/**
 * The inline scripts that run before first paint (the only inline scripts a page has): the colour
 * mode (so a dark reader never sees a light flash), the announcement bar's dismissal (so a
 * dismissed bar never shifts the layout), and on the not-found page only, the `.html` spelling
 * of a page's address sent to the page. All are tiny and built from the site config.
 */
import { themeConfigOf } from './theme-config';
import { storageKey } from './storage';
import type { SiteData } from './types';

// Docusaurus's keys (before the site's namespace suffix, runtime/storage.ts): a Docusaurus theme's
// components read what these scripts read, and a site moving to Folio keeps its readers' choices.
export const THEME_KEY = 'theme';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

type Storage = Pick<SiteData, 'storage'>;

/** PURE: the statement, for an inline script, that gives `name` the Storage object (undefined when off). */
function storageStatement(site: Storage, name: string): string {
  const type = site.storage?.type ?? 'localStorage';
  return type === 'none' ? `var ${name};` : `var ${name};try{${name}=window[${JSON.stringify(type)}]}catch(e){}`;
}

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export function colorModeConfig(site: SiteData): ColorModeConfig {
  const given = themeConfigOf(site).colorMode ?? {};
  return {
    defaultMode: given.defaultMode === 'dark' ? 'dark' : 'light',
    disableSwitch: given.disableSwitch === true,
    respectPrefersColorScheme: given.respectPrefersColorScheme === true,
  };
}

/**
 * The mode before first paint: `?docusaurus-theme=dark` in the address (as Docusaurus's script,
 * for embedding a page in a given mode), else a stored light or dark choice, else the system's when the site
 * follows it (a stored "system" means the same), else the default (hooks/colorMode.ts storedChoice).
 * With `disableSwitch` the default always, as Docusaurus's script does.
 */
export function colorModeScript(config: ColorModeConfig, baseUrl: string, site: Storage): string {
  // Also warns, before anything else can fail, when the page is served outside the configured
  // base URL (the bundle's URLs would then 404 and React would never start).
  const baseUrlCheck = `var b=${JSON.stringify(baseUrl)};if(location.protocol!=='file:'&&location.pathname.indexOf(b)!==0&&location.pathname+'/'!==b){document.addEventListener('DOMContentLoaded',function(){var e=document.createElement('div');e.id='__folio-base-url-issue';e.setAttribute('role','alert');e.textContent='This site did not load properly: it is served at '+location.pathname+' but was built for the base URL '+b+'. Check the baseUrl setting in site.config.ts.';document.body.prepend(e)})}`;
  return `(function(){${baseUrlCheck};var c;${config.disableSwitch ? '' : `${storageStatement(site, 's')}try{c=new URLSearchParams(location.search).get('docusaurus-theme')||s&&s.getItem(${JSON.stringify(storageKey(site, THEME_KEY))})}catch(e){}`}var k=c==='light'||c==='dark'?c:${JSON.stringify(config.disableSwitch ? config.defaultMode : config.respectPrefersColorScheme ? 'system' : config.defaultMode)},h=document.documentElement;h.setAttribute('data-theme',k==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):k);h.setAttribute('data-theme-choice',k)})();`;
}

export interface AnnouncementConfig {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export function announcementConfig(site: SiteData): AnnouncementConfig | undefined {
  const given = themeConfigOf(site).announcementBar;
  if (!given?.content) return undefined;
  return {
    id: given.id ?? 'announcement-bar',
    content: given.content,
    backgroundColor: given.backgroundColor ?? '#fff',
    textColor: given.textColor ?? '#000',
    isCloseable: given.isCloseable ?? true,
  };
}

/**
 * Hides a dismissed bar before first paint. Only the dismissal is read: the components write the
 * seen id and forget a dismissal when the id changes (as Docusaurus's script, which reads the id too).
 */
export function announcementScript(config: AnnouncementConfig, site: Storage): string {
  return `(function(){${storageStatement(site, 's')}try{var i=${JSON.stringify(config.id)},k=${JSON.stringify(storageKey(site, ANNOUNCEMENT_ID_KEY))},d=${JSON.stringify(storageKey(site, ANNOUNCEMENT_DISMISS_KEY))};if(s.getItem(k)!==i){s.setItem(k,i);s.removeItem(d)}if(s.getItem(d)==='true')document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','true')}catch(e){}})();`;
}

/** The inline scripts for a page's <head>. */
export function initScripts(site: SiteData): string[] {
  const scripts = [colorModeScript(colorModeConfig(site), site.baseUrl, site)];
  const announcement = announcementConfig(site);
  if (announcement?.isCloseable && site.storage?.type !== 'none') scripts.push(announcementScript(announcement, site));
  return scripts;
}

/**
 * The not-found page's: a static host answers `/a.html` or `/a/index.html` (an old link, a
 * Docusaurus habit) with 404.html, so it sends the reader on to `/a` or `/a/` before anything is
 * painted. A real `.html` file never gets here: the host serves it.
 */
export function htmlSuffixScript(): string {
  return `(function(){var l=location,m=/(\\/index)?\\.html$/.exec(l.pathname);if(m&&l.protocol!=='file:')l.replace(l.pathname.slice(0,m.index)+(m[1]?'/':'')+l.search+l.hash)})();`;
}
