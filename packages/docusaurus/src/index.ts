/**
 * @folio/docusaurus: Folio builds a Docusaurus site from its own `docusaurus.config.*`. Core asks
 * this package for the config when a site has no `site.config.*`; the mapping lives here, so core
 * holds no Docusaurus code. This module is the IO: import the config, call it if it is a function,
 * create the plugins the mapping describes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FolioError, importSiteModule, isFolioError, SiteModuleError, type SiteConfigInput } from '@folio/core';
import { docs } from '@folio/plugin-docs';
import { search } from '@folio/search';
import { docusaurusCompat } from './compat/index.ts';
import { isRecord } from './entries.ts';
import { mapDocusaurusConfig } from './map-config.ts';
import { openapiDocs, openapiDocsUse, unsupportedNotices } from './openapi-docs/index.ts';

export { mapDocusaurusConfig, type MappedConfig } from './map-config.ts';

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
  let exported = (await importConfig(file)).default;
  if (typeof exported === 'function') exported = (exported as () => unknown)();
  const value = await exported;
  if (!isRecord(value)) {
    throw new FolioError(`a Docusaurus config must export its config object (or a function or promise giving it); this one gave ${value === null ? 'null' : typeof value}`, { file });
  }
  const mapped = mapDocusaurusConfig(value, { siteDir, exists: (relative) => existsSync(path.resolve(siteDir, relative)) });
  try {
    const plugins = [...mapped.docs.map((options) => docs(options)), ...(mapped.search ? [search()] : []), docusaurusCompat({ customFields: mapped.customFields })];
    const openapi = openapiDocsUse(value);
    if (openapi) {
      plugins.push(openapiDocs());
      mapped.notices.push(...unsupportedNotices(siteDir, openapi.outputDirs));
    }
    return { config: { ...mapped.site, plugins } as SiteConfigInput, notices: mapped.notices };
  } catch (error) {
    // A docs option Folio refuses: the error names the option; this names the file it is in.
    if (isFolioError(error) && !error.file) throw new FolioError(error.message, { file, hint: error.hint, cause: error });
    throw error;
  }
}

/** The config module; a missing prism-react-renderer (Folio does not need it) gets its own hint. */
async function importConfig(file: string): Promise<Record<string, unknown>> {
  try {
    return await importSiteModule(file);
  } catch (error) {
    if (error instanceof SiteModuleError && /['"]prism-react-renderer['"]/.test(error.reason)) {
      throw new FolioError(`${path.basename(file)} imports prism-react-renderer, which is not installed`, {
        file: error.file,
        line: error.line,
        column: error.column,
        hint: 'Folio highlights code without it, but the config must load: install it (npm install prism-react-renderer), or remove the import and the themes it gives themeConfig.prism',
        cause: error,
      });
    }
    throw error;
  }
}
