/**
 * The two copies of a Docusaurus site that bench/site.mjs builds: each tool gets its own folder
 * with its own node_modules, installed with npm from the registry (npm's cache when warm), so
 * neither tool's caches or dependencies help the other. An install is kept while what it was made
 * from (the package.json written, and for Folio the tarballs' bytes) is unchanged.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';

/** Never copied from the site: installs and the outputs and caches of a build. */
const TOP_LEVEL_SKIPPED = new Set(['build', '.docusaurus', '.folio']);
/** Kept in a copy between runs: what the install made. */
const KEPT = new Set(['node_modules', 'package-lock.json']);
const MARKER = '.folio-bench-installed';

/**
 * What `create-docusaurus classic` lists, for a site whose package.json names no Docusaurus (a test
 * fixture): the version compare.mjs installs, and its @docsearch/react override (this registry
 * lacks @docsearch/core, which version 4 needs; no fixture configures Algolia search).
 */
const CLASSIC_DEPENDENCIES = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/preset-classic': '3.10.2',
  '@mdx-js/react': '^3.0.0',
  clsx: '^2.0.0',
  'prism-react-renderer': '^2.3.0',
  react: '19.2.0',
  'react-dom': '19.2.0',
};

/** The site's package.json in `dir`, with the classic dependencies added when it names no @docusaurus/core. */
export function completeManifest(dir) {
  const file = path.join(dir, 'package.json');
  const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { name: path.basename(dir), private: true };
  if (manifest.dependencies?.['@docusaurus/core'] || manifest.devDependencies?.['@docusaurus/core']) return false;
  console.log(`${path.relative(ROOT, file)} names no @docusaurus/core: adding the classic site's dependencies (Docusaurus ${CLASSIC_DEPENDENCIES['@docusaurus/core']})`);
  manifest.dependencies = { ...CLASSIC_DEPENDENCIES, ...manifest.dependencies };
  manifest.overrides = { '@docsearch/react': '3.9.0', ...manifest.overrides };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return true;
}

/** A dependency Folio replaces: Docusaurus itself and its plugins and themes. */

/** Replace `dest`'s files (its install kept) by the site's, without node_modules, build or .docusaurus. */
export function copySite(source, dest) {
  mkdirSync(dest, { recursive: true });
  for (const entry of readdirSync(dest)) if (!KEPT.has(entry)) rmSync(path.join(dest, entry), { recursive: true, force: true });
  cpSync(source, dest, {
    recursive: true,
    filter: (file) => {
      const relative = path.relative(source, file);
      if (relative.split(path.sep).includes('node_modules')) return false;
      return !TOP_LEVEL_SKIPPED.has(relative.split(path.sep)[0]);
    },
  });
}

/** The environment without what pnpm sets for its children (npm warns about settings it does not know). */
function npmEnv() {
  const keep = /^npm_config_(registry|cache|userconfig|cafile|strict_ssl|.*proxy)$/i;
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^p?npm_/i.test(key) || keep.test(key)));
}

/** `npm install` in `dir` unless the marker says the same `key` was installed; returns whether it ran. */
function npmInstall(dir, key, label) {
  const marker = path.join(dir, 'node_modules', MARKER);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === key) return false;
  rmSync(path.join(dir, 'package-lock.json'), { force: true });
  console.log(`installing ${label} into ${path.relative(ROOT, dir)} (npm install)…`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit', env: npmEnv() });
  mkdirSync(path.dirname(marker), { recursive: true });
  writeFileSync(marker, key);
  return true;
}

/** npm `overrides` written into `manifest`; npm refuses an override of a direct dependency, whose own range is pinned instead. */
function pinOverrides(manifest, overrides) {
  for (const [name, version] of Object.entries(overrides)) {
    const field = ['dependencies', 'devDependencies'].find((key) => manifest[key]?.[name]);
    if (field) manifest[field][name] = version;
    else manifest.overrides = { ...manifest.overrides, [name]: version };
  }
}

/**
 * The Docusaurus copy: the site's own package.json, installed as it is, plus npm `overrides`
 * (`name` → version; a direct dependency's range is replaced) for what a site's lockfile pinned
 * and a fresh resolution breaks.
 */
export function installDocusaurus(dir, overrides = {}) {
  if (Object.keys(overrides).length) {
    const file = path.join(dir, 'package.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    pinOverrides(manifest, overrides);
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  npmInstall(dir, readFileSync(path.join(dir, 'package.json'), 'utf8'), "the site's dependencies");
  return path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
}

/** Every public package packed by scripts/pack.mjs into `outDir`: their absolute paths. */
export function packFolio(outDir) {
  const stdout = execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'pack.mjs'), outDir], { cwd: ROOT, encoding: 'utf8' });
  return stdout.trim().split('\n').filter(Boolean);
}

const packageName = (tarball) => JSON.parse(execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' })).name;

/**
 * The Folio copy: the site's package.json with Folio's tarballs added, as a user installs Folio
 * (`npm install --save-dev <tarballs>`). By default the site's Docusaurus packages stay, as they
 * do in a real site (Folio then renders it with Docusaurus's own theme, which the site installed);
 * `overrides` pins what the Docusaurus copy pins. With `keepDocusaurus: false` every package
 * whose name is Docusaurus's own (`@docusaurus/*`) is left out, as before Folio ran Docusaurus's
 * theme: the site gets Folio's theme. Third-party Docusaurus plugins stay either way.
 */
export function installFolio(dir, tarballs, { keepDocusaurus = true, overrides = {} } = {}) {
  const file = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const without = (deps = {}) => Object.fromEntries(Object.entries(deps).filter(([name]) => keepDocusaurus || !name.startsWith('@docusaurus/')));
  manifest.dependencies = without(manifest.dependencies);
  if (keepDocusaurus) {
    pinOverrides(manifest, overrides);
  } else {
    delete manifest.overrides?.['@docsearch/react'];
  }
  manifest.devDependencies = { ...without(manifest.devDependencies), ...Object.fromEntries(tarballs.map((t) => [packageName(t), `file:${t}`])) };
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  writeFileSync(file, text);
  const hash = createHash('sha256').update(text);
  for (const tarball of tarballs) hash.update(readFileSync(tarball));
  const key = hash.digest('hex');
  // Same versions, new bytes: npm would keep the old copies, so Folio's go first.
  if (existsSync(path.join(dir, 'node_modules', MARKER)) && readFileSync(path.join(dir, 'node_modules', MARKER), 'utf8') !== key) {
    rmSync(path.join(dir, 'node_modules', '@folio'), { recursive: true, force: true });
  }
  npmInstall(dir, key, "Folio's tarballs and the site's other dependencies");
  return path.join(dir, 'node_modules', '@folio', 'core', 'bin', 'folio.mjs');
}
