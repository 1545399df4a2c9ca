/**
 * Values computed from files, remembered per path while the file's stamp (its modification time,
 * and its size where that matters) stays the same, so that a dev server re-reads only what
 * changed. Bounded: past `limit` files the oldest entry is forgotten, so a long dev session over a
 * growing site does not keep every file it ever read.
 */
export class FileMemo<T> {
  private readonly entries = new Map<string, { stamp: string; value: T }>();

  constructor(private readonly limit: number) {}

  /** The value remembered for `file` at `stamp`, in a box (the value may itself be undefined). */
  get(file: string, stamp: string): { value: T } | undefined {
    const entry = this.entries.get(file);
    return entry?.stamp === stamp ? { value: entry.value } : undefined;
  }

  set(file: string, stamp: string, value: T): void {
    this.entries.delete(file);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(file, { stamp, value });
  }
}
