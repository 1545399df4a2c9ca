#!/usr/bin/env node
// Packs every public package under packages/ into an npm tarball a user installs with
// `npm install <tarballs>`: `node scripts/pack.mjs [out-dir]` (default `.packs/`), one tarball path
// printed per line. dist/ is compiled first, so an installed Folio never compiles (bin/folio.mjs
// runs an installed package's dist/ as it is). `pnpm pack` turns `workspace:*` into the real
// version; each packed manifest is checked for any `workspace:` range left, as npm cannot install it.
// The packages name each other only as peer dependencies (packages/*/package.json), so that the
// tarballs installed together, in one command of npm, pnpm, yarn classic or yarn berry, resolve
// one another without asking a registry for a package that is not on it; a packed manifest with an
// @folio/* dependency is refused. The install lines for each package manager go to stderr.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCompiled } from '../packages/core/bin/precompile.mjs';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const PACKAGES = path.join(ROOT, 'packages');
const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'];

/** Folders under packages/ whose package.json is not private, whatever they are named. */
function publicPackages() {
  return readdirSync(PACKAGES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(PACKAGES, entry.name))
    .filter((dir) => {
      try {
        return !JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).private;
      } catch {
        return false;
      }
    });
}

/** The dependency ranges of a packed manifest that npm cannot resolve (`workspace:`, `link:`). */
function unresolvedRanges(manifest) {
  return DEPENDENCY_FIELDS.flatMap((field) =>
    Object.entries(manifest[field] ?? {})
      .filter(([, range]) => /^(?:workspace|link):/.test(range))
      .map(([name, range]) => `${field}.${name}: ${range}`),
  );
}

/** The @folio/* packages a packed manifest depends on instead of naming them as peers. */
function folioDependencies(manifest) {
  return ['dependencies', 'optionalDependencies'].flatMap((field) =>
    Object.keys(manifest[field] ?? {})
      .filter((name) => name.startsWith('@folio/'))
      .map((name) => `${field}.${name} (make it a peer dependency)`),
  );
}

/** Earlier tarballs of the same package, so that `npm install <out-dir>/*.tgz` finds one version. */
function removeEarlier(dir, outDir) {
  const base = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name.replace(/^@/, '').replace('/', '-');
  for (const file of readdirSync(outDir)) {
    if (file.startsWith(`${base}-`) && /^\d[^-]*.*\.tgz$/.test(file.slice(base.length + 1))) rmSync(path.join(outDir, file));
  }
}

function pack(dir, outDir) {
  removeEarlier(dir, outDir);
  let output;
  try {
    output = execFileSync('pnpm', ['pack', '--json', '--pack-destination', outDir], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    throw new Error(`pnpm pack failed in ${dir}: ${error.stdout || error.stderr}`);
  }
  const tarball = path.resolve(outDir, JSON.parse(output).filename);
  const manifest = JSON.parse(execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }));
  const left = [...unresolvedRanges(manifest), ...folioDependencies(manifest)];
  if (left.length) throw new Error(`${tarball}: the packed manifest still has ${left.join(', ')}`);
  return tarball;
}

const outDir = path.resolve(process.argv[2] ?? path.join(ROOT, '.packs'));
mkdirSync(outDir, { recursive: true });
await ensureCompiled();
for (const dir of publicPackages()) console.log(pack(dir, outDir));
const all = path.join(outDir, '*.tgz');
process.stderr.write(
  [
    'Install them all in a site with its package manager, one line:',
    `  npm install --save-dev ${all}`,
    `  pnpm add --save-dev ${all}`,
    `  yarn add --dev ${all}`,
    '',
  ].join('\n'),
);
