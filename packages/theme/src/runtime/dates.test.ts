/** Dates in the locale's calendar, as theme-common's useDateTimeFormat writes them (`new Intl.DateTimeFormat(currentLocale, { calendar, ... })`). */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// An Arabic page whose config names the Umm al-Qura calendar (`ar`'s own first calendar is Gregorian).
vi.mock('virtual:folio/site', () => ({ default: { url: 'https://x.example', baseUrl: '/', i18n: { defaultLocale: 'en', currentLocale: 'ar', locales: ['en', 'ar'], localeConfigs: { en: { calendar: 'gregory' }, ar: { calendar: 'islamic-umalqura' } } }, themeConfig: {} } }));
vi.mock('virtual:folio/global-data', () => ({ default: {} }));

const { formatDate } = await import('./dates');
const { default: LastUpdated } = await import('../components/LastUpdated/index.tsx');

describe('formatDate', () => {
  it.each([
    ['en, Gregorian', 'en', 'gregory', 'post', '2024-03-20T00:00:00.000Z', 'March 20, 2024'],
    ['fa, Persian (its first calendar)', 'fa', 'persian', 'post', '2024-03-20T00:00:00.000Z', '۱ فروردین ۱۴۰۳'],
    ['ar, Gregorian (its first calendar)', 'ar', 'gregory', 'post', '2024-03-20T00:00:00.000Z', '20 مارس 2024'],
    ['th, Buddhist', 'th', 'buddhist', 'post', '2024-03-20T00:00:00.000Z', '20 มีนาคม 2567'],
    ['fa with the Gregorian calendar its config names', 'fa', 'gregory', 'post', '2024-02-29T00:00:00.000Z', '۲۹ فوریهٔ ۲۰۲۴'],
    ['ar with the Umm al-Qura calendar its config names', 'ar', 'islamic-umalqura', 'post', '2024-02-29T00:00:00.000Z', '19 شعبان 1445 هـ'],
    ['a calendar the config names (en with japanese)', 'en', 'japanese', 'post', '2024-03-20T00:00:00.000Z', 'March 20, 6 Reiwa'],
    ['no calendar: the locale’s default', 'en', undefined, 'post', '2024-03-20T00:00:00.000Z', 'March 20, 2024'],
    ['last updated, short month', 'en', 'gregory', 'lastUpdated', '2024-02-29T00:00:00.000Z', 'Feb 29, 2024'],
    ['last updated, Persian', 'fa', 'persian', 'lastUpdated', '2024-02-29T00:00:00.000Z', '۱۰ اسفند ۱۴۰۲'],
    ['an archive entry: day and month', 'en', 'gregory', 'archive', '2024-03-20T00:00:00.000Z', 'March 20'],
    ['in UTC: 23:30 UTC is still that day', 'en', 'gregory', 'lastUpdated', '2023-03-04T23:30:00.000Z', 'Mar 4, 2023'],
  ] as const)('%s', (_, locale, calendar, style, iso, expected) => {
    expect(formatDate(iso, locale, calendar, style)).toBe(expected);
  });
});

it("LastUpdated writes the date in the page's locale and its calendar", () => {
  const html = renderToStaticMarkup(h(LastUpdated, { date: '2024-02-29T00:00:00.000Z', author: null }));
  expect(html).toContain('itemProp="dateModified">19 شعبان 1445 هـ</time>');
});
