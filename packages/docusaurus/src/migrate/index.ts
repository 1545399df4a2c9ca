/**
 * `folio migrate`: a Docusaurus site's config written as `site.config.ts`, so the site leaves
 * docusaurus.config.* behind. The config is mapped exactly as `folio build` maps it (../plan.ts), and
 * the same plugin calls are printed, so the build after migrating gives the same pages. Everything
 * is worked out first; files change only at the end (the config written in one rename).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { FolioError } from '@folio/core';
import { sitePath } from '../map-docs.ts';
import { moduleOf, planDocusaurusConfig } from '../plan.ts';
import { readDocusaurusConfig } from '../read-config.ts';
import { applyOpenapi, planOpenapi, type OpenapiChange } from './openapi-site.ts';
import { renderSiteConfig, type RenderInput } from './render.ts';
import { writeAtomically } from './write.ts';

export interface MigrateOptions {
  force: boolean;
  openapi: boolean;
  siteConfigFiles: readonly string[];
}

export async function migrateDocusaurusSite(siteDir: string, file: string, options: MigrateOptions): Promise<{ notices: string[]; lines: string[] }> {
  const target = options.siteConfigFiles[0]!;
  const existing = options.siteConfigFiles.find((name) => existsSync(path.join(siteDir, name)));
  if (existing && !options.force) {
    throw new FolioError(`${existing} exists already; folio migrate does not replace it`, {
      file: path.join(siteDir, existing),
      hint: `run \`folio migrate --force\` to replace it with ${target} written from ${path.basename(file)}`,
    });
  }
  const { value, isFunction } = await readDocusaurusConfig(file);
  const plan = planDocusaurusConfig(siteDir, value);
  const openapi = options.openapi ? planOpenapi(siteDir, value, plan) : undefined;
  const calls = (openapi?.calls ?? plan.calls).map((call) => ({ ...call, module: moduleOf(call.factory) }));
  const notices = openapi?.notices ?? plan.notices;
  const input: RenderInput = {
    configName: path.basename(file),
    exportIsFunction: isFunction,
    docusaurus: value,
    site: withSitePaths(plan.site as Record<string, unknown>, siteDir),
    calls,
    prismThemes: await prismThemeNames(siteDir, plan.site.prism as Record<string, unknown> | undefined),
    notices,
    imports: openapi ? [{ name: 'openapi', module: '@folio/plugin-openapi' }] : [],
  };
  const rendered = renderSiteConfig(input);
  if (rendered.unwritable.length) {
    throw new FolioError(`folio migrate cannot write ${rendered.unwritable.join(', ')} into ${target}, nor find it in ${path.basename(file)}`, {
      hint: `nothing was written; set it in ${target} by hand after migrating without it`,
    });
  }
  if (openapi) applyOpenapi(openapi);
  const written = path.join(siteDir, target);
  writeAtomically(written, rendered.source);
  if (existing && existing !== target) notices.push(`${existing} is still there; ${target} is read first`);
  return { notices, lines: report(siteDir, path.basename(file), target, rendered.kept, calls, openapi) };
}

function report(siteDir: string, configName: string, target: string, kept: string[], calls: Array<{ module: string }>, openapi?: OpenapiChange): string[] {
  const relative = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
  const packages = [...new Set(['@folio/core', ...calls.map((call) => call.module), ...(openapi ? ['@folio/plugin-openapi'] : [])])];
  const lines = [`wrote ${target} from ${configName}; \`folio build\` reads it from now on (it imports ${packages.join(', ')}: keep them in the site's dependencies)`];
  if (openapi) {
    lines.push(`removed ${openapi.remove.length} file(s) docusaurus-plugin-openapi-docs generated:`, ...openapi.remove.map((file) => `  ${relative(file)}`));
    if (openapi.kept.length) lines.push('left in place (not generated):', ...openapi.kept.map((file) => `  ${relative(file)}`));
    if (openapi.sidebars) lines.push(`${relative(openapi.sidebars.file)}: the generated sidebar's import is now the OpenAPI source's sidebar item`);
  }
  lines.push(
    kept.length
      ? `${configName} stays: ${target} takes ${kept.join(', ')} from it (functions are not written out); move them into ${target}, then delete ${configName}`
      : `${configName} is no longer read: delete it (\`rm ${configName}\`, or \`git rm ${configName}\`) when you are ready`,
  );
  return lines;
}

/** `customCss` files `require.resolve` made absolute, relative to the site again, so the written config moves with it. */
function withSitePaths(site: Record<string, unknown>, siteDir: string): Record<string, unknown> {
  return Array.isArray(site.customCss) ? { ...site, customCss: site.customCss.map((file) => sitePath(file, siteDir)) } : site;
}

/** Names of prism-react-renderer's themes equal to the config's, when the site has the package. */
async function prismThemeNames(siteDir: string, prism: Record<string, unknown> | undefined): Promise<RenderInput['prismThemes']> {
  if (!prism || (prism.theme === undefined && prism.darkTheme === undefined)) return {};
  let themes: Record<string, unknown>;
  try {
    const entry = createRequire(path.join(siteDir, 'package.json')).resolve('prism-react-renderer');
    themes = ((await import(pathToFileURL(entry).href)) as { themes?: Record<string, unknown> }).themes ?? {};
  } catch {
    return {}; // not installed: the theme objects are written out
  }
  const nameOf = (theme: unknown) => (theme === undefined ? undefined : Object.entries(themes).find(([, given]) => isDeepStrictEqual(given, theme))?.[0]);
  return { theme: nameOf(prism.theme), darkTheme: nameOf(prism.darkTheme) };
}
