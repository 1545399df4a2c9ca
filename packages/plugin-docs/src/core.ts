/** What the plugin takes from @folio/core, in one place. Plugin log lines go through core's log (and its quiet setting). */
export { FolioError, closestMatches, joinPaths, log } from '@folio/core';
