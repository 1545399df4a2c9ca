/**
 * Cache files written off the main thread. A large build writes thousands of cache entries
 * (compiled pages) while it compiles; they go to the write thread (./write-thread.ts), and
 * `flush()` waits for them.
 *
 * Each file is written to a temporary name and renamed, so a reader (another build) never sees
 * half a file. A failed write is reported once as a warning: a cache entry that is missing only
 * costs a recompile or a render next time.
 */
import { log } from '../log.ts';
import { fsCause } from '../fs-messages.ts';
import { writeChannel, type WriteChannel } from './write-thread.ts';

export class BackgroundWrites {
  private readonly channel: WriteChannel = writeChannel();
  private warned = false;

  /** Write `data` to `file` soon; the folder is created when needed. */
  write(file: string, data: string): void {
    this.channel.write(file, data, { atomic: true });
  }

  /** Resolves when every write asked for so far is done. */
  async flush(): Promise<void> {
    const [failure] = await this.channel.flush();
    if (failure && !this.warned) {
      this.warned = true;
      log.warn(`could not write the cache file ${failure.file}: ${failure.code ? fsCause(failure.code) : failure.message}`);
    }
  }
}
