/**
 * A site built for the base URL /docs/ but served somewhere else (a common deployment mistake)
 * says so in a banner, even though none of its scripts can load from there.
 */
import { expect, test } from '@playwright/test';
import { LINKS_URL } from './helpers';

test('a page served outside its base URL shows the base URL banner', async ({ page, request }) => {
  const html = await (await request.get(`${LINKS_URL}/docs/`)).text();
  await page.route(`${LINKS_URL}/elsewhere/`, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
  await page.goto(`${LINKS_URL}/elsewhere/`);
  const banner = page.getByRole('alert').filter({ hasText: 'did not load properly' });
  await expect(banner).toContainText('served at /elsewhere/ but was built for the base URL /docs/');
});

test('a page served at its base URL shows no banner', async ({ page }) => {
  await page.goto(`${LINKS_URL}/docs/`);
  await expect(page.locator('#__folio-base-url-issue')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
