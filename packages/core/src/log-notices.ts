/**
 * Notices about a config file (what Folio does not honour of a docusaurus.config.*), said once per
 * change of the config instead of on every command. What was said is remembered in the site's cache
 * folder (`notices.json`), under a key made of the config file's bytes, the notices themselves (a
 * config that imports another file, or reads the environment, can change them without changing its
 * own bytes) and Folio's version: a later run with the same key prints none, only a line saying how
 * many there are and how to list them. `--verbose` prints every notice every time. The adapter
 * decides which notices are printed at all: `shows: false` ones (no effect on the built site) are
 * said with `--verbose` only.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeFileAtomic } from './write-atomic.ts';

export interface ConfigNotice {
  text: string;
  /** Whether the option makes what a reader sees differ: printed by default. False: `--verbose` only. */
  shows: boolean;
}

export interface NoticeOutput {
  /** Printed as warnings, one each. */
  warnings: string[];
  /** One line for the notices not printed, or none. */
  info?: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * PURE: what a run prints of a config's notices. `said`: the same notices of the same config were
 * said by an earlier run. `source` names the config (`docusaurus.config.js`); `command` the command
 * whose `--verbose` lists them.
 */
export function noticeOutput(notices: readonly ConfigNotice[], run: { said: boolean; verbose: boolean; source: string; command: string }): NoticeOutput {
  const listed = `\`folio ${run.command} --verbose\` lists them`;
  if (run.verbose) return { warnings: notices.map((notice) => notice.text) };
  if (run.said) return notices.length ? { warnings: [], info: `${plural(notices.length, 'notice')} about ${run.source}, unchanged: ${listed}` } : { warnings: [] };
  const warnings = notices.filter((notice) => notice.shows).map((notice) => notice.text);
  const unseen = notices.length - warnings.length;
  return unseen ? { warnings, info: `${run.source}: ${plural(unseen, 'more notice')} about options with no effect on the built site: ${listed}` } : { warnings };
}

const require = createRequire(import.meta.url);
const CORE_VERSION: string = require('../package.json').version;

/** The key a config's notices are remembered under: its file's bytes (none when unreadable), the notices, and the versions of Folio's packages that made them. */
export function noticeKey(file: string, notices: readonly ConfigNotice[], versions: readonly string[]): string {
  let content = '';
  try {
    content = createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    // the notices alone
  }
  return createHash('sha256').update(JSON.stringify({ format: 1, content, versions: [CORE_VERSION, ...versions], notices })).digest('hex');
}

type Stored = { format: 1; said: Record<string, string> };

/** What the site's cache folder remembers: config file → the key of the notices last said about it. */
export class NoticeMemory {
  constructor(private readonly file: string) {}

  private read(): Stored {
    try {
      const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Stored;
      if (stored.format === 1 && typeof stored.said === 'object' && stored.said !== null) return stored;
    } catch {
      // none yet, or unreadable: nothing said
    }
    return { format: 1, said: {} };
  }

  has(config: string, key: string): boolean {
    return this.read().said[config] === key;
  }

  /** Remember `key` for `config`, written through a temporary file and a rename (a reader never sees half a file). */
  remember(config: string, key: string): void {
    const stored = this.read();
    if (stored.said[config] === key) return;
    stored.said[config] = key;
    try {
      writeFileAtomic(this.file, JSON.stringify(stored));
    } catch {
      // a cache that cannot be written: the notices are said again next time
    }
  }
}

export interface SayNotices {
  /** The config file the notices are about. */
  file: string;
  notices: readonly ConfigNotice[];
  /** Versions of the packages that made the notices (the adapter's). */
  versions?: readonly string[];
}

export interface NoticeRun {
  verbose: boolean;
  command: string;
  /** The site's memory (none: every process says them, as a programmatic build that configured no cache). */
  memory?: NoticeMemory;
  /** What this process said already: a second load of the same config (a dev restart, serve --build) says nothing more. */
  saidHere: Set<string>;
}

/** What to print of `input`'s notices in this run; they are remembered as said. */
export function sayNotices(input: SayNotices, run: NoticeRun): NoticeOutput {
  const config = path.resolve(input.file);
  const key = noticeKey(config, input.notices, input.versions ?? []);
  const here = `${config}\0${key}`;
  const { saidHere } = run;
  if (saidHere.has(here) && !run.verbose) return { warnings: [] };
  const said = run.memory?.has(config, key) ?? false;
  saidHere.add(here);
  run.memory?.remember(config, key);
  return noticeOutput(input.notices, { said, verbose: run.verbose, source: path.basename(config), command: run.command });
}
