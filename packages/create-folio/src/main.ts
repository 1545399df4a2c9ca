/**
 * `create-folio [folder] [--name <title>] [--yes]`: asks for what is missing when a person is at
 * the terminal, takes the defaults otherwise, refuses a folder that is not empty, and writes the
 * site. Returns the exit code; all IO goes through `io`, so tests run it in-process.
 */
import * as fs from 'node:fs';
import path from 'node:path';
import { parseArguments, USAGE } from './args.ts';
import { shellWord } from './literals.ts';
import { DEFAULT_FOLDER, packageName, titleFor } from './names.ts';
import { PlaceError, placeSite } from './place.ts';
import { writeSite } from './scaffold.ts';
import { readTarget, targetProblem, type CreateFs } from './target.ts';

export interface CreateIo {
  cwd: string;
  /** Asks a person at the terminal, answering `fallback` to an empty reply; absent when nobody can answer. */
  ask?: (question: string, fallback: string) => Promise<string>;
  out: (text: string) => void;
  err: (text: string) => void;
  /** The file system; node:fs unless a test fails some of its calls. */
  fs?: CreateFs;
}

/** create-folio's own version, which is also the version of every Folio package it names. */
export function ownVersion(): string {
  return JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
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
  const files = io.fs ?? fs;
  const state = readTarget(target, files, (file) => path.relative(io.cwd, file) || '.');
  const problem = targetProblem(shown, state);
  if (problem) {
    io.err(`create-folio: ${problem}\n`);
    return 1;
  }
  const folderName = path.basename(target);
  const title = options.name ?? (ask ? await ask("The site's title", titleFor(folderName)) : titleFor(folderName));
  const pkg = packageName(folderName);
  let written: string[];
  try {
    written = placeSite(target, state.kind === 'directory', files, (dir) => writeSite(dir, { name: pkg.name, title, version: ownVersion() }, files));
  } catch (error) {
    if (!(error instanceof PlaceError)) throw error;
    io.err(`create-folio: could not create ${shown}: ${error.message}. Nothing was left behind.\n`);
    return 1;
  }
  const steps = [...(shown === '.' ? [] : [`cd ${shellWord(shown)}`]), 'npm install', 'npm start'];
  io.out(`Created ${JSON.stringify(title)} in ${shown === '.' ? 'this folder' : `${shown}/`} (${written.length} files).\n`);
  if (pkg.reasons.length) io.out(`The package is named ${pkg.name} (npm's rules for names: ${pkg.reasons.join('; ')}).\n`);
  io.out(`\nNext:\n${steps.map((step) => `  ${step}\n`).join('')}\n`);
  io.out('`npm run build` writes the static site to build/; the README says what each folder holds.\n');
  return 0;
}
