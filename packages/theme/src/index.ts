export { default as App } from './runtime/App';
export { Head, HeadCollector, headToHtml } from './runtime/head';
export { useSiteData, useGlobalData, useSitePath, withBaseUrl, withoutBaseUrl, formatTitle, canonicalUrl } from './runtime/site';
export { useCurrentRoute } from './runtime/current-route';
export { matchRoute, loadRoute, preloadPath } from './runtime/routes';
export type * from './runtime/types';
export { findDoc, mainDocPath, readPreferredVersion, savePreferredVersion, switchVersionPath, useDocsData, useImpliedVersion, versionToShow } from './hooks/docs';
export type { DocsGlobalData, GlobalDoc, GlobalVersion } from './hooks/docs';
export { useColorMode } from './hooks/colorMode';
