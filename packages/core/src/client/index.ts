/** Pure helpers shared with the client runtime (no node imports). */
export * from './paths.ts';
export { closestMatches, editDistance } from './closest.ts';
export { pageTitle, showsTitleHeading } from './page-title.ts';
export { assetSitePath } from './asset-path.ts';
