/**
 * The entries of a Docusaurus config's `presets`, `plugins` and `themes`, read into one shape.
 * Docusaurus accepts a name, `[name, options]`, a plugin function, `[function, options]`, and
 * `false`/`null` (an entry switched off); a name may be a shorthand (`classic`, `content-docs`,
 * `@scope/x`) or a path from `require.resolve`. Pure.
 */

export type EntryKind = 'preset' | 'plugin' | 'theme';

export interface Entry {
  /** The package the entry stands for (`@docusaurus/preset-classic`), or how a function or local file is named. */
  name: string;
  options: Record<string, unknown>;
  /** The entry is a function (a plugin written in the config), which Folio cannot run. */
  isFunction: boolean;
  /** The name as the config writes it, for an entry given by name. */
  written?: string;
  /** The function, for an entry that is one. */
  fn?: (...args: unknown[]) => unknown;
}

/** The entry, or undefined for `false`, `null` and `undefined`, which Docusaurus skips. */
export function readEntry(value: unknown, kind: EntryKind, known: ReadonlySet<string>): Entry | undefined {
  if (value === false || value === null || value === undefined) return undefined;
  const [target, options] = Array.isArray(value) ? [value[0], value[1]] : [value, undefined];
  const given = isRecord(options) ? options : {};
  if (typeof target === 'function') {
    return { name: `function ${target.name || '(anonymous)'}`, options: given, isFunction: true, fn: target as (...args: unknown[]) => unknown };
  }
  if (typeof target === 'string') return { name: packageName(target, kind, known), options: given, isFunction: false, written: target };
  const shape = Array.isArray(target) ? 'nested array' : typeof target;
  return { name: `${/^[aeiou]/.test(shape) ? 'an' : 'a'} ${shape}`, options: given, isFunction: false };
}

/**
 * `classic` → `@docusaurus/preset-classic`, `@scope/x` → `@scope/docusaurus-plugin-x`, and a path
 * inside node_modules → its package; only expanded to a name in `known`, else kept as written.
 */
export function packageName(written: string, kind: EntryKind, known: ReadonlySet<string>): string {
  const inModules = [...written.matchAll(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g)].at(-1);
  if (inModules) return inModules[1]!.replace(/\\/g, '/');
  return nameCandidates(written, kind).find((name) => known.has(name)) ?? written;
}

/** The modules Docusaurus tries for a name as written, in its order (a path is only itself). */
export function nameCandidates(written: string, kind: EntryKind): string[] {
  const candidates = [written];
  if (written.startsWith('@')) {
    const [scope, rest] = written.split('/');
    candidates.push(rest ? `${scope}/docusaurus-${kind}-${rest}` : `${scope}/docusaurus-${kind}`);
  } else if (!written.startsWith('.') && !written.startsWith('/')) {
    candidates.push(`@docusaurus/${kind}-${written}`, `docusaurus-${kind}-${written}`);
  }
  return candidates;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
