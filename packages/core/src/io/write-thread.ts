/**
 * Files written by a thread of their own. The build writes thousands of small files (page chunks,
 * props modules, HTML, cache entries) while its main thread is busy compiling and rendering.
 * Through fs/promises each file cost the main thread about 0.1 ms of JavaScript (a FileHandle,
 * open, write, close), and each of those steps waited for the main thread's next turn of the
 * event loop: written one after another while pages compiled, a file took over a millisecond. Here
 * the main thread only posts the path and the text (about 15 µs); the thread writes synchronously,
 * in order, as fast as the disk allows.
 *
 * One thread serves every user in the process. Each user has a channel: `flush()` waits for the
 * channel's writes (messages are handled in order) and returns its failures. The thread does not
 * keep the process alive.
 */
import { Worker } from 'node:worker_threads';
import { FolioError } from '../errors.ts';
import { fsMessage, shownPath } from '../fs-messages.ts';

export interface WriteFailure {
  file: string;
  message: string;
  /** The file-system error code (`ENOSPC`, …), when the failure was one. */
  code?: string;
}

export interface WriteChannel {
  /**
   * Write `data` to `file` soon (a list of strings: one after another); its folder is created when
   * needed. `atomic`: through a temporary name and a rename.
   */
  write(file: string, data: string | Uint8Array | readonly string[], options?: { atomic?: boolean }): void;
  /**
   * Copy the file `from` to `file` soon (a copy-on-write clone where the file system makes one);
   * its folder is created when needed. `link`: a hard link where the file system allows one (for
   * a file nothing rewrites in place).
   */
  copy(from: string, file: string, options?: { link?: boolean }): void;
  /** Resolves when this channel's writes so far are on disk, with its failures since the last flush. */
  flush(): Promise<WriteFailure[]>;
  /** flush(), for output files: the first failure is thrown as an error naming the file (`what`: "the page"). */
  flushOutput(what: string): Promise<void>;
}

// The thread's code: CommonJS, run with `eval`, needing nothing but node:fs.
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { constants, copyFileSync, linkSync, mkdirSync, renameSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');
const made = new Set();
const failures = new Map();
let serial = 0;
// A list of strings is joined here, on this thread: the main thread never makes the one string.
const put = (file, data) => writeFileSync(file, Array.isArray(data) ? data.join('') : data);
parentPort.on('message', (message) => {
  if (message.flush !== undefined) {
    parentPort.postMessage({ flushed: message.flush, failures: failures.get(message.channel) ?? [] });
    failures.delete(message.channel);
    return;
  }
  const { channel, file, data, atomic, from, link } = message;
  try {
    const dir = dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    if (from !== undefined) {
      let linked = false;
      if (link) {
        try {
          linkSync(from, file);
          linked = true;
        } catch {}
      }
      if (!linked) copyFileSync(from, file, constants.COPYFILE_FICLONE);
    } else if (atomic) {
      const temporary = file + '.' + process.pid + '.' + serial++ + '.tmp';
      put(temporary, data);
      renameSync(temporary, file);
    } else {
      put(file, data);
    }
  } catch (error) {
    made.clear(); // a folder removed meanwhile (folio clear) is made again next time
    const list = failures.get(channel) ?? [];
    if (list.length < 10) list.push({ file, message: error.message, code: typeof error.code === 'string' ? error.code : undefined });
    failures.set(channel, list);
  }
});
`;

let thread: Worker | undefined;
/** Counts the threads that stopped: writes posted to one of them may be lost. */
let stopped = 0;
const pending = new Map<number, (failures: WriteFailure[]) => void>();
let nextFlush = 0;
let nextChannel = 0;

function worker(): Worker {
  if (thread) return thread;
  // A small heap: it holds one message at a time.
  const created = new Worker(THREAD_SOURCE, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 64 } });
  created.unref();
  created.on('message', (reply: { flushed: number; failures: WriteFailure[] }) => {
    pending.get(reply.flushed)?.(reply.failures);
    pending.delete(reply.flushed);
    if (pending.size === 0) created.unref();
  });
  const fail = (error: unknown) => {
    // The thread is gone: report it to every waiting flush, and start a new one next time.
    thread = undefined;
    stopped++;
    for (const resolve of pending.values()) resolve([{ file: '(write thread)', message: error instanceof Error ? error.message : String(error) }]);
    pending.clear();
  };
  created.on('error', fail);
  created.on('exit', (code) => {
    if (thread === created) fail(new Error(`the write thread stopped (exit code ${code})`));
  });
  thread = created;
  return created;
}

export function writeChannel(): WriteChannel {
  const channel = nextChannel++;
  /** `stopped` when this channel first wrote since its last flush; undefined: nothing to wait for. */
  let wroteWhile: number | undefined;
  return {
    write(file, data, options) {
      const target = worker();
      wroteWhile ??= stopped;
      target.postMessage({ channel, file, data, atomic: options?.atomic === true });
    },
    copy(from, file, options) {
      const target = worker();
      wroteWhile ??= stopped;
      target.postMessage({ channel, file, from, link: options?.link === true });
    },
    async flush() {
      if (wroteWhile === undefined) return [];
      const lost = wroteWhile !== stopped;
      wroteWhile = undefined;
      if (lost) return [{ file: '(write thread)', message: 'the write thread stopped before it had written every file' }];
      const target = worker();
      const id = nextFlush++;
      // Waiting on a reply: keep the process alive until it comes.
      target.ref();
      const failures = await new Promise<WriteFailure[]>((resolve) => {
        pending.set(id, resolve);
        target.postMessage({ flush: id, channel });
      });
      return failures;
    },
    async flushOutput(what) {
      const [failed] = await this.flush();
      if (failed) throw writeFailureError(failed, what);
    },
  };
}

/**
 * The error of a failed output write: a file-system fault as one message naming the file the user
 * knows (not the temporary output folder) and the cause in plain words.
 */
export function writeFailureError(failed: WriteFailure, what: string): FolioError {
  if (failed.code) {
    const { message, hint } = fsMessage(failed.code, `write ${what}`, shownPath(failed.file));
    return new FolioError(message, { hint });
  }
  return new FolioError(`cannot write ${what}: ${failed.message}`, { file: shownPath(failed.file) });
}
