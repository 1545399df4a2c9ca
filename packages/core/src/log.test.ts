/** The log's timed steps drive the progress printer; every other line erases the live line first. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureLog, log, task, type Timing } from './log.ts';
import { ProgressPrinter } from './progress.ts';

/** A terminal whose clock the test moves (the printer's tick runs when the test calls it). */
function terminal() {
  let now = 0;
  const written: string[] = [];
  let ticking = false;
  const printer = new ProgressPrinter({ isTTY: true, columns: 100, write: (text) => written.push(text) }, {
    now: () => now,
    every: () => {
      ticking = true;
      return () => (ticking = false);
    },
  });
  return { printer, written, at: (ms: number) => (now = ms), ticking: () => ticking };
}

afterEach(() => {
  configureLog({ quiet: false, memory: false });
  vi.restoreAllMocks();
});

describe('task and log.progress', () => {
  it("a step's progress shows in its live line, which is erased before its timing line", async () => {
    const { printer, written, at, ticking } = terminal();
    configureLog({ quiet: false, memory: false, progress: printer });
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const timings: Timing[] = [];
    const result = await task('prerender', timings, async () => {
      expect(ticking()).toBe(true);
      log.progress(3, 12);
      at(2500);
      printer.tick();
      expect(written.at(-1)).toBe(`\r\x1b[2K[folio] ${'prerender'.padEnd(22)} [#####---------------] 3/12  2 s`);
      return 42;
    });
    expect(result).toBe(42);
    expect(written.at(-1)).toBe('\r\x1b[2K');
    expect(ticking()).toBe(false);
    expect(lines).toEqual([expect.stringMatching(/^\[folio\] prerender +\d+ ms$/)]);
    expect(timings.map((timing) => timing.name)).toEqual(['prerender']);
  });

  it('a warning during a step erases the live line first', async () => {
    const { printer, written, at } = terminal();
    configureLog({ quiet: false, memory: false, progress: printer });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    /** What the terminal last received when the warning was printed. */
    const before: Array<string | undefined> = [];
    vi.spyOn(console, 'warn').mockImplementation(() => void before.push(written.at(-1)));
    await task('compile pages', [], () => {
      at(1500);
      printer.tick();
      log.warn('something');
      return undefined;
    });
    expect(before).toEqual(['\r\x1b[2K']);
    expect(written).toEqual([`\r\x1b[2K[folio] ${'compile pages'.padEnd(22)}  1 s`, '\r\x1b[2K']);
  });

  it('a step that fails still ends its progress, and prints no timing', async () => {
    const { printer, ticking } = terminal();
    configureLog({ quiet: false, memory: false, progress: printer });
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    await expect(task('bundle client+server', [], () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(ticking()).toBe(false);
    expect(lines).toEqual([]);
  });

  it('quiet: no progress at all', async () => {
    const { printer, written, at } = terminal();
    configureLog({ quiet: true, memory: false, progress: printer });
    await task('prerender', [], () => {
      log.progress(1, 2);
      at(5000);
      printer.tick();
    });
    expect(written).toEqual([]);
  });
});
