/**
 * Progress of the build's long steps, as Docusaurus shows its own: on a terminal a live line per
 * running step (its counter and bar when the step reports one, and the time so far), rewritten in
 * place and erased when the step ends, where log.ts prints the step's timing line as before. Not on
 * a terminal (CI, a pipe, a file) nothing is rewritten: a step that runs long gets plain lines, at
 * most one per PLAIN_MIN_GAP_MS, when a quarter of its work is done or every PLAIN_EVERY_MS.
 * Short steps show nothing either way. The clock and the stream are given, so tests drive both.
 */

/** Where progress is written: process.stdout, or a test's fake. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

/** Time, and a repeating tick (its stop function returned): performance.now and setInterval, or a test's fake. */
export interface ProgressClock {
  now(): number;
  every(ms: number, tick: () => void): () => void;
}

/** A live line appears once a step has run this long (a step shorter than that never flickers). */
export const LIVE_AFTER_MS = 1000;
/** How often the live line is redrawn (its time so far moves even when no count is reported). */
export const LIVE_EVERY_MS = 200;
/** Not on a terminal: no line before a step has run this long, nor two lines of a step closer than this. */
export const PLAIN_MIN_GAP_MS = 5000;
/** Not on a terminal: a line at least this often while a step runs, when no quarter is reached. */
export const PLAIN_EVERY_MS = 15000;
const PLAIN_TICK_MS = 1000;
const BAR_WIDTH = 20;

export interface StepState {
  name: string;
  started: number;
  done?: number;
  total?: number;
  /** When the last plain line of the step was written (its start before any). */
  lastLine: number;
  /** The last quarter (1–3) a plain line reported. */
  lastQuarter: number;
}

const seconds = (ms: number) => `${Math.floor(ms / 1000)} s`;
const counted = (step: StepState): step is StepState & { done: number; total: number } => step.total !== undefined && step.total > 0 && step.done !== undefined;
/** 0–3: how many quarters of its work the step has done (all of it is not a quarter: its timing line says it). */
const quarterOf = (step: StepState) => (counted(step) ? Math.min(3, Math.floor((4 * step.done) / step.total)) : 0);

/** PURE: the live line of `step` at `now`, cut to the terminal's width so that it never wraps (a wrapped line cannot be rewritten). */
export function liveLine(step: StepState, now: number, columns = 80): string {
  let text = `[folio] ${step.name.padEnd(22)}`;
  if (counted(step)) {
    const filled = Math.round((BAR_WIDTH * Math.min(step.done, step.total)) / step.total);
    text += ` [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${step.done}/${step.total}`;
  }
  text += `  ${seconds(now - step.started)}`;
  // A terminal that does not tell its width (0) is taken as 80 columns wide.
  const width = columns > 0 ? columns : 80;
  return text.length < width ? text : text.slice(0, width - 1);
}

/** PURE: the plain line to write for `step` at `now`, or undefined when none is due (see the top of this file). */
export function plainLine(step: StepState, now: number): string | undefined {
  if (now - step.started < PLAIN_MIN_GAP_MS || now - step.lastLine < PLAIN_MIN_GAP_MS) return undefined;
  const quarter = quarterOf(step);
  if (quarter <= step.lastQuarter && now - step.lastLine < PLAIN_EVERY_MS) return undefined;
  const count = counted(step) ? ` ${step.done}/${step.total} (${Math.floor((100 * step.done) / step.total)} %),` : '';
  return `[folio] ${step.name}:${count} ${seconds(now - step.started)} so far`;
}

const CLEAR_LINE = '\r\x1b[2K';

export class ProgressPrinter {
  /** Running steps, innermost last: progress goes to the innermost. */
  private readonly steps: StepState[] = [];
  private stopTick: (() => void) | undefined;
  /** Whether a live line is on the screen now. */
  private shown = false;

  constructor(
    private readonly stream: ProgressStream,
    private readonly clock: ProgressClock,
  ) {}

  private get live(): boolean {
    return this.stream.isTTY === true;
  }

  start(name: string): void {
    const now = this.clock.now();
    this.clear();
    this.steps.push({ name, started: now, lastLine: now, lastQuarter: 0 });
    this.stopTick ??= this.clock.every(this.live ? LIVE_EVERY_MS : PLAIN_TICK_MS, () => this.tick());
  }

  /** `done` of `total` units of the innermost running step are done (ignored when no step runs). */
  update(done: number, total: number): void {
    const step = this.steps.at(-1);
    if (!step) return;
    step.done = done;
    step.total = total;
    if (!this.live) this.tick();
  }

  /** The step named `name` ended: its live line is erased, for the timing line log.ts prints. */
  end(name: string): void {
    this.clear();
    const at = this.steps.findLastIndex((step) => step.name === name);
    if (at !== -1) this.steps.splice(at, 1);
    if (this.steps.length === 0) {
      this.stopTick?.();
      this.stopTick = undefined;
    }
  }

  /** Erase the live line before other output (the next tick draws it again below that output). */
  clear(): void {
    if (!this.shown) return;
    this.stream.write(CLEAR_LINE);
    this.shown = false;
  }

  /** Draw the live line, or write a plain line when one is due. */
  tick(): void {
    const step = this.steps.at(-1);
    if (!step) return;
    const now = this.clock.now();
    if (this.live) {
      if (now - step.started < LIVE_AFTER_MS) return;
      this.stream.write(`${CLEAR_LINE}${liveLine(step, now, this.stream.columns)}`);
      this.shown = true;
      return;
    }
    const line = plainLine(step, now);
    if (line === undefined) return;
    this.stream.write(`${line}\n`);
    step.lastLine = now;
    step.lastQuarter = Math.max(step.lastQuarter, quarterOf(step));
  }
}
