/**
 * `create-folio [folder] [--name <title>] [--yes]`: asks for what is missing when a person is at
 * the terminal, takes the defaults otherwise, refuses a folder that is not empty, and writes the
 * site. Returns the exit code; all IO goes through `io`, so tests run it in-process.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArguments, USAGE } from './args.ts';
import { DEFAULT_FOLDER, packageNameFor, titleFor } from './names.ts';
import { writeSite } from './scaffold.ts';
import { readTarget, targetProblem } from './target.ts';

export interface CreateIo {
  cwd: string;
  /** Asks a person at the terminal, answering `fallback` to an empty reply; absent when nobody can answer. */
  ask?: (question: string, fallback: string) => Promise<string>;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** create-folio's own version, which is also the version of every Folio package it names. */
export function ownVersion(): string {
  return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
}

export async function main(argv: string[], io: CreateIo): Promise<number> {
  const parsed = parseArguments(argv);
  if (!parsed.ok) {
    io.err(`create-folio: ${parsed.error}\n\n${USAGE}`);
    return 1;
  }
  const { options } = parsed;
  if (options.help) return (io.out(USAGE), 0);
  if (options.version) return (io.out(`${ownVersion()}\n`), 0);

  const ask = options.yes ? undefined : io.ask;
  const folder = options.folder ?? (ask ? await ask('Folder for the new site', DEFAULT_FOLDER) : DEFAULT_FOLDER);
  const target = path.resolve(io.cwd, folder);
  const shown = path.relative(io.cwd, target) || '.';
  const problem = targetProblem(shown, readTarget(target));
  if (problem) {
    io.err(`create-folio: ${problem}\n`);
    return 1;
  }
  const folderName = path.basename(target);
  const title = options.name ?? (ask ? await ask("The site's title", titleFor(folderName)) : titleFor(folderName));

  const files = writeSite(target, { name: packageNameFor(folderName), title, version: ownVersion() });
  const steps = [...(shown === '.' ? [] : [`cd ${/\s/.test(shown) ? JSON.stringify(shown) : shown}`]), 'npm install', 'npm start'];
  io.out(`Created ${JSON.stringify(title)} in ${shown === '.' ? 'this folder' : `${shown}/`} (${files.length} files).\n\nNext:\n${steps.map((step) => `  ${step}\n`).join('')}\n`);
  io.out('`npm run build` writes the static site to build/; the README says what each folder holds.\n');
  return 0;
}
