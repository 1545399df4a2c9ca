/** PURE: the command line of `create-folio`, read into options or one error a user can act on. */
import { parseArgs } from 'node:util';

export interface CreateOptions {
  /** The folder to create the site in, as typed (relative to the working folder). */
  folder?: string;
  /** The site's title (navbar, page titles, README). */
  name?: string;
  /** Take the defaults for everything not given, asking nothing. */
  yes: boolean;
  help: boolean;
  version: boolean;
}

export type ParsedArguments = { ok: true; options: CreateOptions } | { ok: false; error: string };

export const USAGE = `Usage: npm create folio [folder] -- [options]
       npx create-folio [folder] [options]

Creates a new Folio site in [folder] (default: my-site), which must be empty or not exist yet.

Options:
  --name <title>  the site's title (default: from the folder's name)
  -y, --yes       ask nothing: take the defaults for what is not given
  -h, --help      print this help
  -v, --version   print create-folio's version
`;

export function parseArguments(argv: string[]): ParsedArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: 'string', short: 'n' },
        yes: { type: 'boolean', short: 'y', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
  } catch (error) {
    // Node's message names the option; its hints mention `--` which npm users rarely need.
    return { ok: false, error: (error as Error).message.split('. ')[0]! };
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) return { ok: false, error: `one folder at a time, got ${positionals.length}: ${positionals.join(' ')}` };
  const folder = positionals[0];
  if (folder !== undefined && folder.trim() === '') return { ok: false, error: 'the folder name is empty' };
  const name = values.name?.trim();
  if (values.name !== undefined && !name) return { ok: false, error: '--name needs a title, e.g. --name "My Project"' };
  return { ok: true, options: { folder, name, yes: values.yes, help: values.help, version: values.version } };
}
