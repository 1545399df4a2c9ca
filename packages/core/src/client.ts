/** Pure helpers shared with the client runtime (no node imports). */
export * from './shared/paths.ts';
export { closestMatches, editDistance } from './shared/closest.ts';
