/**
 * DocSearch 3.9 bundles autocomplete-core, whose input handler ends every search with
 * `finally(() => setStatus('idle'))`. That undoes the 'error' status DocSearch sets when every
 * host fails, so its "Unable to fetch results" screen never shows. This Vite transform keeps the
 * status at 'error' in that one place of the bundle; if a DocSearch update changes the code, the
 * build says so instead of silently losing the error screen.
 */
import type { Plugin as VitePlugin } from 'vite';

export const FINALLY_IDLE = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
export const FINALLY_KEEP_ERROR = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

export function docsearchErrorStatusFix(): VitePlugin {
  return {
    name: 'folio:docsearch-error-status',
    transform: {
      filter: { id: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js/ },
      handler(code) {
        if (!code.includes(FINALLY_IDLE)) {
          this.warn('DocSearch changed: the "Unable to fetch results" fix no longer applies (see packages/search/src/docsearch-fix.ts)');
          return undefined;
        }
        return { code: code.replace(FINALLY_IDLE, FINALLY_KEEP_ERROR), map: null };
      },
    },
  };
}
