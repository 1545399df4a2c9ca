/**
 * Docusaurus's gtag plugin on Folio under Docusaurus's own theme (packages/docusaurus/src/classic):
 * tests/fixtures/docusaurus-analytics laid out beside @docusaurus/preset-classic, built and served
 * with `folio serve`. The plugin's client module runs there too (Folio's runtime calls the route
 * lifecycles around theme-classic's pages): a client-side navigation sends one page_view with the
 * new path. Every request to another host is answered here, so nothing leaves the machine.
 */
import path from 'node:path';
import { ROOT } from './helpers';
import { serveReaderSite, test } from './reader-server';
import { docusaurusThemeSite } from './docusaurus-theme-site';
import { expectPageViewOnNavigation } from './analytics';

test.use(docusaurusThemeSite(path.join(ROOT, 'tests/fixtures/docusaurus-analytics'), 'docusaurus-analytics'));
serveReaderSite();

test("a client-side navigation under Docusaurus's theme sends a page_view with the new path", async ({ page }) => {
  await expectPageViewOnNavigation(page);
});
