/**
 * Webpack's inline loader requests in a site's imports: `import source from '!!raw-loader!./demo.js'`
 * (Docusaurus's documentation shows it for code snippets) or `import data from
 * '!!yaml-loader!../intents.yaml'`. The loaders Docusaurus sites use so are done the Vite way:
 * - `raw-loader`: the file's text (Vite's `?raw`);
 * - `yaml-loader`: the file's YAML parsed, as the module's default export;
 * - `json-loader`: the JSON, as an import of it gives it;
 * - `file-loader`, `url-loader`: the file's URL (Vite's `?url`).
 * Any other loader stops the build naming the import, the loader and the file that asks for it. The
 * prefixes (`!`, `!!`, `-!`) only say which configured loaders webpack skips; Vite runs none.
 */
import { readFileSync } from 'node:fs';
import type { Plugin as VitePlugin } from 'vite';
import { parseDocument } from 'yaml';
import { FolioError } from '@folio/core';

/** The query of a YAML file read as data. */
const YAML_QUERY = '?folio-yaml';

/** What a supported loader makes of the resolved file `id`: its id for Vite. */
const LOADERS: Record<string, (id: string) => string> = {
  'raw-loader': (id) => `${id}?raw`,
  'yaml-loader': (id) => `${id}${YAML_QUERY}`,
  'json-loader': (id) => id,
  'file-loader': (id) => `${id}?url`,
  'url-loader': (id) => `${id}?url`,
};

/** PURE: an inline request's loaders (by package name, options left off) and its resource; undefined for another import. */
export function parseInlineRequest(source: string): { loaders: string[]; resource: string } | undefined {
  if (!source.includes('!') || source.startsWith('\0') || /^[a-z][\w+.-]*:/i.test(source)) return undefined;
  const parts = source.replace(/^(?:-!|!!|!)/, '').split('!');
  const resource = parts.pop()!;
  if (!resource || !parts.length || parts.some((part) => !part)) return undefined;
  const loaders = parts.map((part) => {
    const name = part.split('?')[0]!;
    // A loader named by its file (`node_modules/raw-loader/dist/cjs.js`): its package.
    const inModules = /(?:^|[\\/])node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(name);
    return inModules ? inModules[1]!.replace(/\\/g, '/') : name;
  });
  return { loaders, resource };
}

export function inlineLoadersPlugin(): VitePlugin {
  return {
    name: 'folio:docusaurus-inline-loaders',
    enforce: 'pre',
    resolveId: {
      filter: { id: /!/ },
      async handler(source, importer, options) {
        const request = parseInlineRequest(source);
        if (!request || !importer) return undefined;
        const [loader, ...more] = request.loaders;
        const make = LOADERS[loader!];
        if (!make || more.length) {
          const unknown = request.loaders.find((name) => !LOADERS[name]) ?? request.loaders.join('!');
          throw new FolioError(`${importer}: "${source}" asks webpack's loader "${unknown}", which Folio does not run`, {
            file: importer,
            hint: `Folio runs ${Object.keys(LOADERS).join(', ')} (one at a time): import the file without the loader, or with one of those`,
          });
        }
        const resolved = await this.resolve(request.resource, importer, { ...options, skipSelf: true });
        if (!resolved) throw new FolioError(`${importer}: "${source}" loads ${request.resource}, which is not found`, { file: importer, hint: 'create the file, or fix the path after the last "!"' });
        if (resolved.external) return resolved;
        return { ...resolved, id: make(resolved.id) };
      },
    },
    load: {
      filter: { id: /\?folio-yaml$/ },
      handler(id) {
        const file = id.slice(0, -YAML_QUERY.length);
        this.addWatchFile(file);
        const text = readFileSync(file, 'utf8');
        const doc = parseDocument(text, { prettyErrors: true });
        const problem = doc.errors[0];
        if (problem) throw new FolioError(`invalid YAML: ${problem.message.split('\n')[0]}`, { file, line: problem.linePos?.[0]?.line, column: problem.linePos?.[0]?.col, source: text });
        return { code: `export default ${JSON.stringify(doc.toJS({ maxAliasCount: 100 }) ?? null)};\n`, moduleType: 'js' } as never;
      },
    },
  };
}
