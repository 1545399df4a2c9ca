/**
 * The `@docusaurus/<name>` modules Folio provides, each a browser module of ../client/. Pure:
 * names and files only, so the table can be tested and listed in errors.
 */
import { fileURLToPath } from 'node:url';

/** Module name (after `@docusaurus/`) → file in src/client/. */
export const DOCUSAURUS_MODULES: Record<string, string> = {
  Link: 'Link.tsx',
  useBaseUrl: 'useBaseUrl.ts',
  useDocusaurusContext: 'useDocusaurusContext.ts',
  BrowserOnly: 'BrowserOnly.tsx',
  Head: 'Head.tsx',
  Translate: 'Translate.tsx',
  Interpolate: 'Interpolate.tsx',
  router: 'router.tsx',
  useIsBrowser: 'useIsBrowser.ts',
  ExecutionEnvironment: 'ExecutionEnvironment.ts',
  'plugin-content-docs/client': 'docs-client.ts',
};

/** `@theme/<Name>` components Folio's theme lacks, provided by the compat plugin. */
export const THEME_COMPONENTS = ['DocCard', 'DocCardList', 'ThemedImage'];

// The TypeScript sources, which the bundler compiles: from src/ or dist/ alike.
export const clientFile = (file: string) => fileURLToPath(new URL(`../../src/client/${file}`, import.meta.url));
