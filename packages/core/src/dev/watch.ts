/** What the dev server's file watcher skips, which changes are config edits, and lost events. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';

/**
 * PURE: files the dev server's watcher leaves alone. Vite watches the whole site folder; without
 * this it would also crawl the build output (a 4000-page build is about 20,000 files, 0.35 s of
 * stat calls at start-up by profile) and hidden folders (.git, caches, tool output). Files outside
 * the site folder (the theme, swizzled components elsewhere) are not affected.
 */
export function ignoredInDev(siteDir: string, outDir: string, file: string): boolean {
  const output = path.resolve(siteDir, outDir);
  if (file === output || file.startsWith(output + path.sep) || file.startsWith(`${output}.tmp-`)) return true;
  const relative = path.relative(siteDir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return false;
  return relative.split(path.sep).some((segment) => segment.startsWith('.'));
}

const CONFIG_NAME = /^site\.config\.(m?[jt]s)$/;

/** The names and text of the site's config files (or of the one `--config` names), as one string to compare. */
export function configText(siteDir: string, configFile?: string): string {
  if (configFile !== undefined) {
    const file = path.resolve(siteDir, configFile);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }
  const names = readdirSync(siteDir).filter((name) => CONFIG_NAME.test(name)).sort();
  return names.map((name) => `${name}\0${existsSync(path.join(siteDir, name)) ? readFileSync(path.join(siteDir, name), 'utf8') : ''}`).join('\0');
}

export function isConfigFile(siteDir: string, file: string): boolean {
  return path.dirname(file) === siteDir && CONFIG_NAME.test(path.basename(file));
}

/**
 * The file watcher throttles change events of one file (a second write within about 50 ms gives no
 * event), so the last of a burst of saves could be lost and the page stay one edit behind for
 * good. After each change, look again a little later: if the file changed since (its mtime or
 * size differ from what the event saw), report the change once more.
 */
export function catchSwallowedChanges(watcher: ViteDevServer['watcher'], delayMs = 120): void {
  const seen = new Map<string, string>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stamp = (file: string) => {
    try {
      const stats = statSync(file);
      return `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return 'gone';
    }
  };
  watcher.on('change', (file: string) => {
    seen.set(file, stamp(file));
    clearTimeout(timers.get(file));
    timers.set(
      file,
      setTimeout(() => {
        timers.delete(file);
        const now = stamp(file);
        if (now !== 'gone' && now !== seen.get(file)) watcher.emit('change', file);
      }, delayMs).unref(),
    );
  });
}
