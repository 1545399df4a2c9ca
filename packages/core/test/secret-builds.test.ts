/**
 * Files that look like secrets are never published (issue 27, class 1), through the real `folio`
 * CLI: each case copies a built fixture, adds a way for a secret to reach build/ (a link in
 * static/ whose target is `.env` or `.git/config`, a static folder that is a link to a folder
 * holding `.git/`, a page's link to `./.env`, a page that is itself a link to `.git/config`), and checks the build fails with exit 1, one message
 * naming the link and its target (or the page and line), no stack trace, build/ byte for byte as
 * before, and the secret's bytes nowhere in it. `allowedSecretFiles` publishes a named file, and
 * a bad entry of it is refused naming the key. The rule itself is tested in secret-files.test.ts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copySite,
  describeRun,
  FIXTURES,
  leftoverTempFolders,
  removeTempDirs,
  replaceIn,
  runFolio,
  snapshotOutput,
  writeText,
  type CliResult,
  type OutputSnapshot,
} from './helpers.ts';

const BASIC = path.join(FIXTURES, 'basic');
const SECRET = 'FOLIO-SECRET-3b9e1c';
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

let template: { dir: string; output: OutputSnapshot };

beforeAll(async () => {
  const dir = copySite(BASIC, 'secret-builds-template');
  const result = await runFolio(['build', dir], { timeoutMs: 120_000 });
  if (result.code !== 0) throw new Error(`building the fixture failed:\n${describeRun(result)}`);
  template = { dir, output: snapshotOutput(path.join(dir, 'build')) };
}, 150_000);

afterAll(() => removeTempDirs());

interface Run {
  site: string;
  before: OutputSnapshot;
  result: CliResult;
}

/** The built fixture with a .env and a .git/config holding SECRET, changed by `edit`, built again. */
async function buildChanged(label: string, edit: (site: string) => void): Promise<Run> {
  const site = copySite(template.dir, `secret-builds-${label}`, { withOutput: true });
  const before = snapshotOutput(path.join(site, 'build'));
  writeText(site, '.env', `TOKEN=${SECRET}\n`);
  writeText(site, '.git/config', `[remote]\n  token = ${SECRET}\n`);
  edit(site);
  const result = await runFolio(['build', site], { timeoutMs: 90_000 });
  return { site, before, result };
}

function link(site: string, at: string, target: string): void {
  mkdirSync(path.dirname(path.join(site, at)), { recursive: true });
  symlinkSync(target, path.join(site, at));
}

/** Files of build/ holding SECRET. */
function leaked(site: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (readFileSync(full).includes(SECRET)) found.push(path.relative(site, full));
    }
  };
  if (existsSync(path.join(site, 'build'))) visit(path.join(site, 'build'));
  return found;
}

function expectRefused(run: Run, message: RegExp): void {
  const report = describeRun(run.result);
  expect(run.result.code, report).toBe(1);
  expect(run.result.stderr, report).toMatch(message);
  expect(run.result.stderr.match(/\[folio\] error:/g), report).toHaveLength(1);
  expect(run.result.stderr, 'a stack trace instead of a message').not.toMatch(STACK_FRAME);
  expect(snapshotOutput(path.join(run.site, 'build')).files, 'build/ changed').toEqual(run.before.files);
  expect(leaked(run.site)).toEqual([]);
  expect(leftoverTempFolders(run.site)).toEqual([]);
}

describe.concurrent('a secret reached through static/ or a page fails the build', () => {
  it('static/env.txt -> ../.env names the link and its target', async () => {
    const run = await buildChanged('env-link', (site) => link(site, 'static/env.txt', '../.env'));
    expectRefused(run, /static\/env\.txt is a symbolic link to \.\.\/\.env \(\.env\), which looks like a secret \(\.env\)/);
    expect(run.result.stderr).toMatch(/allowedSecretFiles/);
  });

  it('static/gitconfig -> ../.git/config names the link and its target', async () => {
    const run = await buildChanged('git-link', (site) => link(site, 'static/gitconfig', '../.git/config'));
    expectRefused(run, /static\/gitconfig is a symbolic link to \.\.\/\.git\/config \(\.git\/config\), which looks like a secret \(\.git\)/);
  });

  it('a second static folder that is a link to a folder holding .git/', async () => {
    const run = await buildChanged('static-dir-link', (site) => {
      writeText(site, 'vendor/site-files/hello.txt', 'hello');
      writeText(site, 'vendor/site-files/.git/config', SECRET);
      link(site, 'public', 'vendor/site-files');
      replaceIn(site, 'site.config.ts', "baseUrl: '/',", "baseUrl: '/',\n  staticDirectories: ['static', 'public'],");
    });
    expectRefused(run, /public\/\.git\/config looks like a secret \(public\/\.git\) \(read through public, a symbolic link to vendor\/site-files\)/);
  });

  it('a page linking ./.env names the page and line', async () => {
    const run = await buildChanged('page-env', (site) => {
      writeText(site, 'pages/.env', `TOKEN=${SECRET}\n`);
      writeText(site, 'pages/leak.md', '# Leak\n\nSee [the settings](./.env).\n');
    });
    expectRefused(run, /pages\/leak\.md:3.*"\.\/\.env" cannot be published: pages\/\.env looks like a secret/s);
  });

  it('a page that is a link to .git/config names the link and its target', async () => {
    const run = await buildChanged('page-link', (site) => link(site, 'pages/notes.md', '../.git/config'));
    expectRefused(run, /pages\/notes\.md is a symbolic link to \.\.\/\.git\/config \(\.git\/config\), which looks like a secret \(\.git\)/);
  });

  it('a page importing ../.env?raw names the page and the file', async () => {
    const run = await buildChanged('import-env', (site) => {
      writeText(site, 'pages/leak.mdx', "import env from '../.env?raw';\n\n# Leak\n\n<pre>{env}</pre>\n");
    });
    expectRefused(run, /pages\/leak\.mdx imports \.env, which looks like a secret \(\.env\): Folio never publishes/);
  });

  it('a page importing a link with an innocent name whose target is .git/config', async () => {
    const run = await buildChanged('import-link', (site) => {
      link(site, 'notes.txt', '.git/config');
      writeText(site, 'pages/leak.mdx', "import notes from '../notes.txt?raw';\n\n# Leak\n\n<pre>{notes}</pre>\n");
    });
    // The bundler reads the module at its real path: the message names where the link leads.
    expectRefused(run, /pages\/leak\.mdx imports \.git\/config, which looks like a secret \(\.git\)/);
  });

  it('a bad allowedSecretFiles entry is refused naming the key', async () => {
    const run = await buildChanged('allow-bad', (site) => {
      replaceIn(site, 'site.config.ts', "baseUrl: '/',", "baseUrl: '/',\n  allowedSecretFiles: ['../.env'],");
    });
    expectRefused(run, /allowedSecretFiles.*leads out of the site folder/s);
  });
});

describe('what is meant to be public builds', () => {
  it('.nojekyll, .well-known/ and a key allowedSecretFiles names are published; the same key without it is refused', async () => {
    const edit = (site: string) => {
      writeText(site, 'static/.nojekyll', '');
      writeText(site, 'static/.well-known/security.txt', 'Contact: mailto:security@example.com\n');
      writeText(site, 'static/.well-known/pgp-key.asc', 'PUBLIC KEY BLOCK\n');
    };
    const refused = await buildChanged('allow-missing', edit);
    expectRefused(refused, /static\/\.well-known\/pgp-key\.asc looks like a secret/);

    const run = await buildChanged('allow', (site) => {
      edit(site);
      replaceIn(site, 'site.config.ts', "baseUrl: '/',", "baseUrl: '/',\n  allowedSecretFiles: ['static/.well-known/pgp-key.asc'],");
    });
    expect(run.result.code, describeRun(run.result)).toBe(0);
    const out = path.join(run.site, 'build');
    expect(readFileSync(path.join(out, '.well-known/pgp-key.asc'), 'utf8')).toBe('PUBLIC KEY BLOCK\n');
    expect(existsSync(path.join(out, '.nojekyll'))).toBe(true);
    expect(existsSync(path.join(out, '.well-known/security.txt'))).toBe(true);
    expect(leaked(run.site)).toEqual([]);
  }, 200_000);
});
