/**
 * `folio migrate [siteDir]`: a Docusaurus site's config written as `site.config.ts`, for a site
 * switching to Folio for good. The work is @folio/docusaurus's (reached through config/adapters.ts);
 * core only names its own config files.
 */
import path from 'node:path';
import { migrateDocusaurusSite } from '../config/adapters.ts';
import { CONFIG_FILES } from '../config/config.ts';

export async function migrateCommand(siteDir: string, options: { force: boolean; openapi: boolean; configFile?: string }): Promise<void> {
  await migrateDocusaurusSite(path.resolve(siteDir), { ...options, siteConfigFiles: CONFIG_FILES });
}
