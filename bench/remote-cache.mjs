#!/usr/bin/env node
/**
 * What the remote cache saves a second machine: one synthetic docs corpus (bench/generate.mjs,
 * --pages, default 1000), with a share of its pages made MDX (--mdx, default 0.2: an expression
 * and a component each, so they take @mdx-js/mdx), built
 *   1. cold, no remote cache (the baseline);
 *   2. cold, with an empty remote cache (what uploading costs);
 *   3. in another folder with no local cache, the remote cache warm (a second machine);
 *   4. in the first folder again, its local caches warm, no remote cache (a developer's rebuild);
 *   5. the second machine after a one-page edit, the remote cache warm.
 * The server is ducktors' turborepo-remote-cache from npm (--server-version), installed into
 * bench/.work/remote-cache/server and started on a free port with local storage. Each row is
 * --runs builds (median), each run against a fresh copy of the site and a fresh storage.
 *
 * CLI: node bench/remote-cache.mjs [--pages 1000] [--mdx 0.2] [--runs 1] [--server-version 2.12.0]
 */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCorpus, writeFolioSite } from './generate.mjs';
import { ROOT, runMain, startFolio } from './lib/processes.mjs';
import { formatTable, kbToMB, median, round } from './lib/stats.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    mdx: { type: 'string', default: '0.2' },
    runs: { type: 'string', default: '1' },
    'server-version': { type: 'string', default: '2.12.0' },
  },
});
const pages = Number(values.pages);
const mdxShare = Number(values.mdx);
const runs = Number(values.runs);
const WORK = path.join(ROOT, 'bench/.work/remote-cache');
const TOKEN = 'bench-token';

/** Every n-th Markdown page of `dir` given an MDX expression and a component (a share `mdxShare` of them). */
function makeMdx(dir) {
  const files = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.md')) files.push(file);
    }
  };
  walk(path.join(dir, 'docs'));
  const every = Math.max(1, Math.round(1 / mdxShare));
  files.forEach((file, index) => {
    if (index % every !== 0) return;
    appendFileSync(file, `\nexport const depth = ${index % 7} + 3;\n\n<details><summary>Depth</summary>The default depth is {depth * 2} metres.</details>\n`);
  });
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(storage) {
  const dir = path.join(WORK, 'server');
  const cli = path.join(dir, 'node_modules/turborepo-remote-cache/dist/cli.js');
  if (!existsSync(cli)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `turborepo-remote-cache@${values['server-version']}`], { cwd: dir, stdio: 'inherit' });
  }
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', TURBO_TOKEN: TOKEN, STORAGE_PROVIDER: 'local', STORAGE_PATH: storage, STORAGE_PATH_USE_TMP_FOLDER: 'false', TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'on', LOG_LEVEL: 'error' };
  const child = spawn(process.execPath, [cli], { env, stdio: 'ignore' });
  const api = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (await fetch(`${api}/v8/artifacts/status`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((response) => response.ok, () => false)) break;
    if (tries > 100) throw new Error('the remote cache server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { api, stop: () => child.kill() };
}

async function build(dir, env) {
  const run = startFolio(['build', dir], { env });
  const { code, wallMs } = await run.exited;
  if (code !== 0) throw new Error(`folio build failed in ${dir}:\n${run.output.slice(-3000)}`);
  const step = (name) => Number(new RegExp(`${name}\\s+(\\d+) ms`).exec(run.output)?.[1]);
  return {
    wallMs,
    peakKB: run.reported()?.maxRssKB ?? run.treePeakKB(),
    compileMs: step('compile pages'),
    prerenderMs: step('prerender'),
    remote: /remote cache: ([^\n]*)/.exec(run.output)?.[1] ?? '',
  };
}

async function main() {
  const template = path.join(WORK, 'template');
  rmSync(template, { recursive: true, force: true });
  writeFolioSite({ dir: template, corpus: createCorpus({ pages }) });
  makeMdx(template);
  const samples = new Map();
  const add = (row, sample) => samples.set(row, [...(samples.get(row) ?? []), sample]);
  for (let run = 0; run < runs; run++) {
    const storage = path.join(WORK, `storage-${run}`);
    rmSync(storage, { recursive: true, force: true });
    mkdirSync(path.join(storage, 'bench'), { recursive: true });
    const server = await startServer(storage);
    try {
      const remote = { TURBO_API: server.api, TURBO_TOKEN: TOKEN, TURBO_TEAM: 'bench', TURBO_REMOTE_CACHE_SIGNATURE_KEY: 'bench-secret' };
      const copy = (name) => {
        const dir = path.join(WORK, name);
        rmSync(dir, { recursive: true, force: true });
        cpSync(template, dir, { recursive: true });
        return dir;
      };
      add('1. cold, no remote cache', await build(copy('baseline'), {}));
      const first = copy('first');
      add('2. cold, remote cache empty (uploads)', await build(first, remote));
      const second = copy('second');
      add('3. another folder, no local cache, remote warm', await build(second, remote));
      add('4. first folder again, local caches warm, no remote', await build(first, {}));
      const edited = copy('edited');
      const page = readdirSync(path.join(edited, 'docs')).find((name) => name.endsWith('.md'));
      appendFileSync(path.join(edited, 'docs', page), '\nOne more sentence.\n');
      add('5. another folder, one page edited, remote warm', await build(edited, remote));
    } finally {
      server.stop();
    }
  }
  const baseline = median(samples.get('1. cold, no remote cache').map((s) => s.wallMs));
  const rows = [...samples].map(([name, list]) => ({
    name,
    wall: median(list.map((s) => s.wallMs)),
    compile: median(list.map((s) => s.compileMs)),
    prerender: median(list.map((s) => s.prerenderMs)),
    peak: median(list.map((s) => s.peakKB)),
    remote: list[0].remote,
  }));
  console.log(
    '\n' +
      formatTable(
        `folio build, ${pages} docs pages (${Math.round(mdxShare * 100)} % MDX), median of ${runs}`,
        [
          { title: 'build', get: (r) => r.name },
          { title: 'wall s', get: (r) => round(r.wall / 1000, 2) },
          { title: 'vs cold', get: (r) => round(r.wall / baseline, 2) },
          { title: 'compile ms', get: (r) => r.compile },
          { title: 'prerender ms', get: (r) => r.prerender },
          { title: 'peak MB', get: (r) => kbToMB(r.peak) },
          { title: 'remote cache', get: (r) => r.remote },
        ],
        rows,
      ),
  );
}

runMain(main);
