/** Errors a dev server shows in the browser's overlay until an edit fixes them. */
import { isFolioError } from '../errors.ts';
import type { Plugin } from '../plugin-api.ts';

/**
 * Errors a server shows to every browser that connects, until they are fixed: a plugin's failed
 * load (keyed by the plugin), a failed route table (SITE_ERROR) or a failed restart (RESTART_ERROR).
 */
export type ShownErrors = Map<Plugin | symbol, unknown>;
export const SITE_ERROR = Symbol('site');
export const RESTART_ERROR = Symbol('restart');

/** An error as Vite's overlay shows it (with the file, line and code frame of a FolioError). */
export function toOverlay(error: unknown) {
  const folio = isFolioError(error) ? error : undefined;
  return {
    message: folio ? folio.message : String((error as Error)?.message ?? error),
    stack: '',
    id: folio?.file,
    frame: folio?.frame,
    loc: folio?.line !== undefined ? { file: folio.file, line: folio.line, column: folio.column ?? 1 } : undefined,
    plugin: 'folio',
  };
}
