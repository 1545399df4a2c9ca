/** The last update line, as theme-classic's LastUpdated renders it, in Folio's props and Docusaurus's. */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('virtual:folio/site', () => ({ default: { url: 'https://x.example', baseUrl: '/', i18n: { defaultLocale: 'en' }, themeConfig: {} } }));
vi.mock('virtual:folio/global-data', () => ({ default: {} }));

const { default: LastUpdated, formatLastUpdated } = await import('./index.tsx');

const DATE = '<b><time dateTime="2023-03-04T23:30:00.000Z" itemProp="dateModified">Mar 4, 2023</time></b>';

describe('LastUpdated', () => {
  it.each([
    ['date and author', { date: '2023-03-04T23:30:00.000Z', author: 'Ada' }, `Last updated on ${DATE} by <b>Ada</b>`],
    ['a date only', { date: '2023-03-04T23:30:00.000Z', author: null }, `Last updated on ${DATE}`],
    ['an author only', { date: null, author: 'Ada' }, 'Last updated by <b>Ada</b>'],
    ["Docusaurus's props", { lastUpdatedAt: Date.UTC(2023, 2, 4, 23, 30), lastUpdatedBy: 'Ada' }, `Last updated on ${DATE} by <b>Ada</b>`],
  ])('%s', (_name, props, inner) => {
    const html = renderToStaticMarkup(h(LastUpdated, props));
    expect(html).toBe(`<span class="theme-last-updated">${inner}</span>`);
  });

  it('writes the day in UTC: 23:30 UTC is still that day', () => {
    expect([formatLastUpdated('2023-03-04T23:30:00.000Z', 'en'), formatLastUpdated('2024-02-29T00:00:00.000Z', 'en'), formatLastUpdated('2024-02-29T00:00:00.000Z', 'de')]).toEqual(['Mar 4, 2023', 'Feb 29, 2024', '29. Feb. 2024']);
  });
});
