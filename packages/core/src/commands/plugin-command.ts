/** Commands contributed by plugins, e.g. `folio docs:version 1.0.0 [--site-dir dir] [--config file]`. */
import path from 'node:path';
import { closestMatches } from '../client/closest.ts';
import { loadConfig } from '../config/config.ts';
import { FolioError } from '../errors.ts';
import type { Context } from '../plugin-api.ts';
import { NOT_IN_FOLIO } from './docusaurus-flags.ts';

export async function runPluginCommand(name: string, args: string[], builtin: string[]): Promise<void> {
  if (NOT_IN_FOLIO[name]) throw new FolioError(`\`${name}\` is a Docusaurus command Folio does not have`, { hint: NOT_IN_FOLIO[name] });
  // A near miss of a built-in command is a typo, whether or not there is a site here, unless a
  // plugin of the site has that command (a Docusaurus plugin's `deploy-docs` is near `deploy`).
  const near = closestMatches(name, builtin, 1)[0];
  const typo = near && !name.includes(':') ? new FolioError(`unknown command "${name}"; did you mean "${near}"?`, { hint: `commands: ${builtin.join(', ')}` }) : undefined;
  const { value: siteDirArg, rest: afterSite } = takeFlag(args, '--site-dir');
  const { value: configFile, rest } = takeFlag(afterSite, '--config');
  const siteDir = path.resolve(siteDirArg ?? '.');
  let config: Awaited<ReturnType<typeof loadConfig>>;
  try {
    config = await loadConfig(siteDir, configFile);
  } catch (error) {
    throw typo ?? error;
  }
  const available = new Map<string, (args: string[], ctx: Context) => Promise<void>>();
  for (const plugin of config.plugins) for (const [key, run] of Object.entries(plugin.commands ?? {})) available.set(key, run);
  const run = available.get(name);
  if (typo && !run) throw typo;
  if (!run) {
    const suggestion = closestMatches(name, [...builtin, ...available.keys()], 1)[0];
    throw new FolioError(`unknown command "${name}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`, {
      hint: `commands: ${[...builtin, ...available.keys()].join(', ')}`,
    });
  }
  await run(rest, { siteDir, config, command: 'command' });
}

/** `--flag value` taken out of `args`. */
function takeFlag(args: string[], flag: string): { value: string | undefined; rest: string[] } {
  const index = args.indexOf(flag);
  if (index === -1) return { value: undefined, rest: args };
  const value = args[index + 1];
  if (value === undefined || value.startsWith('-')) throw new FolioError(`${flag} needs a value`);
  return { value, rest: args.filter((_, i) => i !== index && i !== index + 1) };
}
