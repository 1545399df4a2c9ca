/** Pure helpers shared with the client runtime (no node imports). */
export * from './paths.ts';
export { closestMatches, editDistance } from './closest.ts';
export { pageTitle, showsTitleHeading } from './page-title.ts';
export { assetSitePath } from './asset-path.ts';
// The code fence metastring rule, for CodeBlock used directly in MDX (pure, no node imports).
export { applyMagicComments, parseCodeMeta, type CodeMeta } from './code-meta.ts';
export { isSafeUrl, unsafeUrlReason, urlScheme } from './safe-url.ts';
