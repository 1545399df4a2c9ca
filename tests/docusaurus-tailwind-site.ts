/**
 * A Docusaurus site with Tailwind CSS, laid out beside @docusaurus/preset-classic as
 * tests/docusaurus-theme-site.ts lays sites out, with Tailwind's packages linked in its
 * node_modules too. Tailwind 3 (tailwindcss, with autoprefixer from the Docusaurus install) and
 * Tailwind 4 (@tailwindcss/postcss, which brings tailwindcss 4) cannot share one node_modules: each
 * is installed from npm at test time, once per machine, into node_modules/.cache/folio-tailwind-<major>/
 * (never committed). Safe to call from several processes at once (the first installs, the others wait).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { layOutSite } from './docusaurus-theme-site.ts';
import { npmEnv } from './packed.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each major version's site installs; the packages named here are linked into the site. */
export const TAILWIND = {
  3: { tailwindcss: '3.4.19' },
  4: { '@tailwindcss/postcss': '4.3.5', tailwindcss: '4.3.5' },
} as const;

export type TailwindMajor = keyof typeof TAILWIND;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The node_modules folder of Tailwind `major`'s install, installing it first if this machine has none. */
export async function installTailwind(major: TailwindMajor): Promise<string> {
  const dir = path.join(ROOT, 'node_modules', '.cache', `folio-tailwind-${major}`);
  const done = path.join(dir, '.installed');
  const lock = `${dir}.lock`;
  const manifest = { name: `folio-tailwind-${major}-tests`, private: true, dependencies: TAILWIND[major] };
  const stamp = `${JSON.stringify(manifest)}\n`;
  const installed = () => existsSync(done) && readFileSync(done, 'utf8') === stamp;
  for (;;) {
    if (installed()) return path.join(dir, 'node_modules');
    mkdirSync(path.dirname(lock), { recursive: true });
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process installs; a lock older than 5 minutes is a crashed one's.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
      continue;
    }
    try {
      if (installed()) return path.join(dir, 'node_modules');
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: dir, env: npmEnv(), timeout: 300_000 });
      writeFileSync(done, stamp);
      return path.join(dir, 'node_modules');
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * `fixture` laid out in a new folder of the system's temporary folder (outside this repository,
 * whose .gitignore, which Tailwind 4's source detection reads, ignores tests/.tmp/), with
 * Tailwind `major`'s packages linked beside the Docusaurus install's. Returns the site's folder.
 */
export async function layOutTailwindSite(fixture: string, major: TailwindMajor): Promise<string> {
  const modules = await installTailwind(major);
  const site = path.join(realpathSync(mkdtempSync(path.join(os.tmpdir(), `folio-tailwind-${major}-`))), 'site');
  await layOutSite(fixture, site);
  for (const name of Object.keys(TAILWIND[major])) {
    const link = path.join(site, 'node_modules', name);
    rmSync(link, { force: true });
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(modules, name), link);
  }
  return site;
}
