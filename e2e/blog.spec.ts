/**
 * The blog in Chromium (tests/fixtures/blog, postsPerPage 5, 14 listed posts, blogSidebarCount 4):
 * the paginated list with excerpts and "Read more", a post with its newer/older links, tag, tags,
 * archive and author pages, the recent-posts sidebar under year headings, the feeds (parsed, full
 * content, absolute URLs), the navbar's Blog link active on blog pages, and a phone's layout.
 */
import type { Page } from '@playwright/test';
import path from 'node:path';
import { ROOT } from './helpers';
import { collectProblems, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';

test.use({ readerSiteDir: path.join(ROOT, 'tests/fixtures/blog'), viewport: { width: 1280, height: 800 } });
serveReaderSite();

const SITE_URL = 'https://blog.example.com/';
const LAUNCH = '/blog/2024/01/15/launch';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const posts = (page: Page) => page.locator('main article');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Blog recent posts navigation' });

test('the list paginates five posts a page, with newer and older links', async ({ page }) => {
  // Bo's avatar is an image on example.com, which the test machine need not reach.
  const problems = collectProblems(page, (url) => url.startsWith('https://example.com/'));
  await open(page, '/blog');
  await expect(posts(page)).toHaveCount(5);
  await expect(posts(page).first().getByRole('heading', { level: 2 })).toHaveText('Dated folders');
  const pager = page.getByRole('navigation', { name: 'Blog list page navigation' });
  await expect(pager.getByRole('link')).toHaveText(['Older entries »']);

  await pager.getByRole('link', { name: 'Older entries' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(posts(page)).toHaveCount(5);
  await expect(pager.getByRole('link')).toHaveText(['« Newer entries', 'Older entries »']);
  await pager.getByRole('link', { name: 'Older entries' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/3$/);
  await expect(posts(page)).toHaveCount(4);
  await expect(pager.getByRole('link')).toHaveText(['« Newer entries']);
  expect(problems).toEqual([]);
});

test('a truncated post shows its excerpt, reading time and "Read more"', async ({ page }) => {
  await open(page, '/blog');
  const launch = posts(page).filter({ has: page.getByRole('heading', { name: 'We launched' }) });
  await expect(launch).toContainText('The first paragraph of the launch, before the marker.');
  await expect(launch).not.toContainText('This text is only on the post');
  await expect(launch).toContainText(/(\d+|One) min read/);
  await expect(launch.locator('time')).toHaveText('January 15, 2024');
  await launch.getByRole('link', { name: /Read more/ }).click();
  await expect(page).toHaveURL(new RegExp(`${LAUNCH}$`));
  // The list stays on screen until the post's chunks are in: wait for the post itself.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We launched');
  await expect(page.locator('main article')).toContainText("This text is only on the post's page.");
});

test('a post without a truncate marker is listed whole, its "# Title" shown once as the item heading', async ({ page }) => {
  await open(page, '/blog/page/3');
  const part10 = posts(page).filter({ has: page.getByRole('heading', { level: 2, name: 'Series part 10' }) });
  await expect(part10).toContainText('the lists show all of it.');
  await expect(part10.getByRole('heading', { name: 'Series part 10' })).toHaveCount(1);
  await expect(part10.getByRole('link', { name: /Read more/ })).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveCount(0);
  await part10.getByRole('link', { name: 'Series part 10' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Series part 10');
  await expect(page.locator('main article')).toContainText('the lists show all of it.');
});

test('a post links its newer and older neighbours', async ({ page }) => {
  await open(page, LAUNCH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We launched');
  await expect(page.locator('main article')).toContainText(/(\d+|One) min read/);
  const pager = page.getByRole('navigation', { name: 'Blog post page navigation' });
  await expect(pager.getByRole('link', { name: /Newer post/ })).toHaveAttribute('href', '/blog/2024/02/01/folder');
  await expect(pager.getByRole('link', { name: /Older post/ })).toHaveAttribute('href', '/blog/2023/09/08/series-08');
  await pager.getByRole('link', { name: /Older post/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Series part 08');
});

test('a tag page, the tags index, the archive and an author page', async ({ page }) => {
  await open(page, '/blog/tags/releases');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('1 post tagged with "Release"');
  await expect(posts(page)).toHaveCount(1);
  await expect(posts(page).getByRole('heading', { level: 2 })).toHaveText('We launched');
  await page.getByRole('link', { name: 'View all tags' }).click();

  await expect(page).toHaveURL(/\/blog\/tags$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
  const release = page.locator('main').getByRole('link', { name: /^Release/ });
  await expect(release).toHaveAttribute('href', '/blog/tags/releases');
  await expect(page.locator('main').getByRole('link', { name: /^series/ })).toContainText('10');

  await open(page, '/blog/archive');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archive');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['2024', '2023']);
  await expect(page.locator('main').getByRole('link', { name: /We launched/ })).toHaveAttribute('href', LAUNCH);
  await expect(page.locator('main').getByRole('link', { name: /Unlisted|Draft/ })).toHaveCount(0);

  await open(page, '/blog/authors/ada');
  await expect(page.locator('main')).toContainText('Ada Writer');
  await expect(posts(page).getByRole('heading', { level: 2 })).toHaveText(['Dated folders', 'A folder post', 'We launched']);
  await open(page, LAUNCH);
  // The avatar and the name both link to the author's page.
  await page.locator('main article header').getByRole('link', { name: 'Ada Writer' }).last().click();
  await expect(page).toHaveURL(/\/blog\/authors\/ada$/);
});

test('the recent posts sidebar groups the latest posts by year and marks the current one', async ({ page }) => {
  await open(page, LAUNCH);
  const recent = sidebar(page);
  await expect(recent).toContainText('Latest');
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText(['2024', '2023']);
  await expect(recent.getByRole('group', { name: '2024' }).getByRole('link')).toHaveText(['Dated folders', 'A folder post', 'We launched']);
  await expect(recent.getByRole('group', { name: '2023' }).getByRole('link')).toHaveText(['Series part 08']);
  await expect(recent.getByRole('link', { name: 'We launched' })).toHaveAttribute('aria-current', 'page');
  await recent.getByRole('link', { name: 'Dated folders' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dated folders');
  await expect(recent.getByRole('link', { name: 'Dated folders' })).toHaveAttribute('aria-current', 'page');
});

test("the navbar's Blog link is active on blog pages only", async ({ page }) => {
  const blogLink = () => page.locator('.navbar').getByRole('link', { name: 'Blog', exact: true });
  for (const path of ['/blog', '/blog/page/2', LAUNCH, '/blog/tags', '/blog/archive', '/blog/authors/ada']) {
    await open(page, path);
    await expect(blogLink(), path).toHaveClass(/navbar__link--active/);
  }
  await open(page, '/docs/intro');
  await expect(blogLink()).not.toHaveClass(/navbar__link--active/);
});

test('the RSS, Atom and JSON feeds parse, with absolute URLs and each post in full', async ({ page }) => {
  await open(page, '/blog');
  const feeds = await page.evaluate(async () => {
    const text = async (file: string) => (await fetch(`/blog/${file}`)).text();
    const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
    const rss = parse(await text('rss.xml'));
    const atom = parse(await text('atom.xml'));
    const json = JSON.parse(await text('feed.json')) as { items: Array<{ url: string; content_html: string }> };
    const CONTENT = 'http://purl.org/rss/1.0/modules/content/';
    return {
      errors: [rss, atom].map((doc) => doc.getElementsByTagName('parsererror').length),
      rssLinks: [...rss.querySelectorAll('item > link')].map((link) => link.textContent),
      rssContent: rss.querySelector('item')!.getElementsByTagNameNS(CONTENT, 'encoded')[0]?.textContent ?? '',
      atomLinks: [...atom.querySelectorAll('entry > link')].map((link) => link.getAttribute('href')),
      atomContent: [...atom.querySelectorAll('entry')].find((entry) => entry.querySelector('title')?.textContent === 'We launched')?.querySelector('content')?.textContent ?? '',
      jsonUrls: json.items.map((item) => item.url),
      jsonContent: json.items.find((item) => item.url.endsWith('/launch'))?.content_html ?? '',
    };
  });
  expect(feeds.errors).toEqual([0, 0]);
  for (const links of [feeds.rssLinks, feeds.atomLinks, feeds.jsonUrls]) {
    expect(links).toHaveLength(14);
    for (const link of links) expect(link).toMatch(new RegExp(`^${SITE_URL}blog/`));
    expect(links[0]).toBe(`${SITE_URL}blog/2024/05/20/folder-post`);
  }
  expect(feeds.rssContent).toContain('More text.');
  for (const content of [feeds.atomContent, feeds.jsonContent]) {
    expect(content).toContain('This text is only on the post&#x27;s page.');
    expect(content).toContain(`href="${SITE_URL}blog/2024/02/01/folder"`);
    // Every URL in the post's HTML is absolute.
    expect([...content.matchAll(/(?:href|src)="([^"]*)"/g)].map((match) => match[1]).filter((url) => !/^(https?:|data:|mailto:)/.test(url!))).toEqual([]);
  }
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the blog pages fit the width and the recent posts are in the drawer', async ({ page }) => {
    for (const path of ['/blog', LAUNCH, '/blog/tags', '/blog/archive', '/blog/authors/ada']) {
      await open(page, path);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0], `${path} is as wide as the viewport`).toBe(widths[1]);
    }
    await open(page, LAUNCH);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('2024', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'We launched' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Series part 08' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Series part 08');
    await expect(drawer).toHaveCount(0);
  });
});
