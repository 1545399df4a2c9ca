import { describe, expect, it } from 'vitest';
import type { Plugin as VitePlugin } from 'vite';
import type { SiteConfig } from '../plugin-api.ts';
import { isCompiledStylesheet, localeDirection, rtlCssPlugins } from './rtl-css.ts';

function i18n(currentLocale: string, direction: 'ltr' | 'rtl'): SiteConfig['i18n'] {
  const locale = { label: currentLocale, direction, htmlLang: currentLocale, calendar: 'gregory', path: currentLocale, url: 'https://example.com', baseUrl: '/', translate: false };
  return { defaultLocale: 'en', locales: ['en', currentLocale], currentLocale, path: 'i18n', localeConfigs: { en: { ...locale, label: 'English', direction: 'ltr' }, [currentLocale]: locale } } as SiteConfig['i18n'];
}

/** The plugin's transform as Vite calls it, after configResolved with the given plugins. */
function transformer(plugin: VitePlugin, others: string[] = []) {
  (plugin.configResolved as (config: unknown) => void)({ plugins: [...others.map((name) => ({ name })), plugin] });
  const transform = plugin.transform as { handler: (code: string, id: string) => { code: string } | null };
  return (code: string, id: string) => transform.handler(code, id)?.code ?? null;
}

describe('isCompiledStylesheet', () => {
  it.each([
    ['/site/src/css/custom.css', true],
    ['/theme/components/styles.module.css', true],
    ['/site/src/css/custom.scss', true],
    ['/site/a.css?used', true],
    ['/site/a.css?inline', true],
    ['\0virtual:folio/prism.css', true],
    ['/site/a.css?url', false],
    ['/site/a.css?raw', false],
    ['/site/a.css?worker', false],
    ['/site/a.tsx', false],
    ['/site/a.css.ts', false],
    ['/site/data.json', false],
  ])('%s: %s', (id, expected) => {
    expect(isCompiledStylesheet(id)).toBe(expected);
  });
});

describe('localeDirection', () => {
  it.each([
    [i18n('ar', 'rtl'), 'rtl'],
    [i18n('fr', 'ltr'), 'ltr'],
    [{ ...i18n('ar', 'rtl'), currentLocale: 'he' }, 'ltr'],
  ])('%#: %s', (config, expected) => {
    expect(localeDirection(config)).toBe(expected);
  });
});

describe('rtlCssPlugins', () => {
  it('adds nothing for a left-to-right locale', () => {
    expect(rtlCssPlugins(i18n('fr', 'ltr'))).toEqual([]);
  });

  it("mirrors a right-to-left locale's compiled CSS, keeping what RTLCSS is told to keep", () => {
    const [plugin] = rtlCssPlugins(i18n('ar', 'rtl'));
    const transform = transformer(plugin!);
    expect(transform('.a{margin-left:1px;padding:0 2px 0 3px;text-align:left}', '/site/a.css')).toBe('.a{margin-right:1px;padding:0 3px 0 2px;text-align:right}');
    expect(transform('.b{/*rtl:ignore*/left:0}/*rtl:raw: .c{direction:ltr} */', '/site/b.module.css')).toBe('.b{left:0}.c{direction:ltr}');
    expect(transform('.a{margin-left:1px}', '/site/a.css?url')).toBeNull();
    expect(transform('export default 1', '/site/a.ts')).toBeNull();
  });

  it("stands down where the Docusaurus adapter's own step mirrors the stylesheets", () => {
    const [plugin] = rtlCssPlugins(i18n('ar', 'rtl'));
    expect(transformer(plugin!, ['folio:docusaurus-rtl'])('.a{margin-left:1px}', '/site/a.css')).toBeNull();
  });
});
