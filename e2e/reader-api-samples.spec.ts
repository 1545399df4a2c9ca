/**
 * API samples are valid requests (issue 21 item 6): on /api/create-a-new-bookmark, whose body is
 * one of three variants chosen by `type`, the request example and the curl sample carry the link
 * variant's `type` and `url` (in the static HTML too), and choosing another variant in the labelled
 * select changes both. Reads build/ (scripts/test.sh builds it; KARAKEEP_BUILD_DIR serves another).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT, decodeEntities, startCli, type RunningCli } from './helpers';

const BUILD = process.env.KARAKEEP_BUILD_DIR ?? path.join(ROOT, 'build');
const PAGE = '/api/create-a-new-bookmark';

let server: RunningCli;
let base = '';

test.beforeAll(async ({}, info) => {
  const port = 4350 + info.workerIndex;
  server = await startCli('serve', ROOT, port, 30_000, ['--dir', BUILD]);
  base = `http://127.0.0.1:${port}`;
});
test.afterAll(async () => server?.stop());

/** Hydrated once the variant choices carry React's props (the select works from then on). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('.api-variants select')].every((select) => Object.keys(select).some((key) => key.startsWith('__reactProps$'))));
}

/** The shown code of the request body's example and of the shown sample tab (curl unless chosen). */
function shown(page: Page) {
  const [body, samples] = [page.locator('.api-variants').nth(0), page.locator('.api-variants').nth(1)];
  return {
    body: body.locator('.api-variants__panel:not([hidden]) pre'),
    curl: samples.locator('.api-variants__panel:not([hidden]) .tabs__panel:not([hidden]) pre'),
  };
}

test('the static HTML shows the link variant: type and url in the example and the samples', async ({ request }) => {
  const html = await (await request.get(base + PAGE)).text();
  const firstPanels = [...html.matchAll(/<div class="api-variants__panel" data-variant="link">([\s\S]*?)<div class="api-variants__panel"/g)].map((m) => decodeEntities(m[1]!.replace(/<[^>]+>/g, '')));
  expect(firstPanels).toHaveLength(2);
  for (const panel of firstPanels) {
    expect(panel).toContain('"type": "link"');
    expect(panel).toContain('"url": "https://example.com"');
  }
});

test('choosing another variant changes the example and the curl sample', async ({ page }) => {
  await page.goto(base + PAGE);
  await waitForHydration(page);
  const { body, curl } = shown(page);
  await expect(body).toContainText('"type": "link"');
  await expect(body).toContainText('"url": "https://example.com"');
  await expect(curl).toContainText('curl -X POST');
  await expect(curl).toContainText('"type": "link"');

  const choice = page.getByRole('combobox', { name: 'Variant (type)' });
  await expect(choice).toHaveCount(2);
  await expect(choice.first()).toHaveValue('link');
  await choice.first().selectOption('text');

  await expect(body).toContainText('"type": "text"');
  await expect(body).not.toContainText('"url"');
  await expect(curl).toContainText('"type": "text"');
  await expect(curl).not.toContainText('"url"');
  // The samples' choice follows the example's, and the reverse.
  await expect(choice.nth(1)).toHaveValue('text');
  await choice.nth(1).focus();
  await page.keyboard.press('ArrowDown');
  await expect(choice.first()).toHaveValue('asset');
  await expect(body).toContainText('"assetId"');
});
