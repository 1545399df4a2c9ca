/**
 * @folio/docusaurus: Folio builds a Docusaurus site from its own `docusaurus.config.*`. Core asks
 * this package for the config when a site has no `site.config.*`; the mapping lives here, so core
 * holds no Docusaurus code. This module is the IO: import the config, call it if it is a function,
 * create the plugins the mapping describes.
 */
import { FolioError, isFolioError, type SiteConfigInput } from '@folio/core';
import { createPlugins, planDocusaurusConfig } from './plan.ts';
import { readDocusaurusConfig } from './read-config.ts';

export { mapDocusaurusConfig, type MappedConfig } from './map-config.ts';
// A migrated site config (`folio migrate`) creates these itself.
export { docusaurusCompat } from './compat/index.ts';
export { openapiDocs } from './openapi-docs/index.ts';
export { migrateDocusaurusSite } from './migrate/index.ts';

export interface LoadedDocusaurusConfig {
  config: SiteConfigInput;
  /** One line per key Folio does not honour, naming it and what Folio does instead. */
  notices: string[];
}

/**
 * Import `file` (a docusaurus.config.*) and map it. As Docusaurus does, a function export is
 * called with no argument and a promise awaited.
 */
export async function loadDocusaurusConfig(siteDir: string, file: string): Promise<LoadedDocusaurusConfig> {
  const { value } = await readDocusaurusConfig(file);
  const plan = planDocusaurusConfig(siteDir, value);
  try {
    return { config: { ...plan.site, plugins: createPlugins(plan.calls) } as SiteConfigInput, notices: plan.notices };
  } catch (error) {
    // A docs option Folio refuses: the error names the option; this names the file it is in.
    if (isFolioError(error) && !error.file) throw new FolioError(error.message, { file, hint: error.hint, cause: error });
    throw error;
  }
}
