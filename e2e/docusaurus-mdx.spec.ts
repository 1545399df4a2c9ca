/**
 * A Docusaurus site's pages in the browser (tests/fixtures/docusaurus-mdx, read through
 * @folio/docusaurus): what Docusaurus defers to the browser appears once hydrated, its Link
 * navigates without a reload, and ThemedImage follows the colour mode toggle.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/docusaurus-mdx'), viewport: { width: 1280, height: 800 } });
serveReaderSite();

test('BrowserOnly and useIsBrowser show their browser content once hydrated, without errors', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('.browser-only')).toHaveText('Rendered in a browser');
  await expect(page.locator('[data-fact="rendered"]')).toHaveText('in the browser');
  await expect(page.locator('[data-fact="dom"]')).toHaveText('canUseDOM: true');
  expect(problems).toEqual([]);
});

test('@docusaurus/Link navigates in the app; an external one opens a new tab', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('.links').getByRole('link', { name: 'External docs' })).toHaveAttribute('target', '_blank');
  await markDocument(page);
  await page.locator('.links').getByRole('link', { name: 'Install guide' }).click();
  await expect(page).toHaveURL(/\/guides\/install$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install guide');
  expect(await documentMarker(page)).toBe('still the same document');
});

test('ThemedImage shows the light source, then the dark one after the colour mode toggle', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const image = page.getByRole('img', { name: 'Themed square' });
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('src', '/img/light.svg');
  await expect(image).toBeVisible();
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(image).toHaveAttribute('src', '/img/dark.svg');
  await expect(image).toBeVisible();
});

test('before any script runs, only the image of the mode in use is visible', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await expect(page.locator('img.themedComponent--light')).toBeVisible();
  await expect(page.locator('img.themedComponent--dark')).toBeHidden();
  await context.close();
});

test('Tabs with one groupId switch together, the choice is remembered across pages, and queryString follows it', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/more');
  await waitForHydration(page);
  const first = page.locator('.tabs-container').nth(0);
  const second = page.locator('.tabs-container.second-pm');
  await expect(second.getByRole('tab', { name: 'npm' })).toHaveAttribute('aria-selected', 'true');
  await first.getByRole('tab', { name: 'npm' }).click();
  await expect(first.getByRole('tabpanel')).toHaveText('npm install folio');
  await expect(page).toHaveURL(/\?pm=npm$/);
  await second.getByRole('tab', { name: 'Yarn' }).click();
  // The lazy group renders only its selected panel; the other group follows it.
  await expect(second.getByRole('tabpanel')).toHaveText('Second yarn');
  await expect(first.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/more');
  await waitForHydration(page);
  await expect(page.locator('.tabs-container.second-pm').getByRole('tabpanel')).toHaveText('Second yarn');
  expect(problems).toEqual([]);
});

test('line numbers show, Details opens, and code.json translations and theme-common work in the browser', async ({ page }) => {
  await page.goto('/more');
  await waitForHydration(page);
  // Each line's ::before shows the line counter, which the block starts at its first number.
  const numbering = (selector: string) =>
    page.locator(selector).evaluate((pre) => [getComputedStyle(pre).counterReset, getComputedStyle(pre.querySelector('.code-line')!, '::before').content]);
  expect(await numbering('.language-python > .code-block__body > pre')).toEqual(['line 0', 'counter(line)']);
  expect(await numbering('.code-block-container.language-js pre')).toEqual(['line 4', 'counter(line)']);
  const details = page.locator('details', { hasText: 'Summary from a prop' });
  await expect(details.getByText('Opened by its summary.')).toBeHidden();
  await details.getByText('Summary from a prop').click();
  await expect(details.getByText('Opened by its summary.')).toBeVisible();
  await expect(page.locator('.from-code-json')).toHaveText('Welcome, reader!');
  await page.locator('.set-dark').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('[data-fact="color-mode"]')).toHaveText('dark');
});

test('CodeBlock is coloured like a fenced block: static code from the build, computed code once the highlighter loads', async ({ page }) => {
  const problems = collectProblems(page);
  const highlighterRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/highlight-[\w-]+\.js$/.test(request.url())) highlighterRequests.push(request.url());
  });
  await page.goto('/more');
  await waitForHydration(page);
  // A page whose code blocks are all static never loads the highlighter.
  expect(highlighterRequests).toEqual([]);
  await page.getByRole('link', { name: 'Code blocks' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code blocks');
  const block = (title: string) => page.locator('.code-block-container', { has: page.locator('.code-block__title', { hasText: title }) });
  const colours = (title: string, type: string) =>
    block(title)
      .locator(`.token.${type}`)
      .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
  const fenced = { keyword: await colours('fenced.js', 'keyword'), string: await colours('fenced.js', 'string') };
  expect(fenced.keyword.length).toBeGreaterThan(0);
  const plain = await block('fenced.js').locator('code').evaluate((code) => getComputedStyle(code).color);
  expect(fenced.keyword[0]).not.toBe(plain);
  expect(await colours('static.js', 'keyword')).toEqual(fenced.keyword);
  expect(await colours('static.js', 'string')).toEqual(fenced.string);
  await expect(block('static.js').locator('.code-line--highlighted')).toHaveText('console.log(greeting);');
  // Computed in the browser: same tokens, same colours.
  await expect(block('dynamic.js').locator('.token.keyword')).toHaveCount(1);
  expect(await colours('dynamic.js', 'keyword')).toEqual(fenced.keyword);
  expect(await colours('dynamic.js', 'string')).toEqual(fenced.string);
  await expect(block('dynamic.js').locator('.code-line--highlighted')).toHaveText('console.log(greeting);');
  await expect(block('settings.json').locator('.token.property')).toHaveCount(3);
  expect(highlighterRequests).toHaveLength(1);
  expect(problems).toEqual([]);
});
