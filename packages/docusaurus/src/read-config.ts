/** Importing a `docusaurus.config.*`: the object it gives, as Docusaurus reads it. */
import path from 'node:path';
import { FolioError, importSiteModule, settleWithin, SiteModuleError } from '@folio/core';
import { isRecord } from './entries.ts';

/** The config object `file` gives, and whether its export is a function (called, as Docusaurus does). */
export async function readDocusaurusConfig(file: string): Promise<{ value: Record<string, unknown>; isFunction: boolean }> {
  const exported = (await importConfig(file)).default;
  const isFunction = typeof exported === 'function';
  // Bounded: a promise that never settles fails naming the file instead of Node exiting 13 silently.
  const value = isFunction
    ? await settleWithin((exported as () => unknown)(), { file, what: 'the promise the config function returns' })
    : await settleWithin(exported, { file, what: 'the promise the config exports' });
  if (!isRecord(value)) {
    throw new FolioError(`a Docusaurus config must export its config object (or a function or promise giving it); this one gave ${value === null ? 'null' : typeof value}`, { file });
  }
  return { value, isFunction };
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
