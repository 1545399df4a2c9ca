/**
 * What the Mermaid specs check on a page with two diagrams (a flowchart, then a sequence diagram),
 * whichever theme draws them: the prerendered HTML (of a build) has no diagram drawn; once hydrated, each
 * container holds an <svg>; the flowchart's node is filled in Mermaid's `default` theme in light
 * mode and its `dark` theme in dark mode, drawn again at each switch of the colour-mode toggle;
 * and nothing is complained of.
 */
import type { Page } from '@playwright/test';
import { collectProblems, waitForHydration } from './browser';
import { expect } from './reader-server';

/** Mermaid's node fill: `primaryColor` of its `default` theme (#ECECFF) and of its `dark` theme (#1f2020). */
export const LIGHT_FILL = 'rgb(236, 236, 255)';
export const DARK_FILL = 'rgb(31, 32, 32)';

const containers = (page: Page) => page.locator('.docusaurus-mermaid-container');
const nodeFill = (page: Page) =>
  containers(page).first().locator('svg g.node').first().locator('rect, polygon, path').first().evaluate((shape) => getComputedStyle(shape).fill);
const toggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });

/** `prerendered`: the page's HTML holds its content (a build; the dev server's page is a shell). */
export async function checkDiagrams(page: Page, route: string, { prerendered = true } = {}): Promise<void> {
  const problems = collectProblems(page);
  if (prerendered) {
    const served = await (await page.request.get(route)).text();
    expect(served).toContain('How a lamp is lit');
    expect(served).not.toMatch(/<svg[^>]*id="(?:mermaid-svg|folio-mermaid)-/);
  }
  await page.goto(route);
  await waitForHydration(page);
  await expect(containers(page)).toHaveCount(2);
  await expect(containers(page).locator('svg[id]')).toHaveCount(2);
  await expect(containers(page).nth(0).locator('svg')).toHaveAttribute('aria-roledescription', /flowchart/);
  await expect(containers(page).nth(1).locator('svg')).toHaveAttribute('aria-roledescription', 'sequence');
  await expect.poll(() => nodeFill(page)).toBe(LIGHT_FILL);
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => nodeFill(page)).toBe(DARK_FILL);
  await expect(containers(page).locator('svg[id]')).toHaveCount(2);
  await toggle(page).click();
  await expect.poll(() => nodeFill(page)).toBe(LIGHT_FILL);
  expect(problems).toEqual([]);
}
