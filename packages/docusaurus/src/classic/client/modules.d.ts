/** Modules the Docusaurus-theme runtime imports that only the build provides (vite-classic.ts). */
declare module '@generated/docusaurus.config' {
  const siteConfig: Record<string, unknown> & { i18n: { defaultLocale: string; locales: string[]; localeConfigs?: Record<string, Record<string, unknown>> } };
  export default siteConfig;
}

/** theme-classic's sprite sheet of the icons it references with <use href="#theme-svg-…">. */
declare module '@generated/svg-sprites' {
  const sprites: string;
  export default sprites;
}

/** theme-classic's prism-include-languages: the config's additionalLanguages registered on prism-react-renderer's Prism. */
declare module '@generated/prism-languages';

/** The installed Docusaurus's version and the site's (Docusaurus's module of that name; plugin versions are not listed). */
declare module '@generated/site-metadata' {
  const siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  export default siteMetadata;
}

/** Where readers' choices are kept (the site's `storage`, as core resolved it for the locale). */
declare module '@generated/site-storage' {
  const siteStorage: { type: 'localStorage' | 'sessionStorage' | 'none'; namespace: string };
  export default siteStorage;
}
