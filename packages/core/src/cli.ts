/** argv → build | dev | serve | clear | a plugin's command (such as docs:version). */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { cac } from 'cac';
import { cacheDir } from './io/cache-dir.ts';
import { loadConfig } from './config/config.ts';
import { FolioError, formatError } from './errors.ts';
import { configureLog, log } from './log.ts';
import { DEFAULT_SETTINGS, settingsFromEnv, type Settings } from './config/settings.ts';
import { closestMatches } from './client/closest.ts';
import type { Context } from './plugins/api.ts';

// Each command imports its own modules when it runs, so `folio serve` never loads Vite or MDX.

const BUILTIN = ['build', 'dev', 'serve', 'clear'];

function parsePort(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new FolioError(`--port must be a whole number from 0 to 65535, not "${String(value)}"`);
  }
  return port;
}

export async function runCli(argv: string[], settings: Settings = DEFAULT_SETTINGS): Promise<void> {
  configureLog(settings);
  const cli = cac('folio');
  cli.command('build [siteDir]', 'Build the site into static files').option('--out-dir <dir>', 'Output folder').action(
    async (siteDir: string | undefined, flags: { outDir?: string }) => {
      const { buildSite } = await import('./build/build.ts');
      await buildSite({ siteDir: siteDir ?? '.', outDir: flags.outDir, settings });
    },
  );
  cli
    .command('dev [siteDir]', 'Start the dev server with hot reload')
    .option('--port <port>', 'Port', { default: 3000 })
    .option('--host <host>', 'Host', { default: '127.0.0.1' })
    .action(async (siteDir: string | undefined, flags: { port?: unknown; host?: string }) => {
      const { startDev } = await import('./dev/dev.ts');
      await startDev({ siteDir: siteDir ?? '.', port: parsePort(flags.port), host: flags.host, settings });
    });
  cli
    .command('serve [siteDir]', 'Serve the built site')
    .option('--port <port>', 'Port', { default: 3000 })
    .option('--host <host>', 'Host', { default: '127.0.0.1' })
    .option('--dir <dir>', 'Folder to serve (default: the config outDir)')
    .action(async (siteDir: string | undefined, flags: { port?: unknown; host?: string; dir?: string }) => {
      const root = path.resolve(siteDir ?? '.');
      const config = await loadConfig(root);
      const { serveStatic } = await import('./serve/serve.ts');
      const server = await serveStatic({
        dir: path.resolve(root, flags.dir ?? config.outDir),
        baseUrl: config.baseUrl,
        port: parsePort(flags.port),
        host: flags.host,
      });
      log.info(`serving ${flags.dir ?? config.outDir} at ${server.url}`);
    });
  cli.command('clear [siteDir]', 'Remove the build output and caches').action(async (siteDir: string | undefined) => {
    const root = path.resolve(siteDir ?? '.');
    const config = await loadConfig(root);
    const { assertOutDirAllowed, baseSources, removeOutput, removeStaleTempDirs } = await import('./build/output-dir.ts');
    const out = { outDir: path.resolve(root, config.outDir), option: 'outDir', value: config.outDir };
    // Only a folder Folio may build into, and only if Folio wrote it (it holds the output marker).
    assertOutDirAllowed(out, { siteDir: root, sources: baseSources(root, config) });
    const removed = [...(removeOutput(out) ? [out.outDir] : []), ...removeStaleTempDirs(out.outDir).map((name) => path.join(path.dirname(out.outDir), name))];
    rmSync(cacheDir(root), { recursive: true, force: true });
    for (const dir of [...removed, cacheDir(root)]) log.info(`removed ${path.relative(process.cwd(), dir) || dir}`);
  });
  cli.help();
  cli.version('0.1.0');

  const command = argv[2];
  if (command && !command.startsWith('-') && !BUILTIN.includes(command)) {
    await runPluginCommand(command, argv.slice(3));
    return;
  }
  try {
    cli.parse(argv, { run: false });
  } catch (error) {
    throw cliError(error);
  }
  if (!cli.matchedCommand && !cli.options.help && !cli.options.version) {
    cli.outputHelp();
    return;
  }
  try {
    await cli.runMatchedCommand();
  } catch (error) {
    throw cliError(error);
  }
}

/** cac's own errors (unknown option, missing value) are usage errors: say them plainly. */
function cliError(error: unknown): unknown {
  if (error instanceof Error && error.name === 'CACError') {
    return new FolioError(error.message, { hint: 'run `folio --help` for the commands and their options' });
  }
  return error;
}

/** Commands contributed by plugins, e.g. `folio docs:version 1.0.0 [--site-dir dir]`. */
async function runPluginCommand(name: string, args: string[]): Promise<void> {
  // A near miss of a built-in command is a typo, whether or not there is a site here.
  const builtin = closestMatches(name, BUILTIN, 1)[0];
  if (builtin && !name.includes(':')) {
    throw new FolioError(`unknown command "${name}"; did you mean "${builtin}"?`, { hint: `commands: ${BUILTIN.join(', ')}` });
  }
  const siteFlag = args.indexOf('--site-dir');
  const siteDir = path.resolve(siteFlag === -1 ? '.' : (args[siteFlag + 1] ?? '.'));
  const rest = siteFlag === -1 ? args : args.filter((_, i) => i !== siteFlag && i !== siteFlag + 1);
  const config = await loadConfig(siteDir);
  const available = new Map<string, (args: string[], ctx: Context) => Promise<void>>();
  for (const plugin of config.plugins) for (const [key, run] of Object.entries(plugin.commands ?? {})) available.set(key, run);
  const run = available.get(name);
  if (!run) {
    const suggestion = closestMatches(name, [...BUILTIN, ...available.keys()], 1)[0];
    throw new FolioError(`unknown command "${name}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`, {
      hint: `commands: ${[...BUILTIN, ...available.keys()].join(', ')}`,
    });
  }
  await run(rest, { siteDir, config, command: 'command' });
}

export async function main(): Promise<void> {
  try {
    await runCli(process.argv, settingsFromEnv(process.env));
  } catch (error) {
    log.error(formatError(error));
    process.exitCode = 1;
    // Leave no server or worker running after a failure.
    setTimeout(() => process.exit(1), 50).unref();
  }
}
