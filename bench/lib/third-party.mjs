/**
 * What the third-party benches (third-party-plugins.mjs, third-party-themes.mjs) share: their
 * options (--dir, --no-docusaurus), work folder and logs, commands timed and logged, a small
 * Docusaurus 3 site written and npm-installed (the install kept while its package.json is
 * unchanged), this repository's @folio/* packages linked into it, and the plain-text table printed.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const FOLIO_PACKAGES = ['core', 'docusaurus', 'plugin-blog', 'plugin-docs', 'plugin-openapi', 'plugin-pages', 'search', 'theme'];
export const DOCUSAURUS_VERSION = '3.10.2';

/** What `create-docusaurus classic` lists: every site's dependencies start with these. */
export const BASE_DEPENDENCIES = {
  '@docusaurus/core': DOCUSAURUS_VERSION,
  '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
  '@mdx-js/react': '^3.0.0',
  clsx: '^2.0.0',
  'prism-react-renderer': '^2.3.0',
  react: '^19.0.0',
  'react-dom': '^19.0.0',
};

const args = process.argv.slice(2);
/** The value given after `name` on the command line (`--dir /tmp/x`), or undefined. */
export function option(name) {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}
/** False with --no-docusaurus: Folio's builds only. */
export const withDocusaurus = !args.includes('--no-docusaurus');

/** The work folder (--dir's, or a new temporary one named `prefix…`) and its logs/ folder (not yet made). */
export function workFolder(prefix) {
  const workDir = option('--dir') ? path.resolve(option('--dir')) : mkdtempSync(path.join(os.tmpdir(), prefix));
  return { workDir, logs: path.join(workDir, 'logs') };
}

/** Runs `file argv`, its stdout and stderr written to `<logs>/<label>.log`: { ok, seconds, stdout, stderr }. */
export async function timed(logs, label, file, argv, options) {
  const started = Date.now();
  try {
    const { stdout, stderr } = await run(file, argv, { maxBuffer: 64 * 1024 * 1024, timeout: 1_200_000, ...options });
    writeFileSync(path.join(logs, `${label}.log`), `${stdout}\n${stderr}`);
    return { ok: true, seconds: (Date.now() - started) / 1000, stdout, stderr };
  } catch (error) {
    writeFileSync(path.join(logs, `${label}.log`), `${error.stdout ?? ''}\n${error.stderr ?? ''}\n${error.message}`);
    return { ok: false, seconds: (Date.now() - started) / 1000, stdout: error.stdout ?? '', stderr: `${error.stderr ?? ''}\n${error.message}` };
  }
}

/** A build's time for the table: `12.3 s`, or `failed (12.3 s)`. */
export const buildTime = (result) => (result.ok ? `${result.seconds.toFixed(1)} s` : `failed (${result.seconds.toFixed(1)} s)`);
/** An install's time for the table: `reused` when an earlier one was kept. */
export const installTime = (result) => (result.reused ? 'reused' : `${result.seconds.toFixed(1)} s`);

/** A site's package.json. */
export const siteManifest = (name, dependencies) => ({
  name,
  version: '1.0.0',
  private: true,
  dependencies,
  // As tests/docusaurus-theme-site.ts: @docsearch/react 4 needs @docsearch/core, which some registries lack.
  overrides: { '@docsearch/react': '3.9.0' },
});

/** Writes the site into `siteDir`: its package.json and `files` (path: text or bytes). */
export function writeSite(siteDir, manifest, files) {
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  }
}

/** npm's environment without the variables a parent pnpm or npm script sets (they change what npm installs). */
function npmEnv() {
  const keep = /^npm_config_(registry|cache|userconfig|cafile|strict_ssl|.*proxy)$/i;
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^p?npm_/i.test(key) || keep.test(key)));
}

/** `npm install` in `siteDir` (logged as `<label>.log`), skipped ({ reused: true }) when the last one installed `manifest`. */
export async function install(siteDir, manifest, logs, label) {
  const stamp = path.join(siteDir, 'node_modules', '.bench-installed');
  const wanted = JSON.stringify(manifest);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return { ok: true, seconds: 0, reused: true };
  const result = await timed(logs, label, 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: siteDir, env: npmEnv() });
  if (result.ok) writeFileSync(stamp, wanted);
  return result;
}

/** This repository's @folio/* packages linked into the site's node_modules (as tests/docusaurus-theme-site.ts does). */
export function linkFolio(siteDir) {
  const dir = path.join(siteDir, 'node_modules', '@folio');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of FOLIO_PACKAGES) symlinkSync(path.join(ROOT, 'packages', name), path.join(dir, name));
}

/** The site's own Docusaurus CLI. */
export const docusaurusBin = (siteDir) => path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** A file's text, or '' when it is missing. */
export const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Rows as a plain-text table, columns padded and joined with ` | ` (a missing cell is empty). */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => String(cell ?? '').padEnd(widths[column])).join(' | ')).join('\n');
}
