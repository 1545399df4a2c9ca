/**
 * The config and module-loading side of "nothing lost, nothing leaked", through the real `folio`
 * CLI (child processes):
 *
 * - `url` must be an http(s) origin and `baseUrl` a clean path: anything else fails with the key,
 *   the file and its line (a harmless `baseUrl` spelling is normalised instead);
 * - a config may export the config, a function or async function returning it, or a promise;
 *   what such a function throws is reported at its line;
 * - a throw in `sidebars.ts` (top level or inside a function), or a package a config, a sidebars
 *   file or a page imports that is not installed, is reported at its line and column;
 * - a checkout nobody can write builds into a writable `--out-dir`, and a build writes nothing in
 *   the site outside its output and `node_modules/.cache/folio`.
 *
 * Every failure: exit code 1, one message, no stack trace, the previous build/ unchanged and no
 * temporary folder left behind. Each case works on its own copy of a site built once (tests/.tmp/).
 */
import { spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLI,
  copySite,
  describeRun,
  FIXTURES,
  hashTree,
  leftoverTempFolders,
  lineOf,
  readText,
  removeTempDirs,
  replaceIn,
  runFolio,
  snapshotOutput,
  stripAnsi,
  userCanRead,
  writeText,
  type CliResult,
  type OutputSnapshot,
} from './helpers.ts';

const BASIC = path.join(FIXTURES, 'basic');
const PLUGINS_LINE = "plugins: [markdownPages({ path: 'pages' })],";
const DOCS_PLUGINS_LINE = "plugins: [markdownPages({ path: 'pages' }), docs({ sidebarPath: 'sidebars.ts' })],";
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

/** The basic fixture, and the same with a docs plugin reading `sidebars.ts`, each built once. */
let basic: string;
let withDocs: string;

beforeAll(async () => {
  basic = copySite(BASIC, 'bad-config-template');
  withDocs = copySite(BASIC, 'bad-config-docs-template');
  replaceIn(withDocs, 'site.config.ts', "import { defineConfig, markdownPages } from '@folio/core';", "import { defineConfig, markdownPages } from '@folio/core';\nimport { docs } from '@folio/plugin-docs';");
  replaceIn(withDocs, 'site.config.ts', PLUGINS_LINE, DOCS_PLUGINS_LINE);
  writeText(withDocs, 'docs/intro.md', '# Intro\n\nThe docs.\n');
  writeText(withDocs, 'sidebars.ts', "export default { sidebar: ['intro'] };\n");
  for (const site of [basic, withDocs]) {
    const result = await runFolio(['build', site]);
    if (result.code !== 0) throw new Error(`building the good fixture failed:\n${describeRun(result)}`);
  }
});

afterAll(() => removeTempDirs());

interface Run {
  site: string;
  before: OutputSnapshot;
  result: CliResult;
}

/** Copy a built template, change it with `edit`, and run `folio build` on it. */
async function editAndBuild(label: string, edit: (site: string) => void, template: () => string = () => basic): Promise<Run> {
  const site = copySite(template(), `bad-config-${label}`, { withOutput: true });
  const before = snapshotOutput(path.join(site, 'build'));
  edit(site);
  const result = await runFolio(['build', site]);
  return { site, before, result };
}

function expectCleanFailure(run: Run): void {
  const { result, site, before } = run;
  const report = describeRun(result);
  expect(result.timedOut, `folio did not exit (a hang)\n${report}`).toBe(false);
  expect(result.code, report).toBe(1);
  expect(result.stderr, report).toContain('[folio] error:');
  expect(result.stderr.match(/\[folio\] error:/g), `one error message\n${report}`).toHaveLength(1);
  expect(result.stderr, `a stack trace instead of a message\n${report}`).not.toMatch(STACK_FRAME);
  const after = snapshotOutput(path.join(site, 'build'));
  expect(after.indexHtml.equals(before.indexHtml), 'build/index.html changed').toBe(true);
  expect(after.files, 'build/ changed').toEqual(before.files);
  expect(leftoverTempFolders(site), 'temporary output folders left behind').toEqual([]);
}

function expectSuccess(run: Run): string {
  expect(run.result.code, describeRun(run.result)).toBe(0);
  return readFileSync(path.join(run.site, 'build', 'index.html'), 'utf8');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `file:line:column` in stderr (the file's path relative to the site, any prefix before it). */
function location(file: string, line: number, column?: number): RegExp {
  return new RegExp(`(^|[\\s/(])${escape(file)}:${line}${column === undefined ? '(:\\d+)?' : `:${column}`}(?!\\d)`, 'm');
}

/** The code-frame line of `line` (marked with `>`) showing `text`. */
function frameLine(line: number, text: string): RegExp {
  return new RegExp(`^>\\s*${line} \\| .*${escape(text)}`, 'm');
}

/** Replace the whole default export of site.config.ts with `exported` (source text). */
function exportConfig(site: string, exported: string): void {
  writeText(
    site,
    'site.config.ts',
    [
      "import { defineConfig, markdownPages } from '@folio/core';",
      '',
      "const config = defineConfig({ title: 'Exported Later', url: 'https://basic.example.com', plugins: [markdownPages({ path: 'pages' })] });",
      '',
      `export default ${exported};`,
      '',
    ].join('\n'),
  );
}

describe.concurrent('`url` and `baseUrl`', () => {
  const refused: Array<[label: string, key: 'url' | 'baseUrl', value: string, message: RegExp]> = [
    ['url-javascript', 'url', 'javascript:alert(1)', /`url`: must be an http\(s\) URL such as https:\/\/docs\.example\.com, not a "javascript:" URL/],
    ['url-data', 'url', 'data:text/html,hi', /`url`: must be an http\(s\) URL .*not a "data:" URL/],
    ['url-no-host', 'url', 'https:///', /`url`: must be an absolute URL with a host/],
    ['url-relative', 'url', '/docs', /`url`: must be an absolute URL with a host/],
    ['url-sub-path', 'url', 'https://basic.example.com/docs/', /`url`: must not contain a path like "\/docs\/"; put the path in `baseUrl`/],
    ['url-credentials', 'url', 'https://me:secret@basic.example.com', /`url`: must not contain a user name or password/],
    ['base-dot-dot', 'baseUrl', '/../../x/', /`baseUrl`: must be a path such as '\/' or '\/docs\/'; it has a "\.\." segment/],
    ['base-encoded-dot-dot', 'baseUrl', '/docs/%2e%2e/', /`baseUrl`: .*it has a "%2e%2e" segment/],
    ['base-protocol-relative', 'baseUrl', '//evil.example/', /`baseUrl`: .*it has an empty segment \("\/\/"\)/],
    ['base-backslash', 'baseUrl', '/docs\\\\x/', /`baseUrl`: .*it contains a backslash/],
    ['base-query', 'baseUrl', '/docs/?v=1', /`baseUrl`: .*it contains a query/],
    ['base-fragment', 'baseUrl', '/docs/#x', /`baseUrl`: .*it contains a fragment/],
    ['base-control', 'baseUrl', '/docs\\u0007/', /`baseUrl`: .*U\+0007/],
    ['base-url', 'baseUrl', 'https://evil.example/', /`baseUrl`: must be a path .*not a URL/],
  ];

  for (const [label, key, value, message] of refused) {
    it(`${key}: ${JSON.stringify(value)} is refused at its line`, async () => {
      const run = await editAndBuild(label, (site) => {
        const current = key === 'url' ? "url: 'https://basic.example.com'," : "baseUrl: '/',";
        // The value as source text: a JavaScript string literal.
        replaceIn(site, 'site.config.ts', current, `${key}: '${value}',`);
      });
      expectCleanFailure(run);
      const line = lineOf(run.site, 'site.config.ts', `${key}: '`);
      expect(run.result.stderr).toMatch(location('site.config.ts', line, 3));
      expect(run.result.stderr).toMatch(message);
      expect(run.result.stderr).toMatch(frameLine(line, `${key}: '`));
    });
  }

  it("baseUrl: 'guide' (no slashes) is normalised to /guide/, as in Docusaurus", async () => {
    const run = await editAndBuild('base-normalised', (site) => replaceIn(site, 'site.config.ts', "baseUrl: '/',", "baseUrl: 'guide',"));
    const html = expectSuccess(run);
    expect(html).toMatch(/(src|href)="\/guide\/assets\//);
    expect(html).not.toMatch(/(src|href)="\/assets\//);
  });

  it("url: 'HTTPS://Basic.Example.com:443/' becomes the origin https://basic.example.com in canonical links and the sitemap", async () => {
    const run = await editAndBuild('url-normalised', (site) =>
      replaceIn(site, 'site.config.ts', "url: 'https://basic.example.com',", "url: 'HTTPS://Basic.Example.com:443/',"),
    );
    const html = expectSuccess(run);
    expect(html).toContain('href="https://basic.example.com/"');
    expect(readFileSync(path.join(run.site, 'build', 'sitemap.xml'), 'utf8')).toContain('<loc>https://basic.example.com/</loc>');
  });
});

describe.concurrent('what a config exports', () => {
  for (const [label, exported] of [
    ['a promise', 'Promise.resolve(config)'],
    ['a function', '() => config'],
    ['an async function', 'async function createConfig() {\n  await new Promise((resolve) => setTimeout(resolve, 5));\n  return config;\n}'],
  ] as const) {
    it(`${label} giving the config builds`, async () => {
      const run = await editAndBuild(`export-${label}`, (site) => exportConfig(site, exported));
      expect(expectSuccess(run)).toContain('Exported Later');
    });
  }

  it('an async function that throws: its line and column, and what it threw', async () => {
    const run = await editAndBuild('export-async-throws', (site) =>
      exportConfig(site, "async function createConfig() {\n  await null;\n  if (config) throw new Error('no config today');\n  return config;\n}"),
    );
    expectCleanFailure(run);
    const line = lineOf(run.site, 'site.config.ts', 'no config today');
    expect(run.result.stderr).toMatch(location('site.config.ts', line, 21));
    expect(run.result.stderr).toContain('the config function failed: no config today');
    expect(run.result.stderr).toMatch(frameLine(line, "throw new Error('no config today')"));
  });

  it('a promise that rejects: its line, and the rejection', async () => {
    const run = await editAndBuild('export-promise-rejects', (site) =>
      exportConfig(site, "new Promise((resolve, reject) => setTimeout(() => reject(new Error('rejected later')), 5))"),
    );
    expectCleanFailure(run);
    expect(run.result.stderr).toMatch(location('site.config.ts', lineOf(run.site, 'site.config.ts', 'rejected later')));
    expect(run.result.stderr).toContain('the config promise was rejected: rejected later');
  });

  it('a function that gives no object says what it gave', async () => {
    const run = await editAndBuild('export-function-nothing', (site) => exportConfig(site, '() => { void config; }'));
    expectCleanFailure(run);
    expect(run.result.stderr).toMatch(/site\.config\.ts - the config file must `export default defineConfig\(\{\.\.\.\}\)` \(or a function or promise giving it\); it gave nothing/);
  });
});

describe.concurrent('throws and missing packages while loading site modules', () => {
  it('sidebars.ts throwing at its top level: sidebars.ts, line and column', async () => {
    const run = await editAndBuild(
      'sidebars-top-level',
      (site) => writeText(site, 'sidebars.ts', "const ready: boolean = true;\n\nif (ready) throw new Error('sidebar top-level boom');\nexport default { sidebar: ['intro'] };\n"),
      () => withDocs,
    );
    expectCleanFailure(run);
    expect(run.result.stderr).toMatch(location('sidebars.ts', 3, 18));
    expect(run.result.stderr).toContain('sidebar top-level boom');
    expect(run.result.stderr).toContain('the sidebars file failed to load');
    // A code frame with a caret under the throw.
    expect(run.result.stderr).toMatch(/> 3 \| if \(ready\) throw new Error/);
  });

  it('sidebars.ts throwing inside a function it calls: the line of the throw in the function', async () => {
    const run = await editAndBuild(
      'sidebars-in-function',
      (site) =>
        writeText(
          site,
          'sidebars.ts',
          [
            "type Item = string | { type: 'doc'; id: string };",
            '',
            'function itemsOf(names: string[]): Item[] {',
            '  return names.map((name) => {',
            "    if (name === 'oops') throw new RangeError(`unknown doc ${name}`);",
            '    return name;',
            '  });',
            '}',
            '',
            "export default { sidebar: itemsOf(['intro', 'oops']) };",
            '',
          ].join('\n'),
        ),
      () => withDocs,
    );
    expectCleanFailure(run);
    expect(run.result.stderr).toMatch(location('sidebars.ts', 5, 32));
    expect(run.result.stderr).toContain('unknown doc oops');
  });

  it('a package the config imports that is not installed: the line and column of the import', async () => {
    const run = await editAndBuild('config-missing-package', (site) =>
      replaceIn(site, 'site.config.ts', "import { defineConfig, markdownPages } from '@folio/core';", "import { defineConfig, markdownPages } from '@folio/core';\nimport extra from 'folio-plugin-not-installed';\nvoid extra;"),
    );
    expectCleanFailure(run);
    expect(run.result.stderr).toMatch(location('site.config.ts', 2, 19));
    expect(run.result.stderr).toContain("Cannot find package 'folio-plugin-not-installed': is it installed?");
    expect(run.result.stderr).not.toMatch(/\.mjs\b/); // not the name of the temporary bundle
  });

  it('a package an MDX page imports that is not installed: the page, the line and column of the import', async () => {
    const run = await editAndBuild('mdx-missing-package', (site) => {
      writeText(
        site,
        'pages/guides/second.mdx',
        [
          readText(site, 'pages/guides/second.mdx'),
          '',
          'A code sample first, which is not the import:',
          '',
          '```js',
          "import Chart from 'chart-lib-not-installed';",
          '```',
          '',
          "import Chart from 'chart-lib-not-installed';",
          '',
          '<Chart />',
          '',
        ].join('\n'),
      );
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    const lines = readText(run.site, 'pages/guides/second.mdx').split('\n');
    const line = lines.lastIndexOf("import Chart from 'chart-lib-not-installed';") + 1;
    expect(stderr).toMatch(location('pages/guides/second.mdx', line, 19));
    expect(stderr).toContain(`Could not resolve 'chart-lib-not-installed': the package "chart-lib-not-installed" is not installed`);
    expect(stderr).toMatch(frameLine(line, "import Chart from 'chart-lib-not-installed';"));
    expect(stderr).toContain('hint: install it in the site');
  });
});

/** The site's files, outside its output and its cache. */
function siteTree(site: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(hashTree(site)).filter(([file]) => !file.startsWith('build/') && !file.startsWith('node_modules/.cache/folio/')),
  );
}

describe('a checkout nobody may write', () => {
  it('a build writes nothing in the site outside build/ and node_modules/.cache/folio (no bundle beside site.config.ts or sidebars.ts)', async () => {
    const site = copySite(withDocs, 'bad-config-no-stray-files');
    const before = siteTree(site);
    const result = await runFolio(['build', site]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(siteTree(site)).toEqual(before);
    expect(readdirSync(site).sort()).toEqual([...readdirSync(withDocs).filter((name) => name !== 'build' && name !== 'node_modules'), 'build', 'node_modules'].sort());
  });

  // Root ignores file permissions, so the build runs as "nobody" (uid 65534): the site and the
  // repository are then read-only to it, and only the output folder and TMPDIR are its own.
  it.runIf(userCanRead(65534, CLI))('builds into a writable --out-dir, with the cache in the temporary folder, and leaves the site as it was', async () => {
    const site = copySite(withDocs, 'bad-config-read-only');
    // The compiled packages are brought up to date by root first (nobody cannot write dist/).
    const warm = await runFolio(['build', site, '--out-dir', path.join(site, 'build')]);
    expect(warm.code, describeRun(warm)).toBe(0);
    rmSync(path.join(site, 'node_modules'), { recursive: true, force: true });
    rmSync(path.join(site, 'build'), { recursive: true, force: true });
    const before = hashTree(site);
    const own = mkdtempSync(path.join(os.tmpdir(), 'folio-read-only-'));
    try {
      chownSync(own, 65534, 65534);
      const outDir = path.join(own, 'out');
      const result = await runAs(65534, ['build', site, '--out-dir', outDir], { TMPDIR: own });
      expect(result.code, describeRun(result)).toBe(0);
      expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('Basic Site');
      expect(readFileSync(path.join(outDir, 'docs', 'intro', 'index.html'), 'utf8')).toContain('The docs.');
      expect(hashTree(site), 'the read-only site changed').toEqual(before);
      // The cache went to TMPDIR (a private folder); no bundle of site.config.ts or sidebars.ts is left.
      expect(readdirSync(own)).toContain('folio-cache-65534');
      expect(readdirSync(own).filter((name) => name.startsWith('folio-site-module-'))).toEqual([]);
      const bundles = Object.keys(hashTree(own)).filter((file) => /(site\.config|sidebars)\.ts\..*\.mjs$/.test(file));
      expect(bundles).toEqual([]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

/** `folio ...args` as another user (the caller must be root). */
function runAs(uid: number, args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, FOLIO_QUIET: '1', ...env };
    for (const key of Object.keys(childEnv)) if (key.startsWith('VITEST') || key === 'NODE_ENV' || key === 'FORCE_COLOR') delete childEnv[key];
    const child = spawn(process.execPath, [CLI, ...args], { cwd: os.tmpdir(), env: childEnv, uid, gid: uid, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, rawStderr: stderr, stderr: stripAnsi(stderr), timedOut: signal === 'SIGKILL', ms: 0 });
    });
  });
}
