/**
 * A file that Folio's plugins resolve (a `@theme/` component, a `@docusaurus/` module, a site
 * alias) is a file the bundler may also reach by a relative import, through its own resolver. The
 * bundler reads how to treat the module (ES module of a `"type": "module"` package or not, its
 * `sideEffects`) from the package.json of whichever resolution came first, and a plugin's bare
 * path carries none: with both in a build, the output changed from one build to the next (React
 * imported with or without Node's interop flag in a Docusaurus site's entry chunk). Every file a
 * plugin resolves is therefore given its package.json, as the bundler's resolver gives it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';

const nearest = new Map<string, string | null>();

/** The package.json nearest above `file` (cached per folder), or undefined. */
export function packageJsonOf(file: string): string | undefined {
  const seen: string[] = [];
  let found: string | null | undefined;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    found = nearest.get(dir);
    if (found !== undefined) break;
    seen.push(dir);
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate)) {
      found = candidate;
      break;
    }
    if (dir === path.dirname(dir)) {
      found = null;
      break;
    }
  }
  for (const dir of seen) nearest.set(dir, found);
  return found ?? undefined;
}

type Resolution = string | { id: string; external?: unknown; packageJsonPath?: string } | null | undefined | false;

/** PURE but for the file system: `result` with its file's package.json, when it is a file of the disk the bundler will load. */
export function withPackageJson(result: Resolution): Resolution {
  const id = typeof result === 'string' ? result : result && typeof result === 'object' && !result.external && !result.packageJsonPath ? result.id : undefined;
  if (!id || !path.isAbsolute(id) || id.includes('?') || !existsSync(id)) return result;
  const packageJsonPath = packageJsonOf(id);
  if (!packageJsonPath) return result;
  return typeof result === 'string' ? { id, packageJsonPath } : { ...(result as object), id, packageJsonPath };
}

/** `plugin` with each file its resolveId gives carrying its package.json (see above). */
export function withPackageJsonPaths<P extends VitePlugin>(plugin: P): P {
  const hook = plugin.resolveId as unknown;
  if (!hook) return plugin;
  const wrap = (handler: (...args: unknown[]) => unknown) =>
    async function (this: unknown, ...args: unknown[]) {
      return withPackageJson((await handler.apply(this, args)) as Resolution);
    };
  if (typeof hook === 'function') return { ...plugin, resolveId: wrap(hook as never) };
  const object = hook as { handler: (...args: unknown[]) => unknown };
  return { ...plugin, resolveId: { ...object, handler: wrap(object.handler) } };
}
