/**
 * A plugin's `extendCli(cli)` as Folio commands. Docusaurus hands the plugin its commander program;
 * Folio hands it an object that records what the plugin declares, as commander's API spells it:
 * `cli.command('name <arg> [opt] [rest...]')` then `.description()`, `.option()`,
 * `.requiredOption()`, `.argument()`, `.arguments()`, `.alias()`, `.usage()`, `.action(fn)`.
 * Each recorded command becomes a command of the plugin's Folio plugin (`folio name ...`), which
 * reads its command line as commander does (parseCommandLine, PURE): the positionals into the
 * declared arguments (a variadic last one takes the rest), `--long-name` into `longName`,
 * `--no-x` into `x: false`, `<value>` needing a value, `[value]` taking one if given, defaults,
 * coercion functions, `--name=value`, the last of a repeated option; then calls the action as Docusaurus's commander (5) calls
 * it: the arguments, then the command object holding the options (and `opts()`), then any extra
 * positionals. A bad call is refused with the command's usage; `--help` prints it.
 */
import { FolioError } from '@folio/core';

type Coerce = (value: string, previous: unknown) => unknown;

export interface ArgumentSpec {
  name: string;
  required: boolean;
  variadic: boolean;
  description?: string;
  defaultValue?: unknown;
  coerce?: Coerce;
}

export interface OptionSpec {
  flags: string;
  short?: string;
  long?: string;
  /** The options object's key: the long flag camelCased, `no-` left out. */
  key: string;
  /** `<value>`: needs one; `[value]`: may take one; neither: a switch. */
  value: 'required' | 'optional' | 'none';
  negate: boolean;
  mandatory: boolean;
  description?: string;
  defaultValue?: unknown;
  coerce?: Coerce;
}

export interface RecordedCommand {
  name: string;
  aliases: string[];
  arguments: ArgumentSpec[];
  options: OptionSpec[];
  description?: string;
  usage?: string;
  action?: (...args: unknown[]) => unknown;
}

/** `<name>`, `[name]`, `<name...>`. */
function readArgument(written: string, description?: string): ArgumentSpec {
  const match = /^([<[])(.+?)(\.\.\.)?[>\]]$/.exec(written.trim());
  if (!match) throw new FolioError(`extendCli(): "${written}" is not an argument (write <name> or [name])`);
  return { name: match[2]!, required: match[1] === '<', variadic: Boolean(match[3]), ...(description ? { description } : {}) };
}

const camelCase = (flag: string) => flag.split('-').reduce((out, word) => out + word[0]!.toUpperCase() + word.slice(1));

/** PURE: an option from its flags (`-p, --port <number>`), as commander reads them. */
export function readOption(flags: string, description?: string, coerceOrDefault?: unknown, defaultValue?: unknown): OptionSpec {
  const parts = flags.split(/[ ,|]+/).filter(Boolean);
  const short = parts.find((part) => /^-[^-]$/.test(part));
  const long = parts.find((part) => part.startsWith('--'));
  const valuePart = parts.find((part) => /^[<[]/.test(part));
  if (!short && !long) throw new FolioError(`extendCli(): the option "${flags}" has no -x or --name flag`);
  const negate = Boolean(long?.startsWith('--no-'));
  const key = camelCase((long ?? short!).replace(/^--?(no-)?/, ''));
  const coerce = typeof coerceOrDefault === 'function' ? (coerceOrDefault as Coerce) : undefined;
  const given = coerce ? defaultValue : coerceOrDefault;
  return {
    flags,
    ...(short ? { short } : {}),
    ...(long ? { long } : {}),
    key,
    value: valuePart ? (valuePart.startsWith('<') ? 'required' : 'optional') : 'none',
    negate,
    mandatory: false,
    ...(description ? { description } : {}),
    // A negated switch is on unless given (`--no-open`: open is true).
    ...(given !== undefined ? { defaultValue: given } : negate ? { defaultValue: true } : {}),
    ...(coerce ? { coerce } : {}),
  };
}

/** The builder `cli.command(...)` returns: each method records and returns it, as commander's. */
function commandBuilder(command: RecordedCommand) {
  const builder = {
    description(text?: string) {
      if (text === undefined) return command.description ?? '';
      command.description = text;
      return builder;
    },
    option(flags: string, description?: string, coerceOrDefault?: unknown, defaultValue?: unknown) {
      command.options.push(readOption(flags, description, coerceOrDefault, defaultValue));
      return builder;
    },
    requiredOption(flags: string, description?: string, coerceOrDefault?: unknown, defaultValue?: unknown) {
      command.options.push({ ...readOption(flags, description, coerceOrDefault, defaultValue), mandatory: true });
      return builder;
    },
    argument(name: string, description?: string, coerceOrDefault?: unknown, defaultValue?: unknown) {
      const coerce = typeof coerceOrDefault === 'function' ? (coerceOrDefault as Coerce) : undefined;
      const given = coerce ? defaultValue : coerceOrDefault;
      command.arguments.push({ ...readArgument(name, description), ...(given !== undefined ? { defaultValue: given } : {}), ...(coerce ? { coerce } : {}) });
      return builder;
    },
    arguments(names: string) {
      for (const name of names.split(/\s+/).filter(Boolean)) command.arguments.push(readArgument(name));
      return builder;
    },
    alias(name: string) {
      command.aliases.push(name);
      return builder;
    },
    usage(text?: string) {
      if (text === undefined) return command.usage ?? '';
      command.usage = text;
      return builder;
    },
    action(fn: (...args: unknown[]) => unknown) {
      command.action = fn;
      return builder;
    },
    // Accepted and without effect on Folio's reading of the line.
    allowUnknownOption: () => builder,
    allowExcessArguments: () => builder,
    helpOption: () => builder,
    name: () => command.name,
  };
  return builder;
}

/** An object for `extendCli(cli)`, and the commands it records. */
export function recordingCli(): { cli: Record<string, unknown>; commands: RecordedCommand[] } {
  const commands: RecordedCommand[] = [];
  const cli = {
    command(nameAndArgs: string, description?: unknown) {
      const [name, ...args] = nameAndArgs.trim().split(/\s+/);
      const command: RecordedCommand = { name: name!, aliases: [], arguments: args.map((arg) => readArgument(arg)), options: [] };
      if (typeof description === 'string') command.description = description;
      commands.push(command);
      return commandBuilder(command);
    },
  };
  return { cli, commands };
}

/** The command's usage line and its options, as its help and a bad call print them. */
export function usageText(command: RecordedCommand): string {
  const args = command.arguments.map((arg) => (arg.required ? `<${arg.name}${arg.variadic ? '...' : ''}>` : `[${arg.name}${arg.variadic ? '...' : ''}]`)).join(' ');
  const usage = command.usage ?? [args, '[options]'].filter(Boolean).join(' ');
  const lines = [`usage: folio ${command.name} ${usage}`];
  if (command.description) lines.push('', command.description);
  const described = [...command.options.map((option) => [option.flags, option.description ?? ''] as const), ['--site-dir <dir>', 'the site folder'] as const, ['-h, --help', 'display help for the command'] as const];
  const width = Math.max(...described.map(([flags]) => flags.length));
  lines.push('', 'options:', ...described.map(([flags, text]) => `  ${flags.padEnd(width)}  ${text}`.trimEnd()));
  return lines.join('\n');
}

/** A call the command refuses: its usage is the hint. */
function usageError(command: RecordedCommand, message: string): FolioError {
  return new FolioError(`\`folio ${command.name}\`: ${message}`, { hint: usageText(command) });
}

export interface ParsedLine {
  /** What the action gets before the command object: each declared argument's value. */
  args: unknown[];
  /** Positionals beyond the declared arguments (commander hands them last). */
  extra: string[];
  options: Record<string, unknown>;
  help: boolean;
}

function optionValue(option: OptionSpec, raw: string | undefined, options: Record<string, unknown>): unknown {
  if (option.negate) return false;
  if (raw === undefined) return option.value === 'optional' && option.defaultValue !== undefined ? option.defaultValue : true;
  const previous = options[option.key] ?? option.defaultValue;
  // Given twice, the last value wins (commander 5 has no variadic options).
  return option.coerce ? option.coerce(raw, previous) : raw;
}

/** Positionals into the declared arguments: defaults, coercion, a variadic last one taking the rest. */
function readArguments(command: RecordedCommand, positionals: string[]): { args: unknown[]; extra: string[] } {
  const args = command.arguments.map((spec, index) => {
    const given = spec.variadic ? positionals.slice(index) : positionals[index];
    const missing = spec.variadic ? (given as string[]).length === 0 : given === undefined;
    if (missing && spec.required) throw usageError(command, `missing required argument '${spec.name}'`);
    if (missing) return spec.defaultValue;
    if (!spec.coerce) return given;
    return spec.variadic ? (given as string[]).reduce<unknown>((previous, value) => spec.coerce!(value, previous), spec.defaultValue) : spec.coerce(given as string, spec.defaultValue);
  });
  const declared = command.arguments.at(-1)?.variadic ? positionals.length : command.arguments.length;
  return { args, extra: positionals.slice(declared) };
}

/** PURE: a command line read as commander reads it for this command. Throws a FolioError with the usage for a bad call. */
export function parseCommandLine(command: RecordedCommand, argv: string[]): ParsedLine {
  const options: Record<string, unknown> = {};
  for (const option of command.options) if (option.defaultValue !== undefined && !(option.key in options)) options[option.key] = option.defaultValue;
  const positionals: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index]!;
    if (word === '--') {
      positionals.push(...argv.slice(index + 1));
      break;
    }
    if (!word.startsWith('-') || word === '-') {
      positionals.push(word);
      continue;
    }
    const [flag, inline] = word.startsWith('--') && word.includes('=') ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)] : [word, undefined];
    const option = command.options.find((candidate) => candidate.long === flag || candidate.short === flag);
    if (!option) {
      if (flag === '--help' || flag === '-h') return { args: [], extra: [], options, help: true };
      throw usageError(command, `unknown option '${flag}'`);
    }
    let raw = inline;
    const next = argv[index + 1];
    if (raw === undefined && option.value !== 'none' && next !== undefined && !(next.startsWith('-') && next !== '-')) {
      raw = next;
      index++;
    }
    if (raw === undefined && option.value === 'required') throw usageError(command, `option '${option.flags}' argument missing`);
    // As commander: `--switch=value` is no flag it knows.
    if (raw !== undefined && option.value === 'none') throw usageError(command, `unknown option '${word}'`);
    options[option.key] = optionValue(option, raw, options);
  }
  for (const option of command.options) {
    if (option.mandatory && options[option.key] === undefined) throw usageError(command, `required option '${option.flags}' not specified`);
  }
  return { ...readArguments(command, positionals), options, help: false };
}

/** The command object the action gets after its arguments: the options as its properties (commander 5's default), `opts()`, `args`, `name()`. */
function commandObject(command: RecordedCommand, parsed: ParsedLine, positionals: unknown[]): Record<string, unknown> {
  return { ...parsed.options, opts: () => ({ ...parsed.options }), args: positionals, name: () => command.name, description: () => command.description ?? '' };
}

/** Runs a recorded command on a command line (`folio <name> ...` without the name, Folio's own flags taken out). */
export async function runRecorded(command: RecordedCommand, argv: string[], print: (text: string) => void): Promise<void> {
  const parsed = parseCommandLine(command, argv);
  if (parsed.help) {
    print(usageText(command));
    return;
  }
  if (!command.action) throw new FolioError(`\`folio ${command.name}\`: the plugin declared the command without an action`);
  const self = commandObject(command, parsed, [...parsed.args, ...parsed.extra]);
  await command.action.apply(self, [...parsed.args, self, ...(parsed.extra.length ? [parsed.extra] : [])]);
}

/** The Folio commands of a plugin's extendCli (each alias too); a plugin whose extendCli throws has none, and a notice says why. */
export function pluginCommands(
  hooks: Record<string, unknown>,
  where: string,
  print: (text: string) => void = (text) => process.stdout.write(`${text}\n`),
): { commands: Record<string, (args: string[]) => Promise<void>>; notice?: string } {
  if (typeof hooks.extendCli !== 'function') return { commands: {} };
  const { cli, commands } = recordingCli();
  try {
    hooks.extendCli.call(hooks, cli);
  } catch (error) {
    return { commands: {}, notice: `\`${where}\` (${String(hooks.name)}): its extendCli() failed, so its commands are not there: ${(error as Error).message}` };
  }
  const out: Record<string, (args: string[]) => Promise<void>> = {};
  for (const command of commands) {
    for (const name of [command.name, ...command.aliases]) out[name] = (args) => runRecorded(command, args, print);
  }
  return { commands: out };
}
