/**
 * Screenshots for bench/visual.mjs: one page of a served build in Debian's Chromium (through
 * Playwright, never a downloaded browser), at a viewport width, in light or dark mode.
 *
 * The colour mode is set both ways a reader's browser sets it: localStorage `theme` (what
 * Docusaurus's colour-mode script and Folio's, packages/theme/src/runtime/init-scripts.ts, read
 * first) before any script of the page runs, and `prefers-color-scheme` emulated (what both read
 * when nothing is stored and the site respects it). The `data-theme` the page ends with is returned,
 * so a run shows whether the mode was really applied.
 */
import { chromium } from 'playwright';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
/** The viewport height at each width (a laptop and a phone); any other width gets 800. */
export const VIEWPORT_HEIGHTS = { 1280: 800, 390: 844 };
const NO_MOTION = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';
const SETTLE_MS = 300;

export const launchBrowser = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** Scroll to the bottom in viewport steps (lazy images load), then back to the top. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * A screenshot of `url`: the page from its top, as tall as the page but at most `maxHeight` px,
 * `width` px wide. Returns { png, status, theme, pageHeight }.
 */
export async function screenshot(browser, url, { width, mode, maxHeight }) {
  const context = await browser.newContext({
    viewport: { width, height: VIEWPORT_HEIGHTS[width] ?? 800 },
    deviceScaleFactor: 1,
    colorScheme: mode,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((theme) => {
    try {
      window.localStorage.setItem('theme', theme);
    } catch {
      // storage refused: prefers-color-scheme still says it
    }
  }, mode);
  const page = await context.newPage();
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.addStyleTag({ content: NO_MOTION });
    await page.evaluate(() => document.fonts.ready);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const { theme, pageHeight } = await page.evaluate(() => ({
      theme: document.documentElement.getAttribute('data-theme'),
      pageHeight: document.documentElement.scrollHeight,
    }));
    const height = Math.min(pageHeight, maxHeight);
    const png = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height }, animations: 'disabled', caret: 'hide' });
    return { png, status: response?.status(), theme, pageHeight };
  } finally {
    await context.close();
  }
}
