/**
 * Vite's parser for the require() rewrites (vite-require.ts), imported when a hook first needs it,
 * not as the adapter loads: a build whose bundles are the last build's (core's build/bundle-memo.ts)
 * never loads Vite. Every async entry point of the rewrites awaits loadRequireParser, so the
 * functions they call (findRequires) parse synchronously.
 */
export type Lang = 'js' | 'jsx' | 'ts' | 'tsx';

export const langOf = (file: string): Lang => (/\.[cm]?ts$/.test(file) ? 'ts' : file.endsWith('.tsx') ? 'tsx' : 'jsx');

let parseSync: typeof import('vite').parseSync | undefined;

export async function loadRequireParser(): Promise<void> {
  parseSync ??= (await import('vite')).parseSync;
}

/** The module parsed as `lang`; loadRequireParser must have been awaited. */
export function parseModule(code: string, lang: Lang): ReturnType<typeof import('vite').parseSync> {
  if (!parseSync) throw new Error('a module parsed before loadRequireParser()');
  return parseSync(`module.${lang}`, code, { lang, sourceType: 'module' });
}
