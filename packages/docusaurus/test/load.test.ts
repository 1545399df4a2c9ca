/**
 * loadDocusaurusConfig on files: a TypeScript config with a type-only import of @docusaurus/types
 * (nothing installed) exporting an async function, a CommonJS config, and a config importing
 * prism-react-renderer when it is not installed (a message naming it and what to do).
 */
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs, writeText } from '../../core/test/helpers.ts';
import { loadDocusaurusConfig } from '../src/index.ts';

afterAll(() => removeTempDirs());

function site(files: Record<string, string>): string {
  const dir = makeTempDir('docusaurus-load');
  for (const [file, text] of Object.entries(files)) writeText(dir, file, text);
  return dir;
}

it('a TypeScript config: the type import is erased, the async function is called with no argument', async () => {
  const dir = site({
    'docusaurus.config.ts': [
      "import type { Config } from '@docusaurus/types';",
      'export default async function createConfig(...args: unknown[]): Promise<Config> {',
      "  return { title: `args ${args.length}`, url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] } as Config;",
      '}',
    ].join('\n'),
  });
  const { config, notices } = await loadDocusaurusConfig(dir, path.join(dir, 'docusaurus.config.ts'));
  expect(config.title).toBe('args 0');
  expect(config.plugins?.map((plugin) => plugin.name)).toEqual(['docs', 'docusaurus-compat']);
  expect(notices).toEqual([]);
});

it('a CommonJS config (module.exports)', async () => {
  const dir = site({
    'package.json': '{ "private": true }',
    'docusaurus.config.cjs': "module.exports = { title: 'C', url: 'https://example.com', baseUrl: '/', themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'I' } } };",
  });
  const { config } = await loadDocusaurusConfig(dir, path.join(dir, 'docusaurus.config.cjs'));
  expect(config.plugins?.map((plugin) => plugin.name)).toEqual(['search', 'docusaurus-compat']);
});

it('prism-react-renderer not installed: the import is located and the hint says what to do', async () => {
  const dir = site({
    'docusaurus.config.ts': "import { themes } from 'prism-react-renderer';\nexport default { title: 'P', url: 'https://example.com', baseUrl: '/', themeConfig: { prism: { theme: themes.github } } };\n",
  });
  const error = await loadDocusaurusConfig(dir, path.join(dir, 'docusaurus.config.ts')).catch((caught: unknown) => caught);
  expect(error).toMatchObject({
    name: 'FolioError',
    message: 'docusaurus.config.ts imports prism-react-renderer, which is not installed',
    line: 1,
    hint: expect.stringContaining('npm install prism-react-renderer'),
  });
});
