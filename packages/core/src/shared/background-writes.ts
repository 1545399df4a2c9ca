/**
 * Cache files written off the main thread. A large build writes thousands of cache entries
 * (compiled pages); written synchronously, creating them cost about 0.2 ms each on the main
 * thread (0.83 s of a 4000-page build, by profile). Here each write goes to libuv's thread
 * pool, a few at a time, while the build goes on; `flush()` waits for them.
 *
 * Each file is written to a temporary name and renamed, so a reader (another build) never sees
 * half a file. A failed write is reported once as a warning: a cache entry that is missing only
 * costs a recompile or a render next time.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../log.ts';

const IN_FLIGHT = 8;

export class BackgroundWrites {
  private readonly queue: [file: string, data: string][] = [];
  private readonly dirs = new Set<string>();
  private active = 0;
  private idle: (() => void)[] = [];
  private warned = false;
  private serial = 0;

  /** Write `data` to `file` soon; the folder is created when needed. */
  write(file: string, data: string): void {
    this.queue.push([file, data]);
    this.pump();
  }

  /** Resolves when every write asked for so far is done. */
  flush(): Promise<void> {
    if (this.active === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private pump(): void {
    while (this.active < IN_FLIGHT && this.queue.length > 0) {
      const [file, data] = this.queue.shift()!;
      this.active++;
      void this.writeOne(file, data).finally(() => {
        this.active--;
        this.pump();
        if (this.active === 0 && this.queue.length === 0) for (const resolve of this.idle.splice(0)) resolve();
      });
    }
  }

  private async writeOne(file: string, data: string): Promise<void> {
    const temp = `${file}.${process.pid}.${this.serial++}.tmp`;
    try {
      const dir = path.dirname(file);
      if (!this.dirs.has(dir)) {
        await mkdir(dir, { recursive: true });
        this.dirs.add(dir);
      }
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (error) {
      // `folio clear` during a build removes the folder: make it again next time.
      this.dirs.clear();
      if (!this.warned) {
        this.warned = true;
        log.warn(`could not write the cache file ${file}: ${(error as Error).message}`);
      }
    }
  }
}
