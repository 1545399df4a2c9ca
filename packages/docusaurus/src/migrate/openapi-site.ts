/**
 * The IO of `folio migrate --openapi`: the spec files checked, the generator's files found in each
 * output folder, the sidebars file read. Nothing is changed here: `applyOpenapi` removes and
 * rewrites only after the whole migration has been worked out.
 */
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { FolioError } from '@folio/core';
import { PLUGIN, THEME } from '../openapi-docs/index.ts';
import type { DocusaurusPlan, PluginCall } from '../plan.ts';
import { isGenerated, openapiSpecs, replaceSidebarImports, withOpenapiSources } from './openapi.ts';
import { writeAtomically } from './write.ts';

export interface OpenapiChange {
  calls: PluginCall[];
  notices: string[];
  /** Files to remove, absolute. */
  remove: string[];
  /** Files of the output folders the generator did not write: left in place. */
  kept: string[];
  sidebars?: { file: string; text: string };
}

export function planOpenapi(siteDir: string, value: Record<string, unknown>, plan: DocusaurusPlan): OpenapiChange {
  const specs = openapiSpecs(value);
  if (!specs.length) throw new FolioError(`--openapi: the config lists no ${PLUGIN} entry with a \`config\` naming specPath and outputDir`);
  for (const spec of specs) {
    if (!existsSync(path.resolve(siteDir, spec.specPath))) {
      throw new FolioError(`--openapi: the spec ${spec.specPath} (\`config.${spec.key}.specPath\` of ${PLUGIN}) does not exist`, {
        hint: "Folio's OpenAPI plugin builds the pages from it: put the spec there, or migrate without --openapi to keep the generated pages",
      });
    }
  }
  const docsCalls = plan.calls.filter((call) => call.factory === 'docs');
  let sources: ReturnType<typeof withOpenapiSources>;
  try {
    sources = withOpenapiSources(docsCalls.map((call) => call.args[0] as Record<string, unknown>), specs);
  } catch (error) {
    throw new FolioError(`--openapi: ${(error as Error).message}`);
  }
  const calls = plan.calls.filter((call) => call.factory !== 'openapiDocs').map((call) => (call.factory === 'docs' ? { ...call, args: [sources.options[docsCalls.indexOf(call)]] } : call));
  const remove: string[] = [];
  const kept: string[] = [];
  for (const spec of specs) {
    for (const file of filesIn(path.resolve(siteDir, spec.outputDir))) (isGenerated(path.basename(file), readFileSync(file, 'utf8')) ? remove : kept).push(file);
  }
  const notices = [
    ...plan.notices.filter((notice) => !notice.includes(PLUGIN) && !notice.includes(THEME)),
    ...specs.map((spec) => `${PLUGIN} \`config.${spec.key}\`: replaced by Folio's OpenAPI plugin, building ${spec.outputDir} from ${spec.specPath}`),
  ];
  return { calls, notices, remove, kept, sidebars: sidebarsChange(siteDir, sources.options, remove, specs.map((spec) => sources.names.get(spec)!)) };
}

/** The sidebars file of the docs plugin, with imports of removed generated sidebars replaced. */
function sidebarsChange(siteDir: string, docsOptions: Array<Record<string, unknown>>, remove: string[], names: string[]): OpenapiChange['sidebars'] {
  const sidebars = docsOptions.map((options) => options.sidebarPath).find((file): file is string => typeof file === 'string');
  const removedSidebars = remove.filter((file) => /^sidebar\.(?:ts|js)$/.test(path.basename(file)));
  if (!sidebars || !removedSidebars.length) return undefined;
  const file = path.resolve(siteDir, sidebars);
  const modules = new Map(removedSidebars.map((removed, index) => [path.posix.normalize(path.relative(path.dirname(file), removed).split(path.sep).join('/').replace(/\.(?:ts|js)$/, '')), names[Math.min(index, names.length - 1)]!]));
  const given = readFileSync(file, 'utf8');
  const { text, replaced } = replaceSidebarImports(given, modules);
  const left = [...modules.keys()].find((module) => text.includes(module));
  if (left) {
    throw new FolioError(`--openapi: ${sidebars} uses the generated sidebar ${left} in a way folio migrate does not rewrite (it rewrites \`import x from '...'\` and \`require('...')\`)`, {
      hint: `replace it with { type: 'source', name: '${names[0]}' } there, then run folio migrate --openapi again`,
    });
  }
  return replaced ? { file, text } : undefined;
}

/** Remove the generator's files (and output folders left empty), rewrite the sidebars file. */
export function applyOpenapi(change: OpenapiChange): void {
  if (change.sidebars) writeAtomically(change.sidebars.file, change.sidebars.text);
  for (const file of change.remove) rmSync(file);
  for (const dir of new Set(change.remove.map((file) => path.dirname(file)))) {
    try {
      rmdirSync(dir); // only when empty
    } catch {
      // pages of the site's own are left there
    }
  }
}

function filesIn(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(full) : entry.isFile() ? [full] : [];
  });
}
