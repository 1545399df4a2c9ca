/** When the dev server restarts: once changes have been quiet briefly, one restart at a time. */
import { formatError } from '../errors.ts';
import { log } from '../log.ts';

/**
 * Runs `run` once changes have been quiet briefly (editors write a file in steps: truncate, then
 * write), one run at a time: a change during a run runs it once more when it ends, so the last
 * edit always counts.
 */
export function restartRunner(run: () => Promise<void>, isClosed: () => boolean): { schedule(): void; stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  let settle: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (isClosed()) return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await run();
          } catch (error) {
            log.error(formatError(error)); // restart() catches its own errors; this is a last guard
          }
        } while (again && !isClosed());
      })().finally(() => (running = undefined));
    }, 120);
  };
  return {
    schedule,
    async stop() {
      clearTimeout(settle);
      await running;
    },
  };
}
