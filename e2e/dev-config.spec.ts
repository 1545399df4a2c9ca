/**
 * `folio dev` and site.config.ts: an edit restarts the server in place (the open page reloads
 * with the new config); a broken config leaves the running server up; fixing it recovers.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASIC_DIR, TMP_DIR, startCli, type RunningCli } from './helpers';

const PORT = 4326;
let site = '';
let dev: RunningCli;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  site = mkdtempSync(path.join(TMP_DIR, 'e2e-dev-config-'));
  cpSync(BASIC_DIR, site, { recursive: true, filter: (src) => !src.includes(`${path.sep}build`) });
  dev = await startCli('dev', site, PORT);
});

test.afterAll(async () => {
  await dev?.stop();
  rmSync(site, { recursive: true, force: true });
});

const configFile = () => path.join(site, 'site.config.ts');

test('editing site.config.ts restarts the server and the open page shows the new config', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await expect(page.locator('.navbar__title')).toHaveText('Basic Site');
  writeFileSync(configFile(), readFileSync(configFile(), 'utf8').replace("title: 'Basic Site'", "title: 'Renamed Site'"));
  await expect(page.locator('.navbar__title')).toHaveText('Renamed Site', { timeout: 20_000 });
  await expect(page).toHaveTitle(/Renamed Site/);
});

test('a broken config keeps the server answering, and fixing it recovers', async ({ page, request }) => {
  const good = readFileSync(path.join(BASIC_DIR, 'site.config.ts'), 'utf8');
  const restarts = () => dev.output().split('[folio] restarted').length - 1;
  writeFileSync(configFile(), good.replace("title: 'Basic Site'", 'title: 42'));
  await expect.poll(() => dev.output(), { timeout: 20_000 }).toMatch(/site\.config\.ts.*`title`: expected string/);
  expect((await request.get(`http://127.0.0.1:${PORT}/guides/first`)).status()).toBe(200);
  const before = restarts();
  writeFileSync(configFile(), good.replace("title: 'Basic Site'", "title: 'Fixed Site'"));
  // The server restarts with the fixed config; then pages show it.
  await expect.poll(restarts, { timeout: 20_000 }).toBeGreaterThan(before);
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await expect(page.locator('.navbar__title')).toHaveText('Fixed Site', { timeout: 20_000 });
});
