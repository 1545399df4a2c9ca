/**
 * The Vite side of a site rendered by Docusaurus's own theme packages (see theme-chain.ts). Core
 * resolves `@theme/*` through the theme paths the compat plugin declares; this plugin gives those
 * packages what Docusaurus's bundler gives them:
 * - `@docusaurus/theme-common` (and `/internal`, `/Details`), the docs and blog plugins' `/client`
 *   and `@docusaurus/utils-common` are the installed packages themselves, not Folio's stand-ins;
 * - Docusaurus core's client API that Folio's stand-ins (../client/) lack: client/ here;
 * - `@generated/docusaurus.config` (site-config.ts), `@generated/routes`, `@generated/site-storage`,
 *   `@generated/globalData`;
 * - Folio's app shell renders Docusaurus's (`@theme/Root` as Folio's runtime imports it is
 *   client/AppShell.tsx, which renders the site's or Docusaurus's Root, and ThemeProvider when the
 *   installed core's App renders one: 3.8 and later);
 * - the JSX in the themes' `.js` files (Docusaurus compiles them with the site's Babel).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin as VitePlugin } from 'vite';
import { pureLoad } from '@folio/core';
import { classicThemeDir, packageDir, type DocusaurusTheme } from './theme-chain.ts';
import { themeMermaidDefine, themeMermaidOptimizeDeps } from './theme-mermaid.ts';
import { INFIMA_RTL } from './vite-rtl.ts';

const CLIENT = fileURLToPath(new URL('../../src/classic/client/', import.meta.url));
const GENERATED = '\0folio-docusaurus:';

/** The `@generated/` modules Docusaurus's core writes, which this plugin serves. */
const GENERATED_MODULES = new Set(['docusaurus.config', 'site-metadata', 'site-storage', 'routes', 'svg-sprites', 'prism-languages', 'globalData'].map((name) => `@generated/${name}`));

/** `@docusaurus/<name>` served by the installed package. */
const INSTALLED = new Set(['theme-common', 'theme-common/internal', 'theme-common/Details', 'plugin-content-docs/client', 'plugin-content-blog/client']);
/** `@docusaurus/<name>` → file in client/. */
const CLIENT_MODULES: Record<string, string> = {
  renderRoutes: 'renderRoutes.tsx',
  useRouteContext: 'useRouteContext.ts',
  useBrokenLinks: 'useBrokenLinks.ts',
  useIsomorphicLayoutEffect: 'useIsomorphicLayoutEffect.ts',
  ErrorBoundary: 'ErrorBoundary.tsx',
  constants: 'constants.ts',
  router: 'router.tsx',
  useDocusaurusContext: 'useDocusaurusContext.ts',
};

/** Infima's stylesheet (client/AppShell.tsx imports it), and the one theme-classic gives a right-to-left locale instead. */
const INFIMA = 'infima/dist/css/default/default.css';

/** Docusaurus's packages and the community's (`docusaurus-theme-*`, `docusaurus-plugin-*`), whose `.js` may hold JSX. */
const DOCUSAURUS_PACKAGE = /[\\/]node_modules[\\/](@docusaurus[\\/]|[^\\/]*docusaurus[^\\/]*[\\/])/;

/** The folders of browser code the theme runs (package, folder), whose imports may be CommonJS. */
const BROWSER_CODE: Array<[string, string]> = [
  ['@docusaurus/theme-classic', 'lib/theme'],
  ['@docusaurus/theme-common', 'lib'],
  ['@docusaurus/plugin-content-docs', 'lib/client'],
  ['@docusaurus/plugin-content-blog', 'lib/client'],
];
const BARE_IMPORT = /\bfrom\s*['"]([^'"./][^'"]*)['"]/g;

const isCommonJs = (dir: string) => {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return pkg.type !== 'module' && !pkg.module && !JSON.stringify(pkg.exports ?? {}).includes('"import"');
};

/**
 * The CommonJS packages that code imports, each found from the package importing it
 * (`@docusaurus/utils-common`, `parse-numeric-range`, …): the dev server serves ES modules only, so
 * it pre-bundles these. theme-classic's own packages are found from `classic.dir` (its folder,
 * by default the site's theme-classic); a name the site cannot resolve itself (pnpm's strict
 * node_modules) is written as Vite's nested `a > b > c`, through `classic.chain`, the packages that
 * reach theme-classic from the site.
 */
export function commonJsDependencies(siteDir: string, classic = classicThemeDir(siteDir, [], ['@docusaurus/theme-classic'])): string[] {
  if (!classic) return [];
  const names = new Map<string, string>();
  for (const [pkg, folder] of BROWSER_CODE) {
    const dir = pkg === '@docusaurus/theme-classic' ? classic.dir : packageDir(classic.dir, pkg);
    if (!dir || !existsSync(path.join(dir, folder))) continue;
    const chain = pkg === '@docusaurus/theme-classic' ? classic.chain : [...classic.chain, pkg];
    for (const name of packagesImported(path.join(dir, folder), /\.js$/)) {
      if (names.has(name)) continue;
      const found = packageDir(dir, name);
      if (!found || !isCommonJs(found) || (name.startsWith('@docusaurus/') && name !== '@docusaurus/utils-common')) continue;
      names.set(name, packageDir(siteDir, name) === found ? name : [...chain, name].join(' > '));
    }
  }
  return [...names.values()].sort();
}

/** The packages a folder's browser code imports by bare name (`a`, `@scope/a`), once each; the theme's own aliases and React left out. */
function packagesImported(dir: string, files: RegExp): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => files.test(name))) {
    for (const [, specifier] of readFileSync(path.join(dir, file), 'utf8').matchAll(BARE_IMPORT)) {
      const name = specifier!.startsWith('@') ? specifier!.split('/').slice(0, 2).join('/') : specifier!.split('/')[0]!;
      if (!/^(react|react-dom|react-router-dom|@theme|@theme-original|@theme-init|@generated|@site)$/.test(name)) names.add(name);
    }
  }
  return names;
}

/** The package folder (holding package.json) a theme folder is in, if it is in node_modules. */
function packageRootOf(dir: string): string | undefined {
  if (!/[\\/]node_modules[\\/]/.test(dir)) return undefined;
  for (let at = dir; path.dirname(at) !== at; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
  }
  return undefined;
}

/**
 * The packages the browser code of the other installed themes imports (theme-live-codeblock's
 * react-live, a search theme's), for the dev server to pre-bundle with their own dependencies,
 * CommonJS ones included: it serves ES modules only, and finds no imports by itself. Each is named
 * as the site resolves it, or through the theme's package (`theme > dependency`).
 */
export function pluginThemeDependencies(siteDir: string, theme: Pick<DocusaurusTheme, 'themePaths' | 'classicDir'>): string[] {
  const names = new Set<string>();
  for (const dir of theme.themePaths) {
    const root = packageRootOf(dir);
    if (!root || root === theme.classicDir || !existsSync(dir)) continue;
    const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).name as string;
    for (const name of packagesImported(dir, /\.(?:js|jsx|mjs)$/)) {
      const found = name.startsWith('@docusaurus/') ? undefined : packageDir(root, name);
      if (found) names.add(packageDir(siteDir, name) === found ? name : `${own} > ${name}`);
    }
  }
  return [...names].sort();
}

/** PURE: the Prism grammars a config's `themeConfig.prism.additionalLanguages` needs, in load order (PHP needs markup-templating first). */
export function prismGrammars(config: Record<string, unknown>): string[] {
  const prism = (config.themeConfig as { prism?: { additionalLanguages?: unknown } } | undefined)?.prism;
  const languages = Array.isArray(prism?.additionalLanguages) ? prism.additionalLanguages.filter((lang): lang is string => typeof lang === 'string' && /^[\w-]+$/.test(lang)) : [];
  return languages.flatMap((lang) => (lang === 'php' ? ['markup-templating', lang] : [lang]));
}

/** Docusaurus's module `@generated/site-metadata`: the installed Docusaurus's version and the site's. */
function siteMetadataModule(siteDir: string, theme: DocusaurusTheme): string {
  const manifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
  const siteVersion = existsSync(path.join(siteDir, 'package.json')) ? manifest(path.join(siteDir, 'package.json')).version : undefined;
  return `export default ${JSON.stringify({ docusaurusVersion: manifest(path.join(theme.coreDir, 'package.json')).version, ...(siteVersion ? { siteVersion } : {}), pluginVersions: {} })};`;
}

/** Folio's runtime App, whose `@theme/Root` is the app shell. */
const FOLIO_APP = /[\\/]runtime[\\/]App\.tsx$/;
/** This package's app shell (client/AppShell.tsx). */
const APP_SHELL = /[\\/]classic[\\/]client[\\/]AppShell\.tsx$/;

/**
 * The app shell in Folio's runtime App (`@theme/Root`, client/AppShell.tsx, which renders the
 * site's or Docusaurus's Root); in the shell, `@theme/ThemeProvider` before Docusaurus 3.8, which
 * renders none (and has none), is a component rendering its children. Others: the theme chain's.
 */
function shellImport(theme: DocusaurusTheme, id: string, importer: string | undefined): string | null {
  if (id === '@theme/Root') return importer && FOLIO_APP.test(importer) ? path.join(CLIENT, 'AppShell.tsx') : null;
  return !theme.rendersThemeProvider && importer && APP_SHELL.test(importer) ? path.join(CLIENT, 'NoThemeProvider.tsx') : null;
}

/**
 * `@generated/routes`: what theme-common reads of it, the home page's route (for breadcrumbs),
 * which may be in a shard of core's route table rather than in its `routes`.
 */
const GENERATED_ROUTES = [
  "import { routes, shardedHome } from 'virtual:folio/routes';",
  "import site from 'virtual:folio/site';",
  'const listed = routes.map((route) => ({ path: route.path, exact: true }));',
  'export default shardedHome ? [...listed, { path: site.baseUrl, exact: true }] : listed;',
].join('\n');

/**
 * The Vite settings of the theme: the dev server pre-bundles only the modules it is told of
 * (Docusaurus's CommonJS ones); its server rendering compiles the theme packages (their .js hold
 * JSX) rather than load them in Node.
 */
function classicViteConfig(theme: DocusaurusTheme, root: string) {
  return {
    optimizeDeps: { include: [...commonJsDependencies(root, { dir: theme.classicDir, chain: theme.classicChain }), ...pluginThemeDependencies(root, theme), ...prismGrammars(theme.config).map((lang) => [...theme.classicChain, `prismjs/components/prism-${lang}.js`].join(' > ')), ...themeMermaidOptimizeDeps(theme)] },
    ssr: { noExternal: [DOCUSAURUS_PACKAGE] },
    // webpack 5 gives browser code Node's `global` (its node.global, which Docusaurus keeps):
    // @easyops-cn/docusaurus-search-local's autocomplete.js reads it.
    define: { ...themeMermaidDefine(theme), global: 'globalThis' },
  };
}

const ALTERNATE_PAGE_UTILS = /\/useAlternatePageUtils(?:\.js)?$/;
const THEME_COMMON_LIB = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]/;

export function classicVitePlugin(theme: DocusaurusTheme): VitePlugin {
  let siteDir = process.cwd();
  // The theme packages' folders (…/lib/theme → the package), whose .js files may hold JSX.
  const packages = theme.themePaths.map((dir) => path.dirname(path.dirname(dir)) + path.sep);
  // theme-classic's dependencies, as it finds them (the site's node_modules may not hold them: pnpm).
  const themeRequire = createRequire(path.join(theme.classicDir, 'package.json'));
  // Its `@generated/` modules are made from the theme and the site's packages alone.
  return pureLoad({
    name: 'folio:docusaurus-theme',
    enforce: 'pre',
    config: (config) => classicViteConfig(theme, path.resolve(config.root ?? process.cwd())),
    configResolved(config) {
      siteDir = config.root;
    },
    resolveId: {
      // Before core's `@theme/` resolution (the app shell) and the compat plugin's `@docusaurus/`.
      order: 'pre',
      filter: { id: /^(@theme\/(Root|ThemeProvider)$|@generated\/|@docusaurus\/|infima\/|prism-react-renderer$|prismjs\/)|\/useAlternatePageUtils(?:\.js)?$/ },
      handler(id, importer) {
        // theme-common's own (any version) builds its links from a location holding the base URL.
        if (ALTERNATE_PAGE_UTILS.test(id)) return importer && THEME_COMMON_LIB.test(importer) ? path.join(CLIENT, 'useAlternatePageUtils.ts') : null;
        if (id.startsWith('@theme/')) return shellImport(theme, id, importer);
        // Another `@generated/` module is a file a Docusaurus plugin made (lifecycle/generated-files.ts).
        if (id.startsWith('@generated/')) return GENERATED_MODULES.has(id) ? GENERATED + id : null;
        // The Prism the generated modules register grammars on is theme-classic's.
        if (/^prism/.test(id)) return importer?.startsWith(GENERATED) ? this.resolve(id, path.join(theme.classicDir, 'package.json'), { skipSelf: true }) : null;
        if (id.startsWith('infima/')) return themeRequire.resolve(id === INFIMA && theme.locale?.direction === 'rtl' ? INFIMA_RTL : id);
        const name = id.slice('@docusaurus/'.length);
        if (CLIENT_MODULES[name]) return path.join(CLIENT, CLIENT_MODULES[name]);
        if (INSTALLED.has(name)) return themeRequire.resolve(id);
        return null;
      },
    },
    load(id) {
      if (!id.startsWith(GENERATED)) return undefined;
      switch (id.slice(GENERATED.length)) {
        case '@generated/docusaurus.config':
          // The locale's, from the compat plugin's global data (a bundle shared by several locales reads each one's).
          return `export { default } from ${JSON.stringify(path.join(CLIENT, '../../client/docusaurus-config.ts'))};`;
        case '@generated/site-metadata':
          return siteMetadataModule(siteDir, theme);
        case '@generated/site-storage':
          // The site's `storage`, as core resolved it for this locale (Docusaurus's theme-common reads it).
          return `import site from 'virtual:folio/site';\nexport default site.storage;`;
        case '@generated/routes':
          return GENERATED_ROUTES;
        case '@generated/svg-sprites': {
          // theme-classic's injectHtmlTags puts these before the body's content (3.9+; none before).
          let sprites = '';
          try {
            sprites = themeRequire('./lib/inlineSvgSprites.js').SvgSpriteDefs ?? '';
          } catch {
            // an older theme-classic, without sprites
          }
          return `export default ${JSON.stringify(sprites)};`;
        }
        case '@generated/prism-languages':
          // theme-classic's client module: the site's swizzled prism-include-languages, else the theme's,
          // given prism-react-renderer's Prism (its grammar require() calls: compat/vite-prism-grammars.ts).
          return `import { Prism } from 'prism-react-renderer';\nimport prismIncludeLanguages from '@theme/prism-include-languages';\nprismIncludeLanguages(Prism);`;
        case '@generated/globalData':
          // Docusaurus's shape (plugin name → id → data), which plugins' client code reads directly.
          return `import useGlobalData from ${JSON.stringify(path.join(CLIENT, '../../client/useGlobalData.ts'))};\nexport default useGlobalData();`;
        default:
          this.error(`${id.slice(GENERATED.length)} is not a module Folio provides`);
      }
    },
    transform: {
      filter: { id: /\.js(\?|$)/ },
      async handler(code, id) {
        const file = id.split('?')[0]!;
        if (!(DOCUSAURUS_PACKAGE.test(file) || packages.some((dir) => file.startsWith(dir))) || !/<[A-Za-z>]/.test(code)) return undefined;
        const result = await (await import('vite')).transformWithOxc(code, file, { lang: 'jsx', jsx: { runtime: 'automatic', importSource: 'react' }, tsconfig: false });
        return { code: result.code, map: result.map };
      },
    },
  });
}

