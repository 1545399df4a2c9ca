/**
 * Prism grammars beyond those rehype-code.ts registers (`prism.additionalLanguages`), loaded from
 * refractor, which ships one module per Prism language (`refractor/<name>`, registering the
 * languages it extends itself). Loaded once per thread, before the first page that may use them.
 */
import { createRequire } from 'node:module';
import { refractor } from 'refractor/core';

const require = createRequire(import.meta.url);
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Whether refractor has a grammar module of this name (a Prism component name: `java`, `csharp`). */
export function isPrismLanguage(name: string): boolean {
  if (!/^[a-z][a-z\d-]*$/.test(name)) return false;
  try {
    require.resolve(`refractor/${name}`);
    return true;
  } catch {
    return false;
  }
}

/** Register the named grammars (validated by the config schema) with the shared refractor. */
export async function registerLanguages(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) => {
      let pending = loading.get(name);
      if (!pending) {
        pending = import(`refractor/${name}`).then((module: { default: Parameters<typeof refractor.register>[0] }) => {
          refractor.register(module.default);
          loaded.add(name);
        });
        loading.set(name, pending);
      }
      return pending;
    }),
  );
}

/** Whether every named grammar is registered: synchronous compiles (the main thread's fast path) wait for it. */
export function languagesReady(names: readonly string[]): boolean {
  return names.every((name) => loaded.has(name));
}
