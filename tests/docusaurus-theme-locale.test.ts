/**
 * A Docusaurus site in one locale other than English (tests/fixtures/docusaurus-theme-locale,
 * zh-Hant, laid out beside @docusaurus/preset-classic): Docusaurus's theme shows its strings in that
 * locale, as theme-classic's getDefaultCodeTranslationMessages gives them from
 * @docusaurus/theme-translations, and the site's own i18n/zh-Hant/code.json goes over them.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-theme-locale-${process.pid}`);
const page = (route: string) => readFileSync(path.join(siteDir, 'build', route, 'index.html'), 'utf8').replace(/<!-- -->/g, '');

beforeAll(async () => {
  await layOutSite(path.join(ROOT, 'tests/fixtures/docusaurus-theme-locale'), siteDir);
  await run(process.execPath, [path.join(ROOT, 'packages/core/bin/folio.mjs'), 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
}, 900_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

it("shows the theme's strings in the site's locale", () => {
  expect(page('')).toContain('跳至主要内容');
  expect(page('')).not.toContain('Skip to main content');
  expect(page('blog/2025/01/10/first-light')).toContain('閱讀時間約 1 分鐘');
});

it("lets the site's code.json override a theme string", () => {
  expect(page('blog')).toContain('aria-label="最近的文章（網站自己的翻譯）"');
  expect(page('blog')).not.toContain('最近部落格文章導覽');
});
