/**
 * The site's own styles, as `virtual:folio/styles`: the CSS of its `prism` themes, then its
 * `customCss` files. The theme imports the module right after its own stylesheet, so the site's
 * rules come later and win at equal specificity (as Docusaurus loads customCss after Infima).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { FolioError } from '../errors.ts';
import type { SiteConfig } from '../plugin-api.ts';
import { prismThemesCss } from './prism-css.ts';

export const STYLES_ID = 'virtual:folio/styles';
export const PRISM_CSS_ID = 'virtual:folio/prism.css';

/** The module's code: one import per stylesheet (nothing for a site without any). */
export function siteStylesModule(config: SiteConfig, siteDir: string): string {
  const imports = [
    ...(config.prism.theme || config.prism.darkTheme ? [PRISM_CSS_ID] : []),
    ...customCssFiles(config, siteDir).map((file) => file.split(path.sep).join('/')),
  ];
  return imports.map((id) => `import ${JSON.stringify(id)};\n`).join('');
}

export function prismCss(config: SiteConfig): string {
  return prismThemesCss(config.prism);
}

/** `customCss` as absolute paths (relative ones are read from the site folder); a missing file is an error. */
export function customCssFiles(config: SiteConfig, siteDir: string): string[] {
  return config.customCss.map((given) => {
    const file = path.resolve(siteDir, given);
    if (!existsSync(file) || !statSync(file).isFile()) {
      throw new FolioError(`customCss: the stylesheet ${given} does not exist (looked for ${file})`, {
        file: config.configFile,
        hint: 'customCss paths are read relative to the site folder; fix the path or remove the entry',
      });
    }
    return file;
  });
}
