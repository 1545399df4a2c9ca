#!/usr/bin/env node
/**
 * Compare the routes of a build with the route list of the Karakeep docs site.
 *
 *   node scripts/check-routes.mjs [--no-api] [--only v0.21.0,v0.22.0] [--build-dir build]
 *                                 [--routes tests/karakeep-routes.txt] [--no-site]
 *
 * - The build's routes are the `index.html` files under the build folder (`build/a/b/index.html`
 *   is the route `/a/b`, `build/index.html` is `/`).
 * - the route list (tests/karakeep-routes.txt, kept in the repository) holds one `<version> <path>` per line; the first path of each version is its root.
 * - Each built route is given to a version by its path prefix: `/next/…` is Next, `/<name>/…` a
 *   released version named in versions.json, anything else the latest version (versions.json[0]).
 * - Per version, routes are compared relative to the version's root. A version that is served
 *   under a different root than routes.txt expects is reported too, so the script is useful
 *   while versions are still being cut (the newest cut version sits at the site root).
 * - `--no-api` leaves out every path with an `api` or `API` segment, on both sides.
 * - Site-wide routes that belong to no version (`/search`) are checked unless `--no-site`.
 *
 * Exit status: 0 when nothing is missing or extra, 1 otherwise, 2 on bad input.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_ROUTES = ['/search'];
const CURRENT = 'next';

function parseArgs(argv) {
  const opts = { noApi: false, noSite: false, only: undefined, buildDir: 'build', routes: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) fail(`${arg} needs a value`);
      return next;
    };
    if (arg === '--no-api') opts.noApi = true;
    else if (arg === '--no-site') opts.noSite = true;
    else if (arg === '--only') opts.only = value().split(',').map((s) => s.trim()).filter(Boolean);
    else if (arg === '--build-dir') opts.buildDir = value();
    else if (arg === '--routes') opts.routes = value();
    else if (arg === '-h' || arg === '--help') {
      console.log('usage: node scripts/check-routes.mjs [--no-api] [--no-site] [--only v1,v2] [--build-dir build] [--routes file]');
      process.exit(0);
    } else fail(`unknown option ${arg} (try --help)`);
  }
  return opts;
}

function fail(message) {
  console.error(`check-routes: ${message}`);
  process.exit(2);
}

function findRoutesFile(given) {
  const candidates = given
    ? [path.resolve(given)]
    : [process.env.ROUTES_FILE, path.join(siteDir, 'tests', 'karakeep-routes.txt')].filter(Boolean);
  const found = candidates.find((file) => existsSync(file));
  if (!found) fail(`no routes.txt found (looked at ${candidates.join(', ')}); pass --routes <file>`);
  return found;
}

/** PURE: routes.txt text -> Map(version -> { root, paths[] }) in file order. */
export function parseRoutesTxt(text) {
  const versions = new Map();
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const [version, route, ...rest] = trimmed.split(/\s+/);
    if (!route || rest.length > 0 || !route.startsWith('/')) fail(`routes.txt line ${index + 1}: expected "<version> <path>", got "${line}"`);
    if (!versions.has(version)) versions.set(version, { root: route, paths: [] });
    versions.get(version).paths.push(route);
  });
  return versions;
}

/** PURE: the route path of a version root relative to it ("" for the root itself). */
export function relativeTo(root, route) {
  const base = root === '/' ? '' : root;
  if (base === '') return route === '/' ? '' : route;
  if (route === base) return '';
  if (route.startsWith(`${base}/`)) return route.slice(base.length);
  return undefined;
}

/** Every `index.html` under dir, as route paths. */
function builtRoutes(buildDir) {
  const routes = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== 'assets') walk(full);
      } else if (entry === 'index.html') {
        const rel = path.relative(buildDir, dir).split(path.sep).join('/');
        routes.push(rel === '' ? '/' : `/${decodeURIComponent(rel)}`);
      }
    }
  };
  walk(buildDir);
  return routes.sort();
}

const isApi = (route) => route.split('/').some((segment) => segment === 'api' || segment === 'API');

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const routesFile = findRoutesFile(opts.routes);
  const buildDir = path.resolve(siteDir, opts.buildDir);
  if (!existsSync(buildDir)) fail(`${path.relative(process.cwd(), buildDir) || buildDir} does not exist; run the build first`);

  const expected = parseRoutesTxt(readFileSync(routesFile, 'utf8'));
  const versionsFile = path.join(siteDir, 'versions.json');
  const released = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : [];
  const latest = released[0];
  const builtRoot = (version) => (version === CURRENT ? `/${CURRENT}` : version === latest ? '/' : `/${version}`);

  // Give every built route to a version by its prefix.
  const built = new Map();
  const site = [];
  for (const route of builtRoutes(buildDir)) {
    if (SITE_ROUTES.includes(route)) {
      site.push(route);
      continue;
    }
    const first = route.split('/')[1] ?? '';
    const version = first === CURRENT ? CURRENT : released.includes(first) && first !== latest ? first : latest ?? CURRENT;
    if (!built.has(version)) built.set(version, []);
    built.get(version).push(route);
  }

  const wanted = opts.only ?? [...expected.keys()];
  for (const name of wanted) if (!expected.has(name)) fail(`--only names ${name}, which routes.txt does not list`);

  let problems = 0;
  const lines = [];
  for (const version of wanted) {
    const { root: expectedRoot, paths } = expected.get(version);
    const keep = (route) => !(opts.noApi && isApi(route));
    const want = new Set(paths.filter(keep).map((route) => relativeTo(expectedRoot, route)));
    const isBuilt = version === CURRENT ? built.has(CURRENT) : released.includes(version);
    if (!isBuilt) {
      problems += want.size;
      lines.push(`${version}: not built (${want.size} routes missing)`);
      continue;
    }
    const root = builtRoot(version);
    const have = new Set((built.get(version) ?? []).filter(keep).map((route) => relativeTo(root, route)));
    const missing = [...want].filter((route) => !have.has(route)).sort();
    const extra = [...have].filter((route) => !want.has(route)).sort();
    const rootNote = root !== expectedRoot ? ` [served at ${root}, routes.txt expects ${expectedRoot}]` : '';
    if (missing.length === 0 && extra.length === 0) {
      lines.push(`${version}: ok, ${want.size} routes${rootNote}`);
    } else {
      problems += missing.length + extra.length;
      lines.push(`${version}: ${missing.length} missing, ${extra.length} extra (of ${want.size})${rootNote}`);
      for (const route of missing) lines.push(`  missing ${expectedRoot === '/' ? route || '/' : expectedRoot + route}`);
      for (const route of extra) lines.push(`  extra   ${root === '/' ? route || '/' : root + route}`);
    }
  }
  for (const version of built.keys()) {
    if (!expected.has(version)) {
      problems += built.get(version).length;
      lines.push(`${version}: built but not in routes.txt (${built.get(version).length} routes)`);
    }
  }
  if (!opts.noSite) {
    const missingSite = SITE_ROUTES.filter((route) => !site.includes(route));
    problems += missingSite.length;
    lines.push(missingSite.length === 0 ? `site: ok (${SITE_ROUTES.join(', ')})` : `site: missing ${missingSite.join(', ')}`);
  }
  console.log(lines.join('\n'));
  console.log(problems === 0 ? 'check-routes: all routes match' : `check-routes: ${problems} problem(s)`);
  process.exit(problems === 0 ? 0 : 1);
}

main();
