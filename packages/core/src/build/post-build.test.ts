import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Context, Plugin, PostBuildContext } from '../plugin-api.ts';
import type { LoadedSite } from '../load/state.ts';
import { runPostBuild } from './post-build.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-post-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ctx = { siteDir: root, command: 'build', config: { title: 'Site', tagline: 'A tagline' } } as unknown as Context;
const step = <T>(_name: string, run: () => Promise<T> | T) => Promise.resolve(run());
const siteOf = (plugins: Array<{ plugin: Plugin; content: unknown }>) => ({ plugins: plugins.map((entry) => ({ ...entry, routes: [], globalData: undefined })), routes: [], globalData: {}, outputs: [] }) as LoadedSite;

/** A plugin adding a section to the site's llms.txt. */
const sections: Plugin = { name: 'docs', postBuild: (post) => void post.llmsTxt.sections.push({ title: 'Docs', lines: ['- [Intro](https://x/intro)'] }) };

describe('runPostBuild', () => {
  it("shows each postBuild every plugin's loaded content, in the config's order", async () => {
    let seen: PostBuildContext['plugins'] | undefined;
    const reader: Plugin = { name: 'reader', postBuild: (post) => void (seen = post.plugins) };
    await runPostBuild(siteOf([{ plugin: { name: 'docs' }, content: { versions: [] } }, { plugin: reader, content: 7 }]), ctx, mkdtempSync(path.join(root, 'out-')), step);
    expect(seen).toEqual([
      { name: 'docs', content: { versions: [] } },
      { name: 'reader', content: 7 },
    ]);
  });

  it.each<[string, Plugin[], string | undefined, RegExp]>([
    ["writes llms.txt from the plugins' sections", [sections], undefined, /^# Site\n\n> A tagline\n\n## Docs\n/],
    ['keeps the llms.txt a postBuild wrote (a Docusaurus llms.txt plugin)', [sections, { name: 'llms', postBuild: (post) => writeFileSync(path.join(post.outDir, 'llms.txt'), 'from the plugin\n') }], undefined, /^from the plugin\n$/],
    ["keeps the site's own, which a static folder put there before", [sections], 'static\n', /^static\n$/],
  ])('%s', async (_, plugins, before, expected) => {
    const outDir = mkdtempSync(path.join(root, 'out-'));
    if (before !== undefined) writeFileSync(path.join(outDir, 'llms.txt'), before);
    await runPostBuild(siteOf(plugins.map((plugin) => ({ plugin, content: undefined }))), ctx, outDir, step);
    expect(readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toMatch(expected);
  });

  it('runs the postBuild of a plugin that reads the others\' output (postBuildLast) after theirs, the rest in order', async () => {
    const ran: string[] = [];
    const named = (name: string, last?: boolean): Plugin => ({ name, ...(last ? { postBuildLast: true } : {}), postBuild: () => void ran.push(name) });
    await runPostBuild(siteOf([named('pwa', true), named('blog'), named('sitemap')].map((plugin) => ({ plugin, content: undefined }))), ctx, mkdtempSync(path.join(root, 'out-')), step);
    expect(ran).toEqual(['blog', 'sitemap', 'pwa']);
  });

  it('writes no llms.txt when no plugin added a section', async () => {
    const outDir = mkdtempSync(path.join(root, 'out-'));
    await runPostBuild(siteOf([{ plugin: { name: 'quiet', postBuild: () => {} }, content: undefined }]), ctx, outDir, step);
    expect(existsSync(path.join(outDir, 'llms.txt'))).toBe(false);
  });
});
