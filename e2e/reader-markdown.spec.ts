/**
 * Markdown in the browser (issue 3), on the Features page of tests/fixtures/theme: heading anchors,
 * the code block's copy button, tab groups kept in step, code colours following the colour mode.
 */
import { expect, serveReaderSite, test } from './reader-server';
import { collectProblems, markDocument, documentMarker, waitForHydration } from './browser';

serveReaderSite();
test.use({ viewport: { width: 1280, height: 720 }, colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  await page.goto('/next/features');
  await waitForHydration(page);
});

test('a heading shows its direct link on hover and on focus; clicking it sets the hash and scrolls there', async ({ page }) => {
  const problems = collectProblems(page);
  const heading = page.locator('h3#first-part');
  const anchor = heading.getByRole('link', { name: 'Direct link to First part' });
  await expect(anchor).toHaveAttribute('href', '#first-part');
  await expect(anchor).toHaveClass(/\bhash-link\b/);
  await expect(anchor).toHaveAttribute('title', 'Direct link to First part');

  // Hidden until the reader points at the heading.
  const codeBlocks = page.getByRole('link', { name: 'Direct link to Code blocks' });
  await expect(codeBlocks).toHaveCSS('opacity', '0');
  await page.getByRole('heading', { level: 2, name: /^Code blocks/ }).hover();
  await expect(codeBlocks).toHaveCSS('opacity', '1');
  // …or reaches it with the keyboard.
  const tabs = page.getByRole('link', { name: 'Direct link to Tabs' });
  await expect(tabs).toHaveCSS('opacity', '0');
  await tabs.focus();
  await expect(tabs).toHaveCSS('opacity', '1');

  await markDocument(page);
  await heading.hover();
  await expect(anchor).toHaveCSS('opacity', '1');
  await anchor.click();
  await expect(page).toHaveURL(/\/next\/features#first-part$/);
  // The heading comes to the top of the window, just below the sticky navbar (not under it).
  await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(60);
  await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(120);
  expect(await documentMarker(page), 'the anchor does not reload the page').toBe('still the same document');
  expect(problems).toEqual([]);
});

test.describe('copy button', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the code of its block to the clipboard', async ({ page }) => {
    const block = page.locator('.code-block-container').first();
    await expect(block.locator('.code-block__title')).toHaveText('install.sh');
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    await expect(copy).toHaveCSS('opacity', '0');
    await block.hover();
    await expect(copy).toHaveCSS('opacity', '1');
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await copy.click();
    await expect(block.getByRole('button', { name: 'Copied' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('echo one\necho two');
    // The confirmation goes away by itself.
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toHaveText('Copy');
  });
});

test('tab groups with the same groupId stay in step, and the choice survives a reload', async ({ page }) => {
  const groups = page.locator('.tabs-container');
  await expect(groups).toHaveCount(2);
  const [first, second] = [groups.nth(0), groups.nth(1)];
  await expect(first.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
  await expect(second.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Use apt.')).toBeVisible();
  await expect(page.getByText('Use brew.')).toBeHidden();

  await first.getByRole('tab', { name: 'macOS' }).click();
  for (const group of [first, second]) {
    await expect(group.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
    await expect(group.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'false');
  }
  await expect(page.getByText('Use brew.')).toBeVisible();
  await expect(page.getByText('macOS, second group.')).toBeVisible();
  await expect(page.getByText('Use apt.')).toBeHidden();
  await expect(page.getByText('Linux, second group.')).toBeHidden();

  // The keyboard moves the other group too (arrow keys, as in Docusaurus).
  await second.getByRole('tab', { name: 'macOS' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(first.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Use apt.')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');

  await page.reload();
  await waitForHydration(page);
  for (const group of [first, second]) {
    await expect(group.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page.getByText('Use brew.')).toBeVisible();
  await expect(page.getByText('macOS, second group.')).toBeVisible();
  await expect(page.getByText('Use apt.')).toBeHidden();

  // The choice lives in the browser's storage: without it, the page's defaults come back.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForHydration(page);
  await expect(first.getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Use apt.')).toBeVisible();
});

test('code colours follow the colour mode', async ({ page }) => {
  const token = page.locator('.code-block .token').first();
  const block = page.locator('.code-block-container').first();
  const colours = async () => ({
    token: await token.evaluate((element) => getComputedStyle(element).color),
    background: await block.evaluate((element) => getComputedStyle(element).backgroundColor),
    text: await block.evaluate((element) => getComputedStyle(element).color),
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await colours();
  expect(light.token, 'a token is coloured, not plain text').not.toBe(light.text);

  // system (light) → light → dark
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/currently light mode/);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await colours();
  expect(dark.token).not.toBe(light.token);
  expect(dark.background).not.toBe(light.background);
  expect(dark.token, 'a token is coloured, not plain text').not.toBe(dark.text);

  // Following the system again, the colours change with it.
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/currently system mode/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect((await colours()).token).toBe(light.token);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect((await colours()).token).toBe(dark.token);
});
