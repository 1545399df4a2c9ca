import { describe, expect, it, vi } from 'vitest';
import { HOSTILE_URLS } from '../../../core/src/client/safe-url.test.ts';

vi.mock('virtual:folio/site', () => ({ default: { url: 'https://x.example', baseUrl: '/base/', trailingSlash: undefined, themeConfig: {} } }));
vi.mock('virtual:folio/global-data', () => ({ default: {} }));

const { headToHtml, ogImage } = await import('./head');
const site = { url: 'https://x.example', baseUrl: '/base/', themeConfig: {} } as never;

describe('og:image carries only http(s) URLs', () => {
  it.each(HOSTILE_URLS.filter((value) => value !== ''))('%j as the page image or the site image gives no og:image', (value) => {
    expect(ogImage(site, value)).toBeUndefined();
    expect(ogImage({ ...(site as object), themeConfig: { image: value } } as never, undefined)).toBeUndefined();
    expect(headToHtml({ title: 'T', image: ogImage(site, value) })).not.toContain('og:image');
  });
  it.each([
    ['https://cdn.example/card.png', 'https://cdn.example/card.png'],
    ['/img/card.png', 'https://x.example/base/img/card.png'],
    ['img/card.png', 'https://x.example/base/img/card.png'],
  ])('%j is %j', (value, absolute) => expect(ogImage(site, value)).toBe(absolute));
});
