import { describe, expect, it } from 'vitest';
import { LIVE_AFTER_MS, liveLine, plainLine, ProgressPrinter, type StepState } from './progress.ts';

const step = (fields: Partial<StepState>): StepState => ({ name: 'compile pages', started: 0, lastLine: 0, lastQuarter: 0, ...fields });

describe('liveLine', () => {
  it.each<[string, Partial<StepState>, number, number | undefined, string]>([
    ['counter and bar', { done: 5, total: 20 }, 3400, 100, '[folio] compile pages          [#####---------------] 5/20  3 s'],
    ['all done', { done: 20, total: 20 }, 12_000, 100, '[folio] compile pages          [####################] 20/20  12 s'],
    ['no counter: the time only', {}, 61_000, 100, '[folio] compile pages           61 s'],
    ['a zero total is no counter', { done: 0, total: 0 }, 2000, 100, '[folio] compile pages           2 s'],
    ['cut below the width, never wrapped', { done: 5, total: 20 }, 3400, 30, '[folio] compile pages        '],
    ['80 columns when the stream does not say', { done: 1, total: 2 }, 1000, undefined, '[folio] compile pages          [##########----------] 1/2  1 s'],
    ['80 columns when the terminal says 0', { done: 1, total: 2 }, 1000, 0, '[folio] compile pages          [##########----------] 1/2  1 s'],
  ])('%s', (_, fields, now, columns, expected) => {
    expect(liveLine(step(fields), now, columns)).toBe(expected);
  });
});

describe('plainLine', () => {
  it.each<[string, Partial<StepState>, number, string | undefined]>([
    ['nothing before 5 s, even at a quarter', { done: 10, total: 20 }, 4999, undefined],
    ['a quarter reached after 5 s', { done: 5, total: 20 }, 5000, '[folio] compile pages: 5/20 (25 %), 5 s so far'],
    ['no new quarter: nothing until 15 s after the last line', { done: 6, total: 20, lastLine: 5000, lastQuarter: 1 }, 19_999, undefined],
    ['no new quarter: a line 15 s after the last', { done: 6, total: 20, lastLine: 5000, lastQuarter: 1 }, 20_000, '[folio] compile pages: 6/20 (30 %), 20 s so far'],
    ['a new quarter, but within 5 s of the last line', { done: 10, total: 20, lastLine: 5000, lastQuarter: 1 }, 9999, undefined],
    ['a new quarter 5 s after the last line', { done: 10, total: 20, lastLine: 5000, lastQuarter: 1 }, 10_000, '[folio] compile pages: 10/20 (50 %), 10 s so far'],
    ['all done is no quarter of its own (the timing line follows)', { done: 20, total: 20, lastLine: 10_000, lastQuarter: 3 }, 16_000, undefined],
    ['no counter: every 15 s', {}, 15_000, '[folio] compile pages: 15 s so far'],
    ['no counter: nothing sooner', {}, 14_999, undefined],
  ])('%s', (_, fields, now, expected) => {
    expect(plainLine(step(fields), now)).toBe(expected);
  });
});

/** A fake clock whose ticks run when the test moves time on, and a stream that records what is written. */
function harness(isTTY: boolean) {
  let now = 0;
  const ticks: Array<{ every: number; next: number; tick: () => void }> = [];
  const clock = {
    now: () => now,
    every(ms: number, tick: () => void) {
      const entry = { every: ms, next: now + ms, tick };
      ticks.push(entry);
      return () => ticks.splice(ticks.indexOf(entry), 1);
    },
  };
  const written: string[] = [];
  const stream = { isTTY, columns: 120, write: (text: string) => written.push(text) };
  const advance = (to: number) => {
    for (;;) {
      const due = ticks.filter((entry) => entry.next <= to).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.every;
      due.tick();
    }
    now = to;
  };
  return { printer: new ProgressPrinter(stream, clock), written, advance, ticks, screen: () => written.join('') };
}

describe('ProgressPrinter', () => {
  it('on a terminal: a live line rewritten in place after the first second, erased when the step ends', () => {
    const { printer, written, advance, ticks } = harness(true);
    printer.start('prerender');
    printer.update(10, 400);
    advance(LIVE_AFTER_MS - 1);
    expect(written).toEqual([]);
    advance(LIVE_AFTER_MS);
    printer.update(200, 400);
    advance(3000);
    expect(written.every((text) => text.startsWith('\r\x1b[2K[folio] prerender'))).toBe(true);
    expect(written[0]).toContain('10/400  1 s');
    expect(written.at(-1)).toContain('[##########----------] 200/400  3 s');
    expect(written.join('')).not.toContain('\n');
    printer.end('prerender');
    expect(written.at(-1)).toBe('\r\x1b[2K');
    expect(ticks).toEqual([]);
  });

  it('on a terminal: a step shorter than a second draws nothing', () => {
    const { printer, written, advance } = harness(true);
    printer.start('config');
    advance(900);
    printer.end('config');
    expect(written).toEqual([]);
  });

  it('on a terminal: other output first erases the live line', () => {
    const { printer, written, advance } = harness(true);
    printer.start('bundle client+server');
    advance(1200);
    printer.clear();
    expect(written.at(-1)).toBe('\r\x1b[2K');
    printer.clear(); // nothing shown now: nothing written
    expect(written.filter((text) => text === '\r\x1b[2K')).toHaveLength(1);
  });

  it('not on a terminal: plain lines at the quarters, at most one per 5 s, nothing rewritten', () => {
    const { printer, advance, screen } = harness(false);
    printer.start('compile pages');
    for (let done = 1; done <= 100; done++) {
      advance(done * 300); // 30 s in all
      printer.update(done, 100);
    }
    printer.end('compile pages');
    expect(screen()).toBe(['[folio] compile pages: 25/100 (25 %), 7 s so far', '[folio] compile pages: 50/100 (50 %), 15 s so far', '[folio] compile pages: 75/100 (75 %), 22 s so far', ''].join('\n'));
  });

  it('not on a terminal: a step without a counter says it still runs every 15 s; a short one says nothing', () => {
    const { printer, advance, screen, ticks } = harness(false);
    printer.start('config');
    advance(4000);
    printer.end('config');
    expect(screen()).toBe('');
    printer.start('bundle client+server');
    advance(4000 + 31_000);
    printer.end('bundle client+server');
    expect(screen()).toBe('[folio] bundle client+server: 15 s so far\n[folio] bundle client+server: 30 s so far\n');
    expect(ticks).toEqual([]);
  });

  it('progress goes to the innermost running step, and none is taken when no step runs', () => {
    const { printer, advance, screen } = harness(false);
    printer.update(1, 2);
    printer.start('outer');
    printer.start('inner');
    advance(6000);
    printer.update(3, 4);
    printer.end('inner');
    printer.end('outer');
    expect(screen()).toBe('[folio] inner: 3/4 (75 %), 6 s so far\n');
  });
});
