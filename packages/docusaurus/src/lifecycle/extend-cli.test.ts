import { describe, expect, it } from 'vitest';
import { parseCommandLine, pluginCommands, readOption, recordingCli, usageText, type RecordedCommand } from './extend-cli.ts';

/** The command a plugin declares through the recording cli (as a plugin's extendCli would). */
function declare(build: (cli: any) => void): RecordedCommand {
  const { cli, commands } = recordingCli();
  build(cli);
  return commands[0]!;
}

const deploy = declare((cli) =>
  cli
    .command('deploy <target> [siteDir]')
    .description('Deploy the site')
    .option('-p, --port <number>', 'port', (value: string) => Number.parseInt(value, 10), 3000)
    .option('--dry-run', 'only say what would happen')
    .option('--no-open', 'do not open a browser')
    .option('--host [host]', 'host', 'localhost')
    .option('--tag <tag...>', 'tags')
    .requiredOption('--token <token>', 'the token')
    .alias('ship')
    .action(() => {}),
);

describe('readOption', () => {
  it.each<[string, unknown[], Partial<ReturnType<typeof readOption>>]>([
    ['-p, --port <number>', [], { short: '-p', long: '--port', key: 'port', value: 'required', negate: false }],
    ['--clear-cache', [], { long: '--clear-cache', key: 'clearCache', value: 'none' }],
    ['--no-minify', [], { key: 'minify', negate: true, defaultValue: true }],
    ['--host [host]', ['h', 'localhost'], { key: 'host', value: 'optional', defaultValue: 'localhost' }],
    ['-v|--values <v>', [], { short: '-v', key: 'values', value: 'required' }],
  ])('reads %j', (flags, rest, expected) => {
    expect(readOption(flags, ...(rest as [string?, unknown?]))).toMatchObject(expected);
  });
});

// Each line's result is what commander 5.1 (Docusaurus 3.10's) gives for the same declarations.
describe('parseCommandLine', () => {
  it.each<[string, string[], unknown[], Record<string, unknown>, string[]]>([
    ['the declared arguments, defaults filled in', ['prod', '--token', 't'], ['prod', undefined], { port: 3000, open: true, host: 'localhost', token: 't' }, []],
    ['an option value coerced, --name=value, switches', ['prod', 'site', '--port=8080', '--dry-run', '--token=t'], ['prod', 'site'], { port: 8080, dryRun: true, open: true, host: 'localhost', token: 't' }, []],
    ['a negated switch and an optional value given or not', ['x', '--no-open', '--host', '--token', 't'], ['x', undefined], { port: 3000, open: false, host: 'localhost', token: 't' }, []],
    ['an optional value given, a short flag', ['x', '--host', '0.0.0.0', '-p', '1', '--token', 't'], ['x', undefined], { port: 1, open: true, host: '0.0.0.0', token: 't' }, []],
    // As commander 5 (Docusaurus's): no variadic options, the last value wins.
    ['an option repeated', ['x', '--tag', 'a', '--tag', 'b', '--token', 't'], ['x', undefined], { port: 3000, open: true, host: 'localhost', tag: 'b', token: 't' }, []],
    ['extra positionals and what follows --', ['x', 'y', 'z', '--token', 't', '--', '--not-an-option'], ['x', 'y'], { port: 3000, open: true, host: 'localhost', token: 't' }, ['z', '--not-an-option']],
  ])('reads %s', (_, argv, args, options, extra) => {
    const parsed = parseCommandLine(deploy, argv);
    expect(parsed).toEqual({ args, options, extra, help: false });
  });

  it.each<[string, string[], string]>([
    ['a missing argument', ['--token', 't'], "`folio deploy`: missing required argument 'target'"],
    ['an unknown option', ['x', '--token', 't', '--force'], "`folio deploy`: unknown option '--force'"],
    ['a missing option value', ['x', '--token'], "`folio deploy`: option '--token <token>' argument missing"],
    ['a value given to a switch', ['x', '--token', 't', '--dry-run=yes'], "`folio deploy`: unknown option '--dry-run=yes'"],
    ['a missing required option', ['x'], "`folio deploy`: required option '--token <token>' not specified"],
  ])('refuses %s with the usage as the hint (commander 5 says the same)', (_, argv, message) => {
    let error: { message: string; hint?: string } | undefined;
    try {
      parseCommandLine(deploy, argv);
    } catch (caught) {
      error = caught as typeof error;
    }
    expect(error?.message).toBe(message);
    expect(error?.hint).toContain('usage: folio deploy <target> [siteDir] [options]');
  });

  it('a variadic argument takes the rest; .argument() gives defaults and coercion', () => {
    const command = declare((cli) => cli.command('heads').argument('<first>', 'first', (value: string) => value.toUpperCase()).argument('[files...]', 'files', ['all']).action(() => {}));
    expect(parseCommandLine(command, ['a', 'b', 'c']).args).toEqual(['A', ['b', 'c']]);
    expect(parseCommandLine(command, ['a']).args).toEqual(['A', ['all']]);
  });

  it('--help asks for the usage', () => {
    expect(parseCommandLine(deploy, ['--help']).help).toBe(true);
    expect(usageText(deploy)).toBe(
      [
        'usage: folio deploy <target> [siteDir] [options]',
        '',
        'Deploy the site',
        '',
        'options:',
        '  -p, --port <number>  port',
        '  --dry-run            only say what would happen',
        '  --no-open            do not open a browser',
        '  --host [host]        host',
        '  --tag <tag...>       tags',
        '  --token <token>      the token',
        '  --site-dir <dir>     the site folder',
        '  -h, --help           display help for the command',
      ].join('\n'),
    );
  });
});

describe('pluginCommands', () => {
  it("runs the action as commander calls it: the arguments, the command holding the options, the extra positionals; under each alias", async () => {
    const calls: unknown[][] = [];
    const hooks = {
      name: 'p',
      extendCli(cli: any) {
        cli
          .command('llms-txt [siteDir]')
          .option('--clear-cache')
          .alias('llms')
          .action(function (this: unknown, ...args: any[]) {
            calls.push([args[0], args[1].clearCache, args[1].opts(), args[2], this === args[1]]);
          });
        cli.command('docs:stats').arguments('<version>').action(async (version: string) => calls.push([version]));
      },
    };
    const { commands, notice } = pluginCommands(hooks, 'plugins[0]');
    expect(notice).toBeUndefined();
    expect(Object.keys(commands)).toEqual(['llms-txt', 'llms', 'docs:stats']);
    await commands['llms-txt']!(['site', '--clear-cache']);
    await commands.llms!(['a', 'b']);
    await commands['docs:stats']!(['2.0']);
    expect(calls).toEqual([
      ['site', true, { clearCache: true }, undefined, true],
      ['a', undefined, {}, ['b'], true],
      ['2.0'],
    ]);
  });

  it('prints the usage for --help without running the action', async () => {
    const printed: string[] = [];
    let ran = false;
    const { commands } = pluginCommands({ name: 'p', extendCli: (cli: any) => cli.command('go').description('Go').action(() => (ran = true)) }, 'plugins[0]', (text) => printed.push(text));
    await commands.go!(['--help']);
    expect(ran).toBe(false);
    expect(printed[0]).toMatch(/^usage: folio go \[options\]\n\nGo\n/);
  });

  it('a plugin whose extendCli throws has no commands, and a notice says why', () => {
    const result = pluginCommands({ name: 'p', extendCli: () => { throw new Error('no cli today'); } }, 'plugins[2]');
    expect(result).toEqual({ commands: {}, notice: '`plugins[2]` (p): its extendCli() failed, so its commands are not there: no cli today' });
  });
});
