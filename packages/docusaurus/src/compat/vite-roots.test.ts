import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootFolders, rootsPlugin } from './vite-roots.ts';

const site = mkdtempSync(path.join(tmpdir(), 'folio-roots-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
for (const file of ['static/data/team.json', 'public/data/team.json', 'public/only-public.json', 'data/site.json', 'src/pages/index.js']) {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), '{}');
}

/** The plugin's resolveId, with a `this.resolve` that finds files of the disk, as Vite's would. */
async function resolve(id: string, importer: string | undefined, staticDirectories?: string[]): Promise<unknown> {
  const plugin = rootsPlugin(staticDirectories);
  (plugin.configResolved as (config: { root: string }) => void)({ root: site });
  const hook = plugin.resolveId as { filter: { id: RegExp }; handler: (this: unknown, id: string, importer?: string) => Promise<unknown> };
  if (!hook.filter.id.test(id)) return 'not handled';
  const context = { resolve: async (candidate: string) => (existsSync(candidate.split('?')[0]!) ? { id: candidate } : null) };
  return hook.handler.call(context, id, importer);
}

describe('rootFolders', () => {
  it('lists the static folders, then the site, then the working folder, once each', () => {
    expect(rootFolders('/site', ['static', 'public'], '/site')).toEqual(['/site/static', '/site/public', '/site']);
  });
});

describe('rootsPlugin', () => {
  const importer = () => path.join(site, 'src/pages/index.js');
  it.each<[string, string, string[] | undefined, unknown]>([
    ['from the static folder', '/data/team.json', undefined, { id: path.join(site, 'static/data/team.json') }],
    ['from the first static folder that has it', '/data/team.json', ['public', 'static'], { id: path.join(site, 'public/data/team.json') }],
    ['from a later static folder', '/only-public.json', ['static', 'public'], { id: path.join(site, 'public/only-public.json') }],
    ['from the site folder', '/data/site.json', undefined, { id: path.join(site, 'data/site.json') }],
    ['with its query', '/data/team.json?raw', undefined, { id: path.join(site, 'static/data/team.json?raw') }],
    ['not a file anywhere', '/data/missing.json', undefined, null],
    ["not Vite's own ids", '/@vite/client', undefined, 'not handled'],
  ])('resolves a root path %s', async (_name, id, staticDirectories, expected) => {
    expect(await resolve(id, importer(), staticDirectories)).toEqual(expected);
  });

  it('leaves an absolute path of the disk, and imports from node_modules, to Vite', async () => {
    expect(await resolve(path.join(site, 'data/site.json'), importer())).toBeNull();
    expect(await resolve('/data/team.json', path.join(site, 'node_modules/x/index.js'))).toBeNull();
  });
});
