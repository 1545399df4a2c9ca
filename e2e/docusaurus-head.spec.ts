/**
 * The head tags Docusaurus's theme gives `@docusaurus/Head`, in Chromium
 * (packages/theme/src/runtime/head.tsx): tests/fixtures/docusaurus-theme laid out beside
 * @docusaurus/preset-classic (tests/docusaurus-theme-site.ts), built and served with `folio serve`.
 * The prerendered tags are taken over by hydration (not added a second time), and a client-side
 * navigation from a blog post to a doc removes the post's article meta and JSON-LD and adds the
 * doc's, with one title, description and canonical URL all along.
 */
import type { Page } from '@playwright/test';
import { DOCUSAURUS_THEME_FIXTURE } from '../tests/docusaurus-theme-site';
import { collectProblems, documentMarker, markDocument, waitForHydration } from './browser';
import { expect, serveReaderSite, test } from './reader-server';
import { docusaurusThemeSite } from './docusaurus-theme-site';

test.use(docusaurusThemeSite(DOCUSAURUS_THEME_FIXTURE, 'docusaurus-head'));
serveReaderSite();

/** The head's tags by what identifies them, each with how many there are. */
const headCounts = (page: Page) =>
  page.evaluate(() => {
    const counts: Record<string, number> = {};
    const add = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
    for (const element of document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]')) {
      add(element.localName === 'title' ? 'title' : element.localName === 'link' ? 'canonical' : (element.getAttribute('name') ?? element.getAttribute('property'))!);
    }
    return counts;
  });

const structuredData = (page: Page) =>
  page.evaluate(() => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type']));

test("a client-side navigation from a post to a doc replaces the post's head tags with the doc's", async ({ page }) => {
  const problems = collectProblems(page);
  // The prerendered JSON-LD element, before any script runs: the browser's head keeps it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __jsonLd?: Element | null }).__jsonLd = document.querySelector('script[type="application/ld+json"][data-rh]');
    });
  });
  await page.goto('/blog/2026/01/02/first-light');
  await waitForHydration(page);
  await markDocument(page);
  // Hydration keeps the prerendered tags (the same elements), each there once.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(await page.evaluate(() => (window as unknown as { __jsonLd?: Element | null }).__jsonLd?.isConnected)).toBe(true);
  const post = page.locator('head meta[property="article:published_time"]');
  await expect(post).toHaveCount(1);
  await expect(post).toHaveAttribute('content', /^2026-01-02T/);
  await expect(post).toHaveAttribute('data-rh', 'true');
  await expect.poll(() => structuredData(page)).toEqual(['BlogPosting']);
  expect(await headCounts(page)).toMatchObject({ title: 1, 'og:title': 1, description: 1, 'og:description': 1, canonical: 1, 'og:url': 1, 'og:type': 1 });

  await page.locator('.navbar').getByRole('link', { name: 'Guide', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page).toHaveTitle('Getting started | Lantern');
  await expect(page.locator('head meta[property^="article:"]')).toHaveCount(0);
  await expect(page.locator('head meta[property="og:type"]')).toHaveCount(0);
  await expect.poll(() => structuredData(page)).toEqual(['BreadcrumbList']);
  await expect(page.locator('head meta[name="docusaurus_tag"]')).toHaveAttribute('content', 'docs-default-current');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', 'https://lantern.example.com/docs/intro');
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', 'Getting started | Lantern');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', 'What Lantern is and how to light the first lamp.');
  expect(await headCounts(page)).toMatchObject({ title: 1, 'og:title': 1, description: 1, 'og:description': 1, canonical: 1, 'og:url': 1 });

  // And back: the post's tags again, once.
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/2026\/01\/02\/first-light$/);
  await expect(post).toHaveCount(1);
  await expect.poll(() => structuredData(page)).toEqual(['BlogPosting']);
  expect(await documentMarker(page)).toBe('still the same document');
  expect(problems).toEqual([]);
});
