import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineLoadersPlugin, parseInlineRequest } from './vite-inline-loaders.ts';

describe('parseInlineRequest', () => {
  it.each([
    ['!!raw-loader!./demo.js', { loaders: ['raw-loader'], resource: './demo.js' }],
    ['!raw-loader!./demo.js', { loaders: ['raw-loader'], resource: './demo.js' }],
    ['-!yaml-loader!../intents.yaml', { loaders: ['yaml-loader'], resource: '../intents.yaml' }],
    ['raw-loader?esModule=false!@site/src/a.ts', { loaders: ['raw-loader'], resource: '@site/src/a.ts' }],
    ['!!style-loader!css-loader!./a.css', { loaders: ['style-loader', 'css-loader'], resource: './a.css' }],
    ['!!../node_modules/raw-loader/dist/cjs.js!./a.txt', { loaders: ['raw-loader'], resource: './a.txt' }],
    ['./plain.js', undefined],
    ['https://x.example/a!b', undefined],
    ['!!raw-loader!', undefined],
  ])('%s', (source, parsed) => {
    expect(parseInlineRequest(source)).toEqual(parsed);
  });
});

type Resolve = (source: string, importer: string | undefined, options: object) => Promise<unknown>;
const resolveWith = (source: string) =>
  (inlineLoadersPlugin().resolveId as { handler: Resolve }).handler.call({ resolve: async (resource: string) => ({ id: `/site/${resource.replace(/^\.\//, '')}`, external: false }) }, source, '/site/docs/a.mdx', {});

describe('inlineLoadersPlugin', () => {
  it.each([
    ['!!raw-loader!./demo.js', '/site/demo.js?raw'],
    ['!!yaml-loader!./a.yaml', '/site/a.yaml?folio-yaml'],
    ['!!json-loader!./a.json', '/site/a.json'],
    ['!!file-loader!./a.pdf', '/site/a.pdf?url'],
  ])('%s → %s', async (source, id) => {
    expect(await resolveWith(source)).toEqual({ id, external: false });
  });

  it('says which file is not found, not that a package named after the loader is missing', async () => {
    const resolveId = (inlineLoadersPlugin().resolveId as { handler: Resolve }).handler;
    await expect(resolveId.call({ resolve: async () => null }, '!!yaml-loader!../intents/languages.yaml', '/site/docs/a.md', {})).rejects.toThrow('/site/docs/a.md: "!!yaml-loader!../intents/languages.yaml" loads ../intents/languages.yaml, which is not found');
  });

  it('refuses a loader it does not run, or two, naming the import and the loader', async () => {
    await expect(resolveWith('!!svg-inline-loader!./a.svg')).rejects.toThrow('/site/docs/a.mdx: "!!svg-inline-loader!./a.svg" asks webpack\'s loader "svg-inline-loader", which Folio does not run');
    await expect(resolveWith('!!style-loader!css-loader!./a.css')).rejects.toThrow('loader "style-loader"');
  });

  it('gives a YAML file its data, and a broken one its line', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-inline-loaders-'));
    try {
      const load = (inlineLoadersPlugin().load as { handler: (id: string) => { code: string } }).handler.bind({ addWatchFile() {} });
      writeFileSync(path.join(dir, 'a.yaml'), 'intents:\n  - name: On\n');
      expect(load(`${path.join(dir, 'a.yaml')}?folio-yaml`).code).toBe('export default {"intents":[{"name":"On"}]};\n');
      writeFileSync(path.join(dir, 'b.yaml'), 'a: [1\n');
      expect(() => load(`${path.join(dir, 'b.yaml')}?folio-yaml`)).toThrow(/invalid YAML/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
