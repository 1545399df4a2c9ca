/** The headers `folio serve` adds to a file: its cache policy, then the rules of the build's `_headers`. */
import type { ServerResponse } from 'node:http';
import { headersFor, parseHeadersFile, type HeaderRule } from '../build/host-files.ts';
import { openInside } from './open-inside.ts';

/** PURE: hashed assets are cached for a year; everything else is checked again on every use. */
export function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/**
 * A reader of the served folder's `_headers` for one server: the parsed rules are kept only while
 * the file's identity, size and time stay the same.
 */
export function headerRulesReader(): (realRoot: string | undefined) => Promise<HeaderRule[]> {
  let rulesCache: { key: string; rules: HeaderRule[] } | undefined;
  return async (realRoot) => {
    const file = realRoot === undefined ? undefined : await openInside(realRoot, '_headers');
    if (!file) return [];
    try {
      const { dev, ino, size, mtimeMs } = file.stats;
      const key = `${dev}:${ino}:${size}:${mtimeMs}`;
      if (rulesCache?.key !== key) rulesCache = { key, rules: parseHeadersFile(await file.handle.readFile('utf8')) };
      return rulesCache.rules;
    } catch {
      return [];
    } finally {
      await file.handle.close().catch(() => {});
    }
  };
}

/** Set the headers the rules give `pathname`. */
export function applyHeaderRules(res: ServerResponse, rules: HeaderRule[], pathname: string): void {
  for (const [name, value] of headersFor(rules, pathname)) {
    try {
      res.setHeader(name, value);
    } catch {
      // A line of _headers that is not a valid header: skipped, as a host would.
    }
  }
}
