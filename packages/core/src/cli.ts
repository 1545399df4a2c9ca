/**
 * argv → build | start (= dev) | serve | clear | write-heading-ids | migrate | write-translations |
 * translations (status, mark) | a plugin's command (such as
 * docs:version). The commands and flags are Docusaurus's, so a site's package.json scripts run
 * with `docusaurus` replaced by `folio`; flags Folio cannot honour are accepted with one warning
 * each (commands/docusaurus-flags.ts). Command bodies live in commands/.
 */
import { statSync } from 'node:fs';
import { cac } from 'cac';
import { FolioError, formatError } from './errors.ts';
import { cacheDir } from './io/cache-dir.ts';
import { configureLog, log } from './log.ts';
import { DEFAULT_SETTINGS, settingsFromEnv, type BuildShard, type Settings } from './settings.ts';
import { configureSiteModuleTimeout } from './config/settle.ts';
import { hostShortFlag, unhonouredFlags, wantsOpen } from './commands/docusaurus-flags.ts';
import { devLocales, expandLocaleFlags } from './commands/locale-flags.ts';

// Each command imports its own modules when it runs, so `folio serve` never loads Vite or MDX.

const BUILTIN = ['build', 'start', 'dev', 'serve', 'clear', 'write-heading-ids', 'migrate', 'write-translations', 'translations'];
const CONFIG_HELP = 'Config file, relative to the site folder (default: site.config.ts)';
const VERBOSE_HELP = "List every notice about the config each time (by default: once per change of the config, and only those about the built site)";

function parsePort(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new FolioError(`--port must be a whole number from 0 to 65535, not "${String(value)}"`);
  }
  return port;
}

interface Flags {
  config?: string;
  port?: unknown;
  host?: string;
  outDir?: string;
  dir?: string;
  build?: boolean;
  maintainCase?: boolean;
  overwrite?: boolean;
  force?: boolean;
  openapi?: boolean;
  verbose?: boolean;
  [name: string]: unknown;
}

export async function runCli(argv: string[], settings: Settings = DEFAULT_SETTINGS): Promise<void> {
  configureLog({ ...settings, cacheDir });
  configureSiteModuleTimeout(settings);
  argv = expandLocaleFlags(hostShortFlag(argv));
  const commands: CommandContext = {
    settings,
    /** Folio opens no browser unless `--open` is given; `--no-open` (the default) is accepted. */
    open: async (url: string) => {
      if (!wantsOpen(argv)) return;
      const { openBrowser } = await import('./commands/open-browser.ts');
      openBrowser(url, process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY));
    },
    warnUnhonoured: (flags: Flags) => unhonouredFlags(flags).forEach((line) => log.warn(line)),
  };
  const cli = cac('folio');
  addBuildCommand(cli, commands);
  addDevCommand(cli, commands);
  addServeCommand(cli, commands);
  addToolCommands(cli);
  addTranslationCommands(cli, commands);
  cli.help();
  cli.version('0.1.0');

  const command = argv[2];
  if (command && !command.startsWith('-') && !BUILTIN.includes(command)) {
    const { runPluginCommand } = await import('./commands/plugin-command.ts');
    await runPluginCommand(command, argv.slice(3), BUILTIN);
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


type Cli = ReturnType<typeof cac>;

/** What the commands' actions share: the CLI's settings, opening a browser when asked, warning of flags Folio does not honour. */
interface CommandContext {
  settings: Settings;
  open(url: string): Promise<void>;
  warnUnhonoured(flags: Flags): void;
}

/**
 * The log for `command`: `--verbose` lists every config notice each time; the site's cache folder
 * remembers the notices said (log-notices.ts).
 */
function configureCommandLog(settings: Settings, command: string, flags: Flags): void {
  configureLog({ ...settings, verbose: flags.verbose === true, command, cacheDir });
}

/** `--locale`, given once or more (cac gives a string or an array). */
function localeFlags(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  return [value].flat().map(String);
}

/** `--shard i/n` and `--merge <dirs>`, which go with neither each other nor `--locale` (the merge builds the shards' locales). */
async function shardFlags(flags: Flags): Promise<{ shard?: BuildShard; merge?: string[] }> {
  const merge = flags.merge === undefined ? undefined : [flags.merge].flat().map(String);
  if (merge && flags.shard !== undefined) throw new FolioError('--shard builds one slice and --merge joins them: give one of them');
  if (merge && flags.locale !== undefined) throw new FolioError('--merge builds the locales the shards were built with: leave --locale out');
  if (merge?.some((dir) => dir === 'true' || dir === '')) throw new FolioError('--merge takes the output folders of the shards: `--merge build-1 build-2 …`');
  if (merge) return { merge };
  if (flags.shard === undefined) return {};
  const { parseShard } = await import('./build/build-shards.ts');
  const shard = parseShard(String(flags.shard));
  if (typeof shard === 'string') throw new FolioError(shard);
  return { shard };
}

/** `folio build`. */
function addBuildCommand(cli: Cli, { settings, warnUnhonoured }: CommandContext): void {
  cli
    .command('build [siteDir]', 'Build the site into static files')
    .option('--out-dir <dir>', 'Output folder (default: the config outDir)')
    .option('--config <file>', CONFIG_HELP)
    .option('-l, --locale <locale>', 'Build only these locales (`--locale fr ar`, or the flag repeated; default: every locale of the config)')
    .option('--shard <i/n>', 'Render only the i-th of n slices of the routes, for --merge (a CI matrix over n machines)')
    .option('--merge <dirs>', 'Join the output folders of every --shard into the site (`--merge build-1 build-2 …`)')
    .option('--bundle-analyzer', 'Accepted for Docusaurus; ignored')
    .option('--no-minify', 'Accepted for Docusaurus; Folio always minifies')
    .option('--dev', 'Accepted for Docusaurus; Folio builds in production mode')
    .option('--verbose', VERBOSE_HELP)
    .action(async (siteDir: string | undefined, flags: Flags) => {
      configureCommandLog(settings, 'build', flags);
      warnUnhonoured(flags);
      productionMode();
      const shards = await shardFlags(flags);
      const { buildSite } = await import('./build/build.ts');
      await buildSite({ siteDir: siteDir ?? '.', outDir: flags.outDir, configFile: flags.config, locales: localeFlags(flags.locale), settings, ...shards });
    });
}

/** `folio dev` (`folio start`). */
function addDevCommand(cli: Cli, { settings, open, warnUnhonoured }: CommandContext): void {
  cli
    .command('dev [siteDir]', 'Start the dev server with hot reload (also `folio start`)')
    .alias('start')
    .option('-p, --port <port>', 'Port', { default: 3000 })
    .option('--host <host>', 'Host (also -h <host>)', { default: '127.0.0.1' })
    .option('--config <file>', CONFIG_HELP)
    .option('--open', 'Open the site in the default browser')
    .option('--no-open', 'Open no browser (the default)')
    .option('-l, --locale <locale>', 'Serve this locale (default: the default locale); given more than once, those locales at once')
    .option('--all-locales', 'Serve every locale at once, each at its base URL (the default one at the site\'s, the others under /<locale>/)')
    .option('--hot-only', 'Accepted for Docusaurus; ignored')
    .option('--poll [ms]', 'Accepted for Docusaurus; ignored')
    .option('--no-minify', 'Accepted for Docusaurus; the dev server never minifies')
    .option('--verbose', VERBOSE_HELP)
    .action(async (siteDir: string | undefined, flags: Flags) => {
      configureCommandLog(settings, 'dev', flags);
      // The dev server never minifies: `--no-minify` asks for what it does already.
      warnUnhonoured({ ...flags, minify: true });
      process.env.NODE_ENV = 'development';
      const served = devLocales(flags.allLocales === true, localeFlags(flags.locale));
      if (typeof served === 'string') throw new FolioError(served);
      const { startDev } = await import('./dev/dev.ts');
      const server = await startDev({ siteDir: siteDir ?? '.', port: parsePort(flags.port), host: flags.host, configFile: flags.config, ...served, settings });
      await open(server.url);
    });
}

/** `folio serve`. */
function addServeCommand(cli: Cli, { settings, open }: CommandContext): void {
  cli
    .command('serve [siteDir]', 'Serve the built site')
    .option('-p, --port <port>', 'Port', { default: 3000 })
    .option('--host <host>', 'Host (also -h <host>)', { default: '127.0.0.1' })
    .option('--dir <dir>', 'Folder to serve (default: the config outDir)')
    .option('--build', 'Build the site first')
    .option('--config <file>', CONFIG_HELP)
    .option('--open', 'Open the site in the default browser')
    .option('--no-open', 'Open no browser (the default)')
    .option('--verbose', VERBOSE_HELP)
    .action(async (siteDir: string | undefined, flags: Flags) => {
      configureCommandLog(settings, 'serve', flags);
      if (flags.build === true) productionMode();
      const { serveCommand } = await import('./commands/serve.ts');
      const url = await serveCommand({
        siteDir: siteDir ?? '.',
        port: parsePort(flags.port),
        host: flags.host,
        dir: flags.dir,
        configFile: flags.config,
        build: flags.build === true,
        settings,
      });
      await open(url);
    });
}

/** `folio clear`, `write-heading-ids` and `migrate`. */
function addToolCommands(cli: Cli): void {
  cli
    .command('clear [siteDir]', 'Remove the build output and caches')
    .option('--config <file>', CONFIG_HELP)
    .action(async (siteDir: string | undefined, flags: Flags) => {
      const { clearCommand } = await import('./commands/clear.ts');
      await clearCommand(siteDir ?? '.', flags.config);
    });
  cli
    .command('write-heading-ids [siteDir] [...files]', 'Add explicit {#id} ids to Markdown headings that have none')
    .option('--maintain-case', "Keep the headings' case in the ids")
    .option('--overwrite', 'Replace the ids already written')
    .option('--config <file>', CONFIG_HELP)
    .action(async (siteDir: string | undefined, files: string[], flags: Flags) => {
      const { writeHeadingIdsCommand } = await import('./commands/write-heading-ids.ts');
      const args = siteDir === undefined ? [] : [siteDir, ...files];
      await writeHeadingIdsCommand(args, { maintainCase: flags.maintainCase, overwrite: flags.overwrite, configFile: flags.config });
    });
  cli
    .command('migrate [siteDir]', "Write site.config.ts from the site's docusaurus.config.* (needs @folio/docusaurus)")
    .option('--force', 'Replace an existing site.config.*')
    .option('--openapi', "Replace docusaurus-plugin-openapi-docs's generated pages with Folio's OpenAPI plugin")
    .option('--config <file>', 'The Docusaurus config, relative to the site folder (default: docusaurus.config.*)')
    .action(async (siteDir: string | undefined, flags: Flags) => {
      const { migrateCommand } = await import('./commands/migrate.ts');
      await migrateCommand(siteDir ?? '.', { force: flags.force === true, openapi: flags.openapi === true, configFile: flags.config });
    });
}

/** `folio write-translations` and `folio translations status|mark`. */
function addTranslationCommands(cli: Cli, { settings }: CommandContext): void {
  cli
    .command('write-translations [siteDir]', "Write the locale's translation files (code.json, plugins' and the theme's JSON) under i18n/<locale>/")
    .option('-l, --locale <locale>', 'The locale to write (repeatable; default: the default locale)')
    .option('--override', 'Replace the messages already written with the default ones')
    .option('--messagePrefix <prefix>', 'Start every new message with this text (to spot untranslated strings)')
    .option('--config <file>', CONFIG_HELP)
    .action(async (siteDir: string | undefined, flags: Flags) => {
      const { writeTranslations } = await import('./commands/write-translations.ts');
      const messagePrefix = flags.messagePrefix === undefined ? undefined : String(flags.messagePrefix);
      await writeTranslations({ siteDir: siteDir ?? '.', configFile: flags.config, locales: localeFlags(flags.locale), override: flags.override === true, messagePrefix });
    });
  cli
    .command('translations <action> [siteDir] [...files]', 'Translation staleness: `status` prints each locale\'s translated, stale, unrecorded and missing files; `mark [files...]` records the sources they translate')
    .option('-l, --locale <locale>', 'The locale (repeatable; default: every locale but the default one)')
    .option('--check', 'status: exit 1 when a locale has stale or missing translations')
    .option('--json', 'status: print the report as JSON')
    .option('--config <file>', CONFIG_HELP)
    .action(async (action: string, siteDir: string | undefined, files: string[], flags: Flags) => {
      const { markTranslations, translationsStatusCommand } = await import('./commands/translations-status.ts');
      // `--json` prints the report alone on stdout: no progress or notice lines there.
      if (flags.json === true) configureLog({ ...settings, quiet: true, cacheDir });
      // `folio translations mark i18n/fr/x.md`: a first argument that is not a folder is a file.
      const args = siteDir === undefined ? [] : [siteDir, ...files];
      const firstIsSite = args[0] !== undefined && statSync(args[0], { throwIfNoEntry: false })?.isDirectory() === true;
      const options = { siteDir: firstIsSite ? args[0]! : '.', configFile: flags.config, locales: localeFlags(flags.locale) };
      if (action === 'status') await translationsStatusCommand({ ...options, check: flags.check === true, json: flags.json === true });
      else if (action === 'mark') await markTranslations({ ...options, files: firstIsSite ? args.slice(1) : args });
      else throw new FolioError(`\`folio translations\` has no action "${action}"`, { hint: 'the actions: status, mark' });
    });
}

/**
 * A build renders with React's production build, as Docusaurus's does. Set before the config loads:
 * a config that imports React (directly, or through prism-react-renderer) would otherwise load its
 * development build, which the production renderer cannot use ("dispatcher.getOwner is not a function").
 */
function productionMode(): void {
  process.env.NODE_ENV = 'production';
}

/** cac's own errors (unknown option, missing value) are usage errors: say them plainly. */
function cliError(error: unknown): unknown {
  if (error instanceof Error && error.name === 'CACError') {
    return new FolioError(error.message, { hint: 'run `folio --help` for the commands and their options' });
  }
  return error;
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
