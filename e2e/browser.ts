/** Helpers for tests that drive Chromium. */
import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Resolve once React has hydrated (or rendered) the page: its links carry React's fiber, so a
 * click is handled by the router and no longer by the browser.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll('#__folio a[href]')];
    return links.length > 0 && links.every((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber$')));
  });
}

/**
 * Collect the console errors and warnings and the uncaught errors of a page. The browser's own
 * "Failed to load resource" line for a URL in `expectedFailures` (e.g. a 404 document) or for
 * /favicon.ico is skipped.
 */
export function collectProblems(page: Page, expectedFailures: (url: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource')) {
      const url = message.location().url;
      // The browser probes /favicon.ico by itself when a site names no icon.
      if (expectedFailures(url) || new URL(url).pathname === '/favicon.ico') return;
    }
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Mark the current document; a full reload (or a new document) loses the mark. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker?: string }).__marker = 'still the same document';
  });
}

export async function documentMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: string }).__marker);
}

/**
 * Links that scroll into view make the runtime prefetch their routes' chunks when the browser is
 * idle. Tests that count or time chunk requests turn that off with an IntersectionObserver that
 * never reports anything (hover and focus preloading stay on).
 */
export async function withoutViewportPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    class InertIntersectionObserver {
      readonly root = null;
      readonly rootMargin = '0px';
      readonly thresholds: number[] = [0];
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
      takeRecords(): [] {
        return [];
      }
    }
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = InertIntersectionObserver;
  });
}
