/**
 * Infima as the theme's base stylesheet (tests/fixtures/docusaurus-infima): a Docusaurus home page
 * built only from Infima's classes (hero, buttons, grid, cards, badge, text and spacing utilities)
 * is styled as under Docusaurus, from the prerendered HTML alone (no script: the stylesheet is
 * linked, no flash of unstyled content), the grid stacks on a phone, Infima's dark-mode values
 * (`html[data-theme='dark']`) apply when the reader picks dark, and the footer's link columns are
 * Infima's row and columns.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ROOT } from './helpers';
import { waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/docusaurus-infima'), viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
serveReaderSite();

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function boxes(locator: Locator) {
  const all = await locator.all();
  return Promise.all(all.map(async (item) => (await item.boundingBox())!));
}

async function pickDark(page: Page) {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
}

test.describe('without JavaScript (the prerendered page and its stylesheets)', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero, button, cards, badge and utilities are styled by Infima', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('header.hero');
    // The site's --ifm-color-primary (custom.css), through .hero--primary.
    expect(await style(hero, 'background-color')).toBe('rgb(106, 27, 154)');
    expect(await style(hero, 'color')).toBe('rgb(255, 255, 255)');
    expect(await style(hero, 'padding-top')).toBe('64px');

    const button = page.getByRole('link', { name: 'Start digging' });
    expect(await style(button, 'background-color')).toBe('rgb(235, 237, 240)');
    expect(await style(button, 'text-decoration-line')).toBe('none');
    expect(await style(button, 'display')).toBe('inline-block');
    expect(await style(button, 'border-top-left-radius')).toBe('6.4px');
    expect(await style(button, 'font-size')).toBe('18.9px'); // Infima's .button--lg: 0.875rem × 1.35

    const cards = page.locator('.card');
    await expect(cards).toHaveCount(3);
    expect(await style(cards.first(), 'border-top-left-radius')).toBe('12.8px');
    expect(await style(cards.first(), 'box-shadow')).not.toBe('none');
    expect(await style(cards.first(), 'background-color')).toBe('rgb(255, 255, 255)');
    expect(await style(page.locator('.badge').first(), 'background-color')).toBe('rgb(106, 27, 154)');
    expect(await style(page.locator('.badge').first(), 'color')).toBe('rgb(255, 255, 255)');

    const note = page.getByText('Three stones, one row.');
    expect(await style(note, 'text-align')).toBe('center');
    expect(await style(note, 'padding-left')).toBe('16px');
    expect(await style(page.locator('section.margin-vert--lg'), 'margin-top')).toBe('32px');
    expect(await style(page.locator('.alert--warning'), 'border-left-width')).toBe('5px');
  });

  test('col col--4: three cards side by side at 1280 px, a third of the row each', async ({ page }) => {
    await page.goto('/');
    const row = (await page.locator('.row').first().boundingBox())!;
    const cols = await boxes(page.locator('.row').first().locator('.col'));
    expect(cols).toHaveLength(3);
    for (const col of cols) {
      expect(Math.abs(col.y - cols[0]!.y)).toBeLessThan(1);
      expect(Math.abs(col.width - row.width / 3)).toBeLessThan(1);
    }
    expect(cols[1]!.x).toBeGreaterThan(cols[0]!.x + cols[0]!.width - 1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cards and the footer columns stack, each as wide as its row', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    for (const selector of ['main .row', 'footer .footer__links']) {
      const row = (await page.locator(selector).first().boundingBox())!;
      const cols = await boxes(page.locator(selector).first().locator(':scope > .col'));
      expect(cols).toHaveLength(3);
      for (let index = 1; index < cols.length; index++) {
        expect(cols[index]!.y).toBeGreaterThanOrEqual(cols[index - 1]!.y + cols[index - 1]!.height - 1);
        expect(Math.abs(cols[index]!.width - row.width)).toBeLessThan(1);
      }
    }
  });
});

test("dark mode: Infima's html[data-theme='dark'] values apply to its components", async ({ page }) => {
  await pickDark(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await style(page.locator('html'), 'background-color')).toBe('rgb(27, 27, 29)');
  // --ifm-background-surface-color of Infima's dark mode.
  expect(await style(page.locator('.card').first(), 'background-color')).toBe('rgb(36, 37, 38)');
  expect(await style(page.locator('.navbar'), 'background-color')).toBe('rgb(36, 37, 38)');
  expect(await style(page.locator('.card').first(), 'color')).toBe('rgb(227, 227, 227)');

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => style(page.locator('.card').first(), 'background-color')).toBe('rgb(255, 255, 255)');
});
