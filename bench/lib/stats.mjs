/** Small numeric and formatting helpers for the benchmark report. */

export function median(values) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (p in 0..1): with 10 samples, p95 is the largest one. */
export function percentile(values, p) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1];
}

export const round = (value, digits = 1) => (value === undefined || value === null ? undefined : Number(value.toFixed(digits)));
export const kbToMB = (kb) => (kb === undefined ? undefined : round(kb / 1024, 1));

/** A plain-text table: `columns` is [{ title, get(row) }], numbers are right-aligned. */
export function formatTable(title, columns, rows) {
  const cells = rows.map((row) => columns.map((column) => {
    const value = column.get(row);
    return value === undefined || value === null ? '–' : String(value);
  }));
  const widths = columns.map((column, i) => Math.max(column.title.length, ...cells.map((row) => row[i].length)));
  const line = (values) => values.map((value, i) => value.padStart(widths[i])).join('  ');
  return [title, line(columns.map((c) => c.title)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
