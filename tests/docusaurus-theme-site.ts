/**
 * A Docusaurus site rendered by Docusaurus's own theme on Folio (packages/docusaurus/src/classic):
 * the site needs `@docusaurus/preset-classic` installed, as every real one has. It is installed
 * from npm at test time, once per machine and version, into node_modules/.cache/ (never
 * committed), and a fixture site is laid out beside it: its files copied, its node_modules a
 * folder of links to that install's packages and to this repository's @folio/* packages.
 * Shared by tests/docusaurus-theme.test.ts and e2e/docusaurus-theme.spec.ts; safe to call from
 * several processes at once (the first installs, the others wait for it).
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { npmEnv } from './packed.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Docusaurus release the tests run (the one bench/visual.mjs compares with). */
export const DOCUSAURUS_VERSION = '3.10.2';

const INSTALL_DIR = path.join(ROOT, 'node_modules', '.cache', `folio-docusaurus-${DOCUSAURUS_VERSION}`);
const DONE = path.join(INSTALL_DIR, '.installed');
const LOCK = `${INSTALL_DIR}.lock`;

/** What create-docusaurus's classic template depends on. */
const MANIFEST = {
  name: 'folio-docusaurus-theme-tests',
  private: true,
  dependencies: {
    '@docusaurus/core': DOCUSAURUS_VERSION,
    '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
    // Mermaid diagrams (tests/mermaid.test.ts): its Mermaid component, and `mermaid` itself, which
    // a Folio-theme site laid out here draws with too.
    '@docusaurus/theme-mermaid': DOCUSAURUS_VERSION,
    // The official plugins whose work Docusaurus does with webpack: responsive images (sharp) and
    // the service worker (Workbox), and the live code blocks theme (react-live).
    '@docusaurus/plugin-ideal-image': DOCUSAURUS_VERSION,
    '@docusaurus/plugin-pwa': DOCUSAURUS_VERSION,
    '@docusaurus/theme-live-codeblock': DOCUSAURUS_VERSION,
    '@mdx-js/react': '^3.0.0',
    clsx: '^2.0.0',
    'prism-react-renderer': '^2.3.0',
    react: '^19.0.0',
    'react-dom': '^19.0.0',
  },
  // @docsearch/react 4 needs @docsearch/core, which this registry lacks; 3.9 is what Docusaurus 3.10 also accepts.
  overrides: { '@docsearch/react': '3.9.0' },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the done marker holds: the manifest installed, so that an install of another manifest is done again. */
const STAMP = `${JSON.stringify(MANIFEST)}\n`;
const installed = () => existsSync(DONE) && readFileSync(DONE, 'utf8') === STAMP;

/** The install's node_modules, installing it first if this machine has none. */
export async function installDocusaurus(): Promise<string> {
  const modules = path.join(INSTALL_DIR, 'node_modules');
  for (;;) {
    if (installed()) return modules;
    mkdirSync(path.dirname(LOCK), { recursive: true });
    try {
      mkdirSync(LOCK);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process installs; a lock older than 10 minutes is a crashed one's.
      const age = existsSync(LOCK) ? Date.now() - statSync(LOCK).mtimeMs : 0;
      if (age > 600_000) rmSync(LOCK, { recursive: true, force: true });
      await sleep(1000);
      continue;
    }
    try {
      if (installed()) return modules;
      rmSync(INSTALL_DIR, { recursive: true, force: true });
      mkdirSync(INSTALL_DIR, { recursive: true });
      writeFileSync(path.join(INSTALL_DIR, 'package.json'), `${JSON.stringify(MANIFEST, null, 2)}\n`);
      await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: INSTALL_DIR, env: npmEnv(), timeout: 600_000 });
      writeFileSync(DONE, STAMP);
      return modules;
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

/** The @folio/* packages a laid-out site links to. */
const FOLIO_PACKAGES = ['core', 'docusaurus', 'plugin-blog', 'plugin-docs', 'plugin-openapi', 'plugin-pages', 'search', 'theme'];

/**
 * `fixture` copied to `target` (replaced) with a node_modules folder of links: every package of
 * the Docusaurus install, and this repository's @folio/* packages. Returns `target`.
 */
export async function layOutSite(fixture: string, target: string): Promise<string> {
  const modules = await installDocusaurus();
  rmSync(target, { recursive: true, force: true });
  cpSync(fixture, target, { recursive: true });
  const own = path.join(target, 'node_modules');
  mkdirSync(path.join(own, '@folio'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry === '@folio') continue;
    symlinkSync(path.join(modules, entry), path.join(own, entry));
  }
  for (const name of FOLIO_PACKAGES) symlinkSync(path.join(ROOT, 'packages', name), path.join(own, '@folio', name));
  return target;
}

export const DOCUSAURUS_THEME_FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'docusaurus-theme');
