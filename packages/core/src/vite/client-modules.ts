/**
 * The config's `clientModules` as `virtual:folio/client-modules`: the browser imports each one
 * (a stylesheet for its rules, a script for its side effects and its route lifecycles,
 * `onRouteUpdate` and `onRouteDidUpdate`, which the theme's runtime calls) before the app renders.
 * The server render imports none: lifecycles run only in the browser. `hasClientModules` is a
 * constant, so that a site without any bundles none of the theme's lifecycle code.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import type { SiteConfig } from '../plugin-api.ts';

export const CLIENT_MODULES_ID = 'virtual:folio/client-modules';

const STYLESHEET = /\.(css|scss|sass|less)$/i;

/** The module's code for the browser (`ssr`: for the server render, which imports none). */
export function clientModulesModule(config: Pick<SiteConfig, 'clientModules' | 'configFile'>, siteDir: string, ssr: boolean): string {
  const files = ssr ? [] : config.clientModules.map((given, index) => resolveClientModule(given, index, siteDir, config.configFile));
  const lines = files.map((file, index) => (STYLESHEET.test(file) ? `import ${JSON.stringify(file)};` : `import * as m${index} from ${JSON.stringify(file)};`));
  const modules = files.flatMap((file, index) => (STYLESHEET.test(file) ? [] : [`m${index}`]));
  lines.push(`export const hasClientModules = ${modules.length > 0};`, `export const clientModules = [${modules.join(', ')}];`);
  return `${lines.join('\n')}\n`;
}

/**
 * A path relative to the site folder or absolute (it must exist), or else a package's module
 * (`some-package/client`), left to the bundler to resolve from the site.
 */
export function resolveClientModule(given: string, index: number, siteDir: string, configFile: string): string {
  const file = path.resolve(siteDir, given);
  if (existsSync(file)) return file.split(path.sep).join('/');
  if (!given.startsWith('.') && !path.isAbsolute(given)) return given;
  throw new FolioError(`clientModules[${index}]: the module ${given} does not exist (looked for ${file})`, {
    file: configFile,
    hint: 'clientModules paths are read relative to the site folder; fix the path or remove the entry',
  });
}
