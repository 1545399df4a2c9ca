/**
 * Dev-server measurements shared by `pnpm bench` and `pnpm bench:compare`: wait for the first 200
 * of a page, and time hot reloads (file write → DOM change) in Debian's Chromium.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright';
import { machineCpu, otherCpuPercent } from './cpu.mjs';
import { runnerTreeCpu, tail, treeCpuDelta } from './processes.mjs';
import { median, percentile, round } from './stats.mjs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'];
const DEV_READY_TIMEOUT_MS = 10 * 60 * 1000;
const BROWSER_TIMEOUT_MS = 10 * 60 * 1000;
const HMR_TIMEOUT_MS = 30 * 1000;

/** How Folio's dev page looks to the hot-reload step. */
export const FOLIO_DEV = { readySelector: '.folio-markdown h2', connected: /\[vite\] connected/, clientMessage: /^\[vite\]/ };

/** Poll `url` (as a browser navigation would ask for it) until it answers 200; ms since spawn. */
export async function waitUntilOk(url, server, { timeoutMs = DEV_READY_TIMEOUT_MS, name = 'the dev server' } = {}) {
  const deadline = performance.now() + timeoutMs;
  let exited = false;
  server.exited.then(() => (exited = true));
  while (performance.now() < deadline) {
    if (exited) throw new Error(`${name} exited before serving ${url}:\n${tail(server.output)}`);
    try {
      const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - server.startedAt;
      throw new Error(`GET ${url} answered ${response.status}`);
    } catch (error) {
      // Not listening yet: try again shortly. Any other failure is real.
      // A server still compiling may hold the request (Docusaurus answers only after its first
      // compile): a request that times out is asked again, like a refused connection.
      const code = error?.cause?.code;
      const waiting = error?.name === 'TimeoutError' || error?.name === 'AbortError';
      if (!waiting && code !== 'ECONNREFUSED' && code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    }
    await sleep(25);
  }
  throw new Error(`${name} did not serve ${url} within ${timeoutMs / 1000} s`);
}

// In the page: record (Date.now) the moment `marker` first appears in the DOM.
function installMarkerObserver(marker) {
  window.__folioBenchSeenAt = undefined;
  const observer = new MutationObserver(() => {
    if (document.body.textContent.includes(marker)) {
      window.__folioBenchSeenAt = Date.now();
      observer.disconnect();
    }
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
}

// In the page: has the marker been seen? Also covers a full reload, which drops the observer.
function markerSeen(marker) {
  if (window.__folioBenchSeenAt === undefined && document.body?.textContent.includes(marker)) {
    window.__folioBenchSeenAt = Date.now();
  }
  return window.__folioBenchSeenAt !== undefined;
}

/**
 * Open `url` in Chromium, then time `edits` edits of `file` until each shows in the DOM.
 * `tool.readySelector`: an element of the rendered page; `tool.connected`: a console message that
 * says the hot-reload socket is up. Defaults are Folio's (Vite's client).
 */
export async function hotReload(url, file, edits, tool = FOLIO_DEV) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const problems = [];
    const viteMessages = []; // "[vite] hot updated: …", "[vite] page reload …": what the client did
    let connected = false;
    let navigations = 0;
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('console', (message) => {
      if (tool.connected.test(message.text())) connected = true;
      if (tool.clientMessage.test(message.text())) viteMessages.push(message.text().slice(0, 200));
      // "Failed to load resource" repeats a failed response, which is reported above with its URL.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });

    const opened = performance.now();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: BROWSER_TIMEOUT_MS });
    await page.waitForSelector(tool.readySelector, { timeout: BROWSER_TIMEOUT_MS });
    const firstRenderMs = performance.now() - opened;
    // Edits made before Vite's HMR socket is up would be missed; wait for it (bounded).
    for (let waited = 0; !connected && waited < 10_000; waited += 50) await sleep(50);
    await sleep(500); // let start-up work (dependency scan, lazy modules) settle

    const original = readFileSync(file, 'utf8');
    const runId = Date.now().toString(36);
    const navigationsBefore = navigations;
    const samplesMs = [];
    const machineBefore = machineCpu();
    const treeBefore = runnerTreeCpu();
    let error;
    try {
      for (let i = 0; i < edits; i++) {
        const marker = `hmr-marker-${runId}-${i}`;
        await page.evaluate(installMarkerObserver, marker);
        const messagesBefore = viteMessages.length;
        const writtenAt = Date.now();
        writeFileSync(file, `${original.trimEnd()}\n\nHot reload check: ${marker}.\n`);
        try {
          await page.waitForFunction(markerSeen, marker, { polling: 'raf', timeout: HMR_TIMEOUT_MS });
        } catch (cause) {
          // Keep what was measured and say what the page was doing; the caller may measure again.
          const shown = await page.evaluate(() => document.querySelector('article')?.textContent.slice(-120)).catch(() => undefined);
          error =
            `edit ${i + 1}: the marker did not reach the DOM within ${HMR_TIMEOUT_MS / 1000} s (${cause.message.split('\n')[0]}); ` +
            `vite client after the write: ${JSON.stringify(viteMessages.slice(messagesBefore))}; end of the article: ${JSON.stringify(shown)}`;
          break;
        }
        samplesMs.push((await page.evaluate(() => window.__folioBenchSeenAt)) - writtenAt);
        await sleep(300); // let the watcher and the server settle before the next edit
      }
    } finally {
      writeFileSync(file, original);
    }
    if (error) console.log(`  hot reload FAILED: ${error}`);
    // Everything but the runner, the dev server and the browser (all of them the runner's tree).
    const otherCpu = otherCpuPercent(machineBefore, machineCpu(), treeCpuDelta(treeBefore, runnerTreeCpu()));
    return {
      samplesMs,
      error,
      otherCpuPercent: otherCpu,
      medianMs: round(median(samplesMs), 0),
      p95Ms: round(percentile(samplesMs, 0.95), 0),
      firstRenderS: round(firstRenderMs / 1000, 2),
      hmrSocketConnected: connected,
      fullReloads: navigations - navigationsBefore,
      // First line of each, shortened: enough to see what went wrong without the stack.
      viteMessages: viteMessages.slice(-10),
      pageProblems: problems.slice(0, 10).map((problem) => problem.replace(/%[os]\s*/g, '').trim().split('\n')[0].slice(0, 300)),
    };
  } finally {
    await browser.close();
  }
}

