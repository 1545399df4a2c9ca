/**
 * The dev server under stress: 50 rapid edits to one page, then 20 pages added and removed in a
 * burst. The server keeps answering, the page shows the last edit, the route table ends right
 * (new pages render, removed ones are NotFound), and its memory stays flat (RSS before and after
 * are reported as test annotations).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './browser';
import { BASIC_DIR, TMP_DIR, startCli, type RunningCli } from './helpers';

const PORT = 4328;
const URL = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });

let dev: RunningCli | undefined;
let siteDir = '';

function rssMB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(match![1]) / 1024);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  mkdirSync(TMP_DIR, { recursive: true });
  siteDir = path.join(TMP_DIR, `e2e-dev-stress-${process.pid}-${Date.now().toString(36)}`);
  cpSync(BASIC_DIR, siteDir, {
    recursive: true,
    filter: (source) => !/^(build|node_modules)(\/|$)/.test(path.relative(BASIC_DIR, source).split(path.sep).join('/')),
  });
  dev = await startCli('dev', siteDir, PORT, 60_000);
});

test.afterAll(async () => {
  await dev?.stop();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

test('50 rapid edits and 20 pages added and removed in a burst leave the server right and its memory flat', async ({ page }, info) => {
  test.setTimeout(180_000);
  const pid = dev!.child.pid!;
  const file = path.join(siteDir, 'pages', 'guides', 'first.md');
  const original = readFileSync(file, 'utf8');

  await page.goto(`${URL}/guides/first`);
  await waitForHydration(page);
  await expect(page.locator('article h1')).toBeVisible();
  const before = rssMB(pid);

  // 50 saves, 10 ms apart: faster than any person, so the watcher coalesces some.
  for (let i = 1; i <= 50; i++) {
    writeFileSync(file, `${original.trimEnd()}\n\nStress edit number ${i} of 50.\n`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await expect(page.getByText('Stress edit number 50 of 50.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Stress edit number 49 of 50.')).toHaveCount(0);

  // 20 new pages in one burst; each must get a route.
  const names = Array.from({ length: 20 }, (_, i) => `burst-${i + 1}`);
  for (const name of names) writeFileSync(path.join(siteDir, 'pages', `${name}.md`), `# Burst page ${name}\n\nCreated in a burst.\n`);
  for (const name of [names[0]!, names[9]!, names[19]!]) {
    await expect(async () => {
      await page.goto(`${URL}/${name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Burst page ${name}`, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }

  // ...and removed in one burst: the routes go away.
  for (const name of names) rmSync(path.join(siteDir, 'pages', `${name}.md`));
  for (const name of [names[0]!, names[19]!]) {
    await expect(async () => {
      await page.goto(`${URL}/${name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }

  // Still answering, and the edited page is served as last written.
  await page.goto(`${URL}/guides/first`);
  await expect(page.getByText('Stress edit number 50 of 50.')).toBeVisible();
  writeFileSync(file, original);

  // Let the last rebuilds finish, then compare memory.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = rssMB(pid);
  info.annotations.push({ type: 'dev server RSS', description: `before ${before} MB, after ${after} MB` });
  console.log(`dev server RSS: before the stress ${before} MB, after ${after} MB`);
  expect(after - before, `RSS grew from ${before} MB to ${after} MB`).toBeLessThan(200);
});
