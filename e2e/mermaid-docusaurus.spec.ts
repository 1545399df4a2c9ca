/**
 * Mermaid diagrams on Docusaurus's own theme, in the browser: tests/fixtures/docusaurus-mermaid
 * (the classic preset, `markdown.mermaid`, @docusaurus/theme-mermaid) laid out beside the
 * Docusaurus install, built and served. theme-mermaid's own Mermaid component draws each
 * ```mermaid fence once hydrated, in the colour mode's Mermaid theme (./mermaid.ts).
 */
import path from 'node:path';
import { docusaurusThemeSite } from './docusaurus-theme-site';
import { ROOT } from './helpers';
import { checkDiagrams } from './mermaid';
import { serveReaderSite, test } from './reader-server';

test.use(docusaurusThemeSite(path.join(ROOT, 'tests/fixtures/docusaurus-mermaid'), 'docusaurus-mermaid'));
serveReaderSite();

test('draws each diagram after hydration, in the colours of the colour mode', async ({ page }) => {
  await checkDiagrams(page, '/docs/flow');
});
