/** What the plugin takes from @folio/core, in one place. */
export { FolioError, closestMatches, joinPaths } from '@folio/core';

/** Plugin log lines share the CLI's prefix. */
export const log = {
  info(message: string): void {
    if (process.env.FOLIO_QUIET !== '1') console.log(`[folio] ${message}`);
  },
};
