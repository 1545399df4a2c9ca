/**
 * The `@docusaurus/<name>` modules Folio provides, each a browser module of ../client/. Pure:
 * names and files only, so the table can be tested and listed in errors.
 */
import { fileURLToPath } from 'node:url';

/** Module name (after `@docusaurus/`) → file in src/client/. */
export const DOCUSAURUS_MODULES: Readonly<Record<string, string>> = {
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
  'theme-common': 'theme-common.ts',
  useGlobalData: 'useGlobalData.ts',
  isInternalUrl: 'isInternalUrl.ts',
  Noop: 'Noop.ts',
};

/** The names ../client/theme-common.ts exports; importing any other from it is a build error. */
export const THEME_COMMON_EXPORTS: readonly string[] = ['ThemeClassNames', 'useColorMode', 'useThemeConfig'];

const NAMED_IMPORT = /\bimport\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]@docusaurus\/theme-common['"]/g;

/** PURE: the names a module's source imports from `@docusaurus/theme-common` that Folio does not provide. */
export function missingThemeCommonImports(code: string): string[] {
  const missing: string[] = [];
  for (const match of code.matchAll(NAMED_IMPORT)) {
    for (const specifier of match[1]!.split(',').map((part) => part.trim())) {
      const name = specifier.split(/\s+as\s+/)[0]!;
      // `type X` names a type, which compiles away.
      if (name && !name.startsWith('type ') && !THEME_COMMON_EXPORTS.includes(name)) missing.push(name);
    }
  }
  return missing;
}

/** `@theme/<Name>` components Folio's theme lacks, provided by the compat plugin. */
export const THEME_COMPONENTS: readonly string[] = ['DocCard', 'DocCardList', 'ThemedImage', 'TOCInline'];

// The TypeScript sources, which the bundler compiles: from src/ or dist/ alike.
export const clientFile = (file: string) => fileURLToPath(new URL(`../../src/client/${file}`, import.meta.url));
