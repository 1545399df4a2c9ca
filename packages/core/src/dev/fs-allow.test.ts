import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginContentDirs } from './fs-allow.ts';

const site = path.resolve('/work/project/website');
const plugin = (globs: string[]) => ({ plugin: { name: 'p', watch: () => globs }, content: undefined });

function dirsOf(globs: string[][], pages: string[]): string[] {
  const state = {
    ctx: { siteDir: site },
    site: { plugins: globs.map(plugin), routes: pages.map((page) => ({ path: '/x', component: '@theme/X', page })) },
  };
  return pluginContentDirs(state as never);
}

describe('pluginContentDirs: the outside folders the dev server serves', () => {
  it.each<[string, string[][], string[], string[]]>([
    ["docs at ../docs, with pages there", [['../docs/**', 'sidebars.js']], [path.resolve(site, '../docs/intro.md')], [path.resolve(site, '../docs')]],
    ['a watched folder holding no page (a typedoc plugin reading ../src)', [['../src/**/*.ts']], [path.resolve(site, 'docs/api.md')], []],
    ['folders inside the site (already served)', [['docs/**', 'blog/**']], [path.join(site, 'docs/intro.md')], []],
    ['no plugin watches anything', [[]], [path.resolve(site, '../docs/intro.md')], []],
  ])('%s', (_name, globs, pages, expected) => {
    expect(dirsOf(globs, pages)).toEqual(expected);
  });
});
