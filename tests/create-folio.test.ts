/**
 * `npm create folio` end to end, as a user meets it: every package packed, the packed
 * create-folio's bin run in an empty folder outside the repository, the Folio tarballs installed
 * into the new site with npm (react from the registry, or npm's cache when warm), then
 * `npm run build` and `npm start` there.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmEnv, packAll, packedManifest, requireNpmRegistry, run } from './packed.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-create-'));
const siteDir = path.join(root, 'work/my-site');
let tarballs: Map<string, string>;

beforeAll(async () => {
  const packed = await packAll(path.join(root, 'packs'));
  tarballs = new Map(packed.map((tarball) => [packedManifest(tarball).name, tarball]));
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `url` until it answers, for at most `ms`; its status. */
async function firstAnswer(url: string, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return (await fetch(url)).status;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const page = (route: string) => readFileSync(path.join(siteDir, 'build', route, 'index.html'), 'utf8');

describe('npm create folio, from the packed tarballs', () => {
  it('the packed bin makes a site in an empty folder, naming Folio packages the tarballs satisfy', async () => {
    const tools = path.join(root, 'tools');
    mkdirSync(tools);
    await run('npm', ['install', '--no-audit', '--no-fund', '--offline', tarballs.get('create-folio')!], { cwd: tools, env: npmEnv(), timeout: 60_000 });
    mkdirSync(path.dirname(siteDir));
    const created = await run(process.execPath, [path.join(tools, 'node_modules/create-folio/bin/create-folio.mjs'), 'my-site'], { cwd: path.dirname(siteDir) });
    expect(created.stdout).toContain('Created "My Site" in my-site/');
    expect(existsSync(path.join(siteDir, '.gitignore'))).toBe(true);

    const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
    const folio = Object.keys(manifest.dependencies).filter((name) => name.startsWith('@folio/'));
    expect(folio.length).toBeGreaterThan(0);
    for (const name of folio) expect(manifest.dependencies[name], name).toBe(`^${packedManifest(tarballs.get(name)!).version}`);
  }, 90_000);

  it('installs, builds every kind of page without a warning, and serves in dev', async () => {
    await requireNpmRegistry();
    const folio = Object.keys(JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')).dependencies).filter((name) => name.startsWith('@folio/'));
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...folio.map((name) => tarballs.get(name)!)], { cwd: siteDir, env: npmEnv(), timeout: 180_000 });

    const build = await run('npm', ['run', 'build'], { cwd: siteDir, env: npmEnv(), timeout: 120_000 });
    expect(build.stdout).toMatch(/built \d+ pages/);
    // npm's own notices (about the machine's npm config) aside, the build says nothing on stderr.
    const folioErrors = build.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm '));
    expect(folioErrors).toEqual([]);
    // The home page (React, its CSS module), both docs versions, the API pages of each, the blog.
    expect(page('')).toMatch(/<h1 class="_title_\w+">My Site<\/h1>/);
    expect(page('docs/intro')).toContain('Getting started');
    expect(page('docs/next/whats-new')).toContain('only in the next version');
    expect(existsSync(path.join(siteDir, 'build/docs/whats-new'))).toBe(false);
    expect(page('docs/api/list-notes')).toContain('List notes');
    expect(page('docs/next/api/list-labels')).toContain('List labels');
    expect(existsSync(path.join(siteDir, 'build/docs/api/list-labels'))).toBe(false);
    expect(page('blog')).toContain('Version 1.0 is out');
    expect(page('blog/2025/04/10/release-1-0')).toContain('frozen with it');
    expect(page('blog/tags/releases')).toContain('Version 1.0 is out');
    expect(page('blog/authors/sam')).toContain('Sam Rivera');
    expect(readdirSync(path.join(siteDir, 'build/blog'))).toEqual(expect.arrayContaining(['rss.xml', 'atom.xml', 'feed.json']));
    const sitemap = readFileSync(path.join(siteDir, 'build/sitemap.xml'), 'utf8');
    for (const route of ['/', '/docs/intro', '/docs/next/intro', '/docs/api/notes-api', '/blog', '/blog/tags/writing']) {
      expect(sitemap).toContain(`<loc>https://example.com${route}</loc>`);
    }

    const port = await freePort();
    const dev = spawn('npm', ['start', '--', '--port', String(port)], { cwd: siteDir, env: npmEnv(), detached: true, stdio: 'ignore' });
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    try {
      expect(await firstAnswer(`http://127.0.0.1:${port}/`, 60_000)).toBe(200);
    } finally {
      // npm runs the server in a child of its own: stop the whole group, and wait before the folder goes.
      if (dev.exitCode === null) process.kill(-dev.pid!, 'SIGTERM');
      await exited;
    }
  }, 300_000);
});
