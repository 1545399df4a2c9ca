/**
 * The package managers a site may be installed with, as tests/package-managers.test.ts drives them:
 * npm, pnpm (its default isolated node_modules), yarn classic and yarn berry with the
 * node-modules linker. npm and pnpm are the machine's; the two yarns are downloaded from the npm
 * registry at test time, once per machine and version, into node_modules/.cache/ (never
 * committed). Every one reaches only the npm registry npm is configured with.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../packages/core/test/helpers.ts';
import { npmEnv } from './packed.ts';

const run = promisify(execFile);

export const YARN_CLASSIC_VERSION = '1.22.22';
export const YARN_BERRY_VERSION = '4.18.1';

export type ManagerName = 'npm' | 'pnpm' | 'yarn' | 'yarn-berry';

export interface Manager {
  name: ManagerName;
  /** The command and arguments that run this package manager with `args`. */
  command(args: string[]): [string, string[]];
  /** `add` of `specs` as devDependencies: the one line the README gives. */
  addDev(specs: string[]): string[];
  /** Installs what package.json names (an existing site's own install). */
  install(): string[];
  /** Runs a binary of an installed package (`folio build`). */
  exec(args: string[]): string[];
  /** Files a project of this manager has before its first install. */
  projectFiles: Record<string, string>;
  env: NodeJS.ProcessEnv;
}

/** The registry npm uses, which every package manager here is pointed at. */
async function npmRegistry(): Promise<string> {
  const { stdout } = await run('npm', ['config', 'get', 'registry'], { env: npmEnv() });
  return stdout.trim() || 'https://registry.npmjs.org/';
}

/** `spec` installed with npm into node_modules/.cache/<folder>; the installed package's folder. */
async function cachedTool(folder: string, spec: string, name: string): Promise<string> {
  const dir = path.join(REPO_ROOT, 'node_modules', '.cache', folder);
  const done = path.join(dir, '.installed');
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
    await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', spec], { cwd: dir, env: npmEnv(), timeout: 180_000 });
    writeFileSync(done, `${spec}\n`);
  }
  return path.join(dir, 'node_modules', name);
}

/** The four package managers, the yarns downloaded first if this machine has not got them. */
export async function packageManagers(): Promise<Record<ManagerName, Manager>> {
  const registry = await npmRegistry();
  const base = npmEnv();
  const classic = path.join(await cachedTool(`folio-yarn-${YARN_CLASSIC_VERSION}`, `yarn@${YARN_CLASSIC_VERSION}`, 'yarn'), 'bin/yarn.js');
  const berry = path.join(await cachedTool(`folio-yarn-${YARN_BERRY_VERSION}`, `@yarnpkg/cli-dist@${YARN_BERRY_VERSION}`, '@yarnpkg/cli-dist'), 'bin/yarn.js');
  const node = (script: string) => (args: string[]): [string, string[]] => [process.execPath, [script, ...args]];
  return {
    npm: {
      name: 'npm',
      command: (args) => ['npm', args],
      addDev: (specs) => ['install', '--save-dev', '--no-audit', '--no-fund', '--prefer-offline', ...specs],
      install: () => ['install', '--no-audit', '--no-fund', '--prefer-offline'],
      exec: (args) => ['exec', '--no', '--', ...args],
      projectFiles: {},
      env: base,
    },
    pnpm: {
      name: 'pnpm',
      command: (args) => ['pnpm', args],
      addDev: (specs) => ['add', '--save-dev', ...specs],
      install: () => ['install'],
      exec: (args) => ['exec', ...args],
      projectFiles: {},
      env: { ...base, npm_config_registry: registry },
    },
    yarn: {
      name: 'yarn',
      command: node(classic),
      addDev: (specs) => ['add', '--dev', '--non-interactive', ...specs],
      install: () => ['install', '--non-interactive'],
      exec: (args) => ['run', ...args],
      projectFiles: {},
      env: { ...base, YARN_REGISTRY: registry },
    },
    'yarn-berry': {
      name: 'yarn-berry',
      command: node(berry),
      addDev: (specs) => ['add', '--dev', ...specs],
      install: () => ['install'],
      exec: (args) => ['run', ...args],
      // A berry project: its lockfile marks the project's root, node-modules as its linker.
      projectFiles: { 'yarn.lock': '', '.yarnrc.yml': 'nodeLinker: node-modules\nenableTelemetry: false\n' },
      env: { ...base, YARN_NPM_REGISTRY_SERVER: registry.replace(/\/$/, ''), YARN_ENABLE_IMMUTABLE_INSTALLS: 'false', YARN_ENABLE_PROGRESS_BARS: 'false' },
    },
  };
}

/** Runs `manager` with `args` in `cwd`; stdout and stderr. */
export async function runManager(manager: Manager, args: string[], cwd: string, timeout = 240_000): Promise<{ stdout: string; stderr: string }> {
  const [command, argv] = manager.command(args);
  try {
    return await run(command, argv, { cwd, env: manager.env, timeout, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as Error & { stdout?: string; stderr?: string };
    throw new Error(`${manager.name} ${args.join(' ')} failed in ${cwd}:\n${failed.stdout ?? ''}\n${failed.stderr ?? failed.message}`);
  }
}
