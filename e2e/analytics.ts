/**
 * What the analytics e2e specs share (docusaurus-analytics.spec.ts on Folio's theme,
 * docusaurus-analytics-theme.spec.ts on Docusaurus's): other hosts stubbed, gtag's calls read
 * from dataLayer, and the navigation that must send one page_view.
 */
import type { Page } from '@playwright/test';
import { documentMarker, markDocument, waitForHydration } from './browser';
import { expect } from './reader-server';

/** Requests to any other host, answered with an empty script: the hosts each page asked for. */
export async function stubOtherHosts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    asked.push(new URL(route.request().url()).host);
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return asked;
}

/** gtag's calls so far (each an `arguments` object in dataLayer), as lists; Tag Manager's own entries left out. */
export const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>).map((value) => (value instanceof Date ? 'date' : value))),
  );

const SNIPPET = [
  ['js', 'date'],
  ['config', 'G-FIRST123', { anonymize_ip: true }],
  ['config', 'G-SECOND45', { anonymize_ip: true }],
];

/** The fixture's intro page, then a client-side navigation to the second page: one page_view, with its path. */
export async function expectPageViewOnNavigation(page: Page): Promise<void> {
  const asked = await stubOtherHosts(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await markDocument(page);
  // The head snippet: gtag('js'), one config call per tracking ID; the client module sends nothing on the first load.
  expect(await gtagCalls(page)).toEqual(SNIPPET);
  expect(asked).toEqual(expect.arrayContaining(['www.googletagmanager.com']));

  await page.getByRole('link', { name: 'second page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Second' })).toBeVisible();
  await expect.poll(() => gtagCalls(page)).toEqual([...SNIPPET, ['set', 'page_path', '/docs/second'], ['event', 'page_view']]);
  expect(await documentMarker(page)).toBe('still the same document');
  await expect(page).toHaveTitle('Second | Analytics Fixture');
}
