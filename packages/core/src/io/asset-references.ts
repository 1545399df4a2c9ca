/**
 * The files a page references (images, links to non-Markdown files) must exist and lie inside the
 * site's roots, however the reference is decoded. Checks return why a reference cannot be
 * published rather than throw, so the page can name it.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeSecret, isWithin, lastLinkTo, OUTSIDE_HINT, type SiteGuard } from './site-files.ts';

/** A file an asset reference names, or why it cannot be published. */
export type AssetCheck = { file: string; reason?: undefined } | { reason: string; hint?: string; file?: undefined };

function safeDecode(decode: (text: string) => string, text: string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/** A segment decoded until nothing changes (`%252e` → `%2e` → `.`); a malformed escape stays as written. */
function decodeFully(segment: string): string {
  let current = segment;
  for (let round = 0; round < 8; round++) {
    const next = safeDecode(decodeURIComponent, current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * PURE: the paths a reference may be read as: decoded as the bundler is given it (`decodeURI`),
 * decoded fully (`decodeURIComponent`, so `%2F` is a slash), and segment by segment until nothing
 * changes (so neither a malformed escape elsewhere nor a double encoding hides an encoded `..`),
 * each also cut at a `?` (the bundler reads the file before a query). The first is the file
 * looked for. All are checked: whichever way the reference is read, it must stay inside.
 */
export function referenceReadings(reference: string): string[] {
  const decoded = safeDecode(decodeURI, reference);
  const full = safeDecode(decodeURIComponent, reference);
  const bySegment = reference.split('/').map(decodeFully).join('/');
  const readings = [decoded, full, bySegment].flatMap((reading) => [reading, reading.split('?')[0]!]).filter((reading) => reading !== '');
  return [...new Set(readings)];
}

/**
 * PURE: true when the relative `reference` (as written in a page of `fromDir`) names a path inside
 * `root` (an absolute folder) however it is read (see referenceReadings). No file is read:
 * symbolic links are for SiteGuard.
 */
export function referenceStaysInside(root: string, fromDir: string, reference: string): boolean {
  const readings = referenceReadings(reference);
  if (readings.length === 0) return isWithin(root, fromDir);
  return readings.every((reading) => isWithin(root, path.resolve(fromDir, reading)));
}

/** Why a found file cannot be published (a folder, a link out, a file that looks like a secret), or its real path. */
function checkFound(guard: SiteGuard, file: string, url: string): AssetCheck {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (stats?.isDirectory()) {
    return { reason: `"${url}" points to a folder, not a file`, hint: 'an image or file link must name a file, e.g. ./img/diagram.png' };
  }
  const found = guard.locate(file);
  if (found.escape) {
    const { message, hint } = guard.describe(found.escape);
    return { reason: `"${url}" cannot be published: ${message}`, hint };
  }
  const secret = guard.secret(file, found.real);
  if (secret) {
    const { message, hint } = describeSecret(secret, lastLinkTo(guard, path.resolve(file)));
    return { reason: `"${url}" cannot be published: ${message}`, hint };
  }
  return { file: found.real };
}

/**
 * Check a relative reference to a file (image, or link to a non-Markdown file) from a page in
 * `fromDir`: it must stay inside the roots (written, and with links resolved), exist and be a file.
 */
export function checkAssetReference(guard: SiteGuard, fromDir: string, url: string): AssetCheck {
  const readings = referenceReadings(url);
  const candidates = (readings.length ? readings : ['.']).map((reading) => path.resolve(fromDir, reading));
  const outside = candidates.find((candidate) => !guard.roots.some((root) => isWithin(root, candidate)));
  if (outside !== undefined) {
    return { reason: `"${url}" leads outside the site (to ${outside})`, hint: OUTSIDE_HINT };
  }
  const file = candidates[0]!;
  if (!existsSync(file)) return { reason: `the file "${url}" does not exist`, hint: 'check the path, relative to this Markdown file' };
  // Every reading that names an existing file must stay inside once links are resolved.
  for (const candidate of candidates.slice(1)) {
    if (candidate !== file && existsSync(candidate)) {
      const other = checkFound(guard, candidate, url);
      if (other.reason !== undefined && !statSync(candidate).isDirectory()) return other;
    }
  }
  return checkFound(guard, file, url);
}

/**
 * Check an absolute image path (`/img/x.png`), looked up in the static directories (`staticDirs`,
 * absolute) as the static host will serve it: the path as written, or without the base URL when
 * it starts with it. It must stay inside the static folder, exist and be a file.
 */
export function checkStaticReference(guard: SiteGuard, staticDirs: readonly string[], baseUrl: string, url: string): AssetCheck {
  const pathname = url.split(/[?#]/)[0]!;
  const readings = referenceReadings(pathname);
  const paths = new Set<string>();
  for (const reading of readings) {
    paths.add(reading);
    if (baseUrl !== '/' && reading.startsWith(baseUrl)) paths.add(`/${reading.slice(baseUrl.length)}`);
  }
  for (const dir of staticDirs) {
    for (const reading of paths) {
      const file = path.join(dir, reading);
      if (!isWithin(dir, file)) {
        return { reason: `"${url}" leads outside the static folder (to ${file})`, hint: OUTSIDE_HINT };
      }
    }
  }
  for (const dir of staticDirs) {
    for (const reading of paths) {
      const file = path.join(dir, reading);
      if (existsSync(file)) return checkFound(guard, file, url);
    }
  }
  const folders = staticDirs.map((dir) => {
    const relative = path.relative(guard.siteDir, dir);
    return `${relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative.split(path.sep).join('/')}/`;
  });
  return {
    reason: `the file "${url}" does not exist in the static folder${folders.length === 1 ? '' : 's'} (${folders.join(', ') || 'none'})`,
    hint: `an absolute image path names a file of the static folders: /img/x.png is ${folders[0] ?? 'static/'}img/x.png`,
  };
}
