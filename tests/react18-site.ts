/**
 * The sites of tests/react18.test.ts, and a look at their built pages in Chromium.
 *
 * One folder holds the npm install (Folio's tarballs and React 18); two sites sit below it and
 * resolve their packages from there, as the sites of an npm workspace do: `native/`, made by the
 * packed create-folio (Folio's own theme), and `classic/`, create-docusaurus's classic template
 * (Docusaurus's own theme). The classic site's node_modules links every package of the cached
 * @docusaurus/preset-classic install (tests/docusaurus-theme-site.ts) but react, react-dom and
 * scheduler: that install resolved them for React 19, and npm resolves the same manifest with
 * React 18.3 to the same tree but for those three (compared with `npm install --package-lock-only`
 * when this test was written), so the site is what npm gives a React 18 site. Each site gets one
 * page more, /react-version, which prints the React version it renders with and whether its
 * effects ran.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright';

/** The page each site gets: React's version, from the server's render and then from the browser's. */
export const VERSION_PAGE = `import { useEffect, useState, version } from 'react';
import Layout from '@theme/Layout';

export default function ReactVersion() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Layout title="React version">
      <main>
        <p id="react-version">{version}</p>
        <p id="rendered-by">{hydrated ? 'browser' : 'server'}</p>
      </main>
    </Layout>
  );
}
`;

/** What the site takes from its own install, not the Docusaurus one: React 18 (that install resolved React 19) and Folio's tarballs. */
const NOT_LINKED = new Set(['react', 'react-dom', 'scheduler', '@folio']);

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** A package.json's react and react-dom ranges set to `range` (a template pins React 19). */
export function pinReact(manifestFile: string, range: string): void {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const name of ['react', 'react-dom']) if (manifest[field]?.[name]) manifest[field][name] = range;
  }
  writeJson(manifestFile, manifest);
}

/**
 * create-docusaurus's `classic` template laid out in `siteDir` as create-docusaurus lays it out
 * (`shared` then `classic`), its React pinned to `range`, with node_modules links to `docusaurusModules`.
 */
export function layOutClassic(templates: string, siteDir: string, docusaurusModules: string, range: string): void {
  mkdirSync(path.join(siteDir, 'node_modules'), { recursive: true });
  cpSync(path.join(templates, 'shared'), siteDir, { recursive: true });
  cpSync(path.join(templates, 'classic'), siteDir, { recursive: true });
  pinReact(path.join(siteDir, 'package.json'), range);
  writeFileSync(path.join(siteDir, 'src/pages/react-version.js'), VERSION_PAGE);
  for (const entry of readdirSync(docusaurusModules)) {
    if (entry.startsWith('.') || NOT_LINKED.has(entry)) continue;
    symlinkSync(path.join(docusaurusModules, entry), path.join(siteDir, 'node_modules', entry));
  }
}

/** What a page showed once hydrated. */
export interface Visit {
  route: string;
  title: string;
  /** #react-version and #rendered-by, on the version page. */
  version?: string;
  renderedBy?: string;
}

/** Answers the page's requests from `outDir` (a folder's index.html; 404.html with 404); any other host is refused. */
async function serveBuild(page: Page, outDir: string, host: string): Promise<void> {
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host !== host) return route.abort();
    let file = path.join(outDir, decodeURIComponent(url.pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return route.fulfill({ status: 404, path: path.join(outDir, '404.html') });
    return route.fulfill({ path: file });
  });
}

/** Resolves once React has hydrated the page: every link of the app carries React's fiber. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll('#__folio a[href]')];
    return links.length > 0 && links.every((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber$')));
  }, null, { timeout: 20_000 });
}

/** The version page's fields once its effect ran (or after 10 s, what it still shows); nothing on another page. */
async function versionShown(page: Page): Promise<Pick<Visit, 'version' | 'renderedBy'>> {
  if (!(await page.locator('#react-version').count())) return {};
  await page.locator('#rendered-by', { hasText: 'browser' }).waitFor({ timeout: 10_000 }).catch(() => undefined);
  return { version: (await page.locator('#react-version').textContent()) ?? '', renderedBy: (await page.locator('#rendered-by').textContent()) ?? '' };
}

/**
 * Opens each route of a build in Chromium and waits for hydration; then follows the link named
 * `linkName` from the first route, which the router must handle (no new document). Returns what
 * each page showed, the route the link led to, and every console error or warning and uncaught
 * error (requests to other hosts, refused, aside).
 */
export async function visitBuild(outDir: string, routes: string[], linkName: string): Promise<{ visits: Visit[]; linkedTo: string; sameDocument: boolean; problems: string[] }> {
  const host = 'site.test';
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const at = message.location().url;
      if (message.text().startsWith('Failed to load resource') && at && new URL(at).host !== host) return;
      problems.push(`${message.type()}: ${message.text()} (${at})`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await serveBuild(page, outDir, host);
    const visits: Visit[] = [];
    for (const route of routes) {
      await page.goto(`http://${host}${route}`);
      await waitForHydration(page);
      visits.push({ route, title: await page.title(), ...(await versionShown(page)) });
    }
    await page.goto(`http://${host}${routes[0]}`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    await page.getByRole('link', { name: linkName, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname !== routes[0]);
    await page.waitForLoadState();
    const sameDocument = (await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)) === 1;
    return { visits, linkedTo: new URL(page.url()).pathname, sameDocument, problems };
  } finally {
    await browser.close();
  }
}
