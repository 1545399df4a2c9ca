/**
 * Mermaid diagrams on Folio's own theme, in the browser: tests/fixtures/mermaid laid out with the
 * `mermaid` package installed (tests/docusaurus-theme-site.ts links the Docusaurus install, which
 * has it through @docusaurus/theme-mermaid), built and served. The theme's Mermaid component draws
 * each ```mermaid fence once hydrated, in the colour mode's Mermaid theme (./mermaid.ts).
 */
import path from 'node:path';
import { docusaurusThemeSite } from './docusaurus-theme-site';
import { ROOT } from './helpers';
import { checkDiagrams } from './mermaid';
import { serveReaderSite, test } from './reader-server';

test.use(docusaurusThemeSite(path.join(ROOT, 'tests/fixtures/mermaid'), 'mermaid'));
serveReaderSite();

test('draws each diagram after hydration, in the colours of the colour mode', async ({ page }) => {
  await checkDiagrams(page, '/flow');
});
