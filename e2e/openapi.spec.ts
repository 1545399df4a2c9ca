/**
 * The OpenAPI reference in Chromium, on tests/fixtures/openapi: an operation page's sections,
 * schema expansion (with and without JavaScript), recursive-schema links, sample tabs, sidebar
 * method badges, and, on `folio dev`, a spec edit showing on the open page without a restart.
 *
 * The fixture is built here (into a temp folder, so the fixture stays clean) and served with
 * `folio serve --dir`; the dev server runs on a private copy, since its test edits the spec.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CLI, ROOT, TMP_DIR, startCli } from './helpers';
import { collectProblems, markDocument, documentMarker, waitForHydration } from './browser';

const FIXTURE = path.join(ROOT, 'tests/fixtures/openapi');
const SERVE_PORT = 4601;
const DEV_PORT = 4602;
const SITE = `http://127.0.0.1:${SERVE_PORT}`;
const DEV = `http://127.0.0.1:${DEV_PORT}`;

// One static server and one dev server for the file: its tests run one after another.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 10_000 });

interface Running {
  stop(): Promise<void>;
  output(): string;
}

/** Run the CLI to completion; rejects with its output on a non-zero exit. */
function folio(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`folio ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/** A long-running CLI command (serve or dev) on `port`, from the shared helper. */
async function start(args: string[], port: number): Promise<Running> {
  const [command, siteDir, ...rest] = args as ['serve' | 'dev', string, ...string[]];
  const running = await startCli(command, siteDir, port, 60_000, rest);
  return { stop: running.stop, output: running.output };
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

test.describe('a built API reference', () => {
  let server: Running | undefined;
  let outDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    mkdirSync(TMP_DIR, { recursive: true });
    outDir = path.join(TMP_DIR, `e2e-openapi-build-${process.pid}`);
    await folio(['build', FIXTURE, '--out-dir', outDir]);
    server = await start(['serve', FIXTURE, '--dir', outDir], SERVE_PORT);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test('an operation page shows its sections in order, without console problems', async ({ page }) => {
    const problems = collectProblems(page);
    await open(page, `${SITE}/api/create-a-new-bookmark`);
    const article = page.locator('article');
    await expect(article.locator('h1')).toHaveText('Create a new bookmark');
    await expect(article.locator('.api-operation__endpoint')).toContainText('POSThttps://try.karakeep.app/api/v1/bookmarks');
    await expect(article.locator('.api-operation__since')).toHaveText('Available since v0.26.0');
    await expect(article.locator('h2')).toHaveText(['Authentication', 'Request', 'Responses', 'Request samples'].map((t) => new RegExp(`^${t}`)));
    await expect(article.locator('h3')).toHaveText([/^Body/, /^201 Created/, /^400 Bad Request/]);
    await expect(page.locator('.doc-item__toc .table-of-contents__link')).toContainText(['Authentication', 'Request', 'Body', 'Responses', '201 Created', '400 Bad Request', 'Request samples']);
    await expect(page.locator('.edit-this-page')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('nested schema levels expand and collapse', async ({ page }) => {
    await open(page, `${SITE}/api/create-a-new-bookmark`);
    const tags = page.locator('[id="response-201-application_json.tags"]');
    const attachedBy = page.locator('[id="response-201-application_json.tags.attachedBy"]');
    await expect(attachedBy).toBeHidden();
    await tags.locator('> details > summary').click();
    await expect(attachedBy).toBeVisible();
    await expect(attachedBy).toContainText('attachedBystringrequired');
    await expect(attachedBy).toContainText('Possible values: "ai""human"');
    await tags.locator('> details > summary').click();
    await expect(attachedBy).toBeHidden();
  });

  test('oneOf options expand one by one', async ({ page }) => {
    await open(page, `${SITE}/api/create-a-new-bookmark`);
    await page.locator('[id="request-body-application_json.content"] > details > summary').click();
    const options = page.locator('[id="request-body-application_json.content"] .api-schema__variant > summary');
    await expect(options).toHaveText([/type: link/, /type: text/]);
    const url = page.locator('[id="request-body-application_json.content-option-1.url"]');
    await expect(url).toBeHidden();
    await options.first().click();
    await expect(url).toBeVisible();
  });

  test('the schema tree works without JavaScript (it is all in the static HTML)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SITE}/api/get-all-bookmarks`);
    const summary = page.locator('[id="response-200-application_json.bookmarks"] > details > summary');
    const title = page.locator('[id="response-200-application_json.bookmarks.title"]');
    await expect(title).toBeHidden();
    await summary.click();
    await expect(title).toBeVisible();
    await context.close();
  });

  test('a recursive schema links to the ancestor that shows it', async ({ page }) => {
    await open(page, `${SITE}/api/get-all-lists`);
    await page.locator('[id="response-200-application_json.lists"] > details > summary').click();
    await page.locator('[id="response-200-application_json.lists.children"] > details > summary').click();
    const link = page.locator('.api-schema__circular a');
    await expect(link).toHaveText('List');
    await link.click();
    await expect(page).toHaveURL(/#response-200-application_json\.lists$/);
    await expect(page.locator('[id="response-200-application_json.lists"]')).toBeInViewport();
  });

  test('sample tabs switch language, and the choice carries to the next operation page', async ({ page }) => {
    await open(page, `${SITE}/api/create-a-new-bookmark`);
    const samples = page.locator('.api-samples');
    await expect(samples.locator('[role="tab"]')).toHaveText(['curl', 'JavaScript', 'Python']);
    await expect(samples.locator('[role="tabpanel"]:visible')).toContainText("curl -X POST 'https://try.karakeep.app/api/v1/bookmarks'");
    await samples.getByRole('tab', { name: 'Python' }).click();
    await expect(samples.locator('[role="tabpanel"]:visible')).toContainText('requests.post(');
    await expect(samples.locator('[role="tabpanel"]:visible .token').first()).toBeVisible();
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Get a single bookmark' }).click();
    await expect(page).toHaveURL(`${SITE}/api/get-a-single-bookmark`);
    await expect(page.locator('.api-samples [role="tabpanel"]:visible')).toContainText('requests.get(');
  });

  test('the sidebar shows each operation with its method badge', async ({ page }) => {
    await open(page, `${SITE}/api/get-all-bookmarks`);
    const item = page.locator('.doc-sidebar li.api-method.post', { hasText: 'Create a new bookmark' });
    const badge = await item.locator('> a').evaluate((link) => {
      const style = getComputedStyle(link, '::before');
      return { content: style.content, color: style.color, transform: style.textTransform };
    });
    expect(badge).toEqual({ content: '"post"', color: 'rgb(255, 255, 255)', transform: 'uppercase' });
    await expect(page.locator('.doc-sidebar li.api-deprecated > a')).toHaveCSS('text-decoration-line', 'line-through');
    expect(await page.locator('.doc-sidebar li.api-deprecated > a').evaluate((link) => getComputedStyle(link, '::before').textDecorationLine)).toBe('line-through');
  });

  test('the older version has its own pages under API/', async ({ page }) => {
    await open(page, `${SITE}/v0.26.0/API/attach-tags-to-a-bookmark`);
    await expect(page.locator('article h1')).toHaveText('Attach tags to a bookmark');
    await expect(page.locator('.version-banner')).toBeVisible();
    await expect(page.locator('.doc-sidebar a[href="/v0.26.0/API/karakeep-api"]')).toHaveText('Introduction');
  });
});

test.describe('the API reference in dev', () => {
  let dev: Running | undefined;
  let siteDir = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    mkdirSync(TMP_DIR, { recursive: true });
    siteDir = path.join(TMP_DIR, `e2e-openapi-dev-${process.pid}`);
    cpSync(FIXTURE, siteDir, { recursive: true, filter: (source) => !/^(build|node_modules)(\/|$)/.test(path.relative(FIXTURE, source).split(path.sep).join('/')) });
    dev = await start(['dev', siteDir], DEV_PORT);
  });

  test.afterAll(async () => {
    await dev?.stop();
    if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  });

  test('editing the spec updates the open page without a reload or a restart', async ({ page }) => {
    await open(page, `${DEV}/api/create-a-new-bookmark`);
    await expect(page.locator('article')).toContainText('Saves a link or a note.');
    await markDocument(page);
    const spec = path.join(siteDir, 'openapi/karakeep-openapi-spec.json');
    writeFileSync(spec, readFileSync(spec, 'utf8').replace('Saves a link or a note.', 'Saves a link, a note or an asset.'));
    await expect(page.locator('article')).toContainText('Saves a link, a note or an asset.', { timeout: 15_000 });
    // A change to the page's schema shows as well.
    writeFileSync(spec, readFileSync(spec, 'utf8').replace('"description": "Shown instead of the page title."', '"description": "Shown instead of the title of the page."'));
    await expect(page.locator('[id="request-body-application_json.title"]')).toContainText('Shown instead of the title of the page.', { timeout: 15_000 });
    expect(await documentMarker(page)).toBe('still the same document');
  });
});
