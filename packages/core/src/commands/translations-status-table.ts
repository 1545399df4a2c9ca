/**
 * PURE: `folio translations status`'s report. Each translatable source file of a locale is
 * translated (its record matches the source), stale (the source changed since), unrecorded
 * (translated, no record) or missing (no translated file); the table counts them per locale, with
 * totals; `--check` fails on stale or missing files.
 */
import type { TranslationState } from '../io/translation-record.ts';

export type FileState = TranslationState | 'missing';

export interface LocaleStatus {
  locale: string;
  /** The translated files (relative to the site), by state. */
  translated: string[];
  stale: string[];
  unrecorded: string[];
  missing: string[];
}

const COLUMNS = ['translated', 'stale', 'unrecorded', 'missing'] as const;

export function localeStatus(locale: string, files: Array<{ file: string; state: FileState }>): LocaleStatus {
  const status: LocaleStatus = { locale, translated: [], stale: [], unrecorded: [], missing: [] };
  const column = { current: 'translated', stale: 'stale', unrecorded: 'unrecorded', missing: 'missing' } as const;
  for (const { file, state } of files) status[column[state]].push(file);
  for (const name of COLUMNS) status[name].sort();
  return status;
}

/** The table: a row per locale, then the totals when there are several locales. */
export function formatStatusTable(statuses: LocaleStatus[]): string {
  const header = ['locale', ...COLUMNS, 'total'];
  const row = (name: string, counts: number[]) => [name, ...counts.map(String), String(counts.reduce((sum, count) => sum + count, 0))];
  const rows = statuses.map((status) => row(status.locale, COLUMNS.map((name) => status[name].length)));
  if (statuses.length > 1) rows.push(row('total', COLUMNS.map((name) => statuses.reduce((sum, status) => sum + status[name].length, 0))));
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((cells) => cells[index]!.length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** The report as JSON: per locale its files by state and their counts, and the totals. */
export function statusJson(statuses: LocaleStatus[]): object {
  const totals = Object.fromEntries(COLUMNS.map((name) => [name, statuses.reduce((sum, status) => sum + status[name].length, 0)]));
  return { locales: statuses.map((status) => ({ ...status, counts: Object.fromEntries(COLUMNS.map((name) => [name, status[name].length])) })), totals };
}

/** What `--check` fails with: the stale and missing files (`limit` named, then how many more); undefined when there are none. */
export function checkFailure(statuses: LocaleStatus[], limit = 20): string | undefined {
  const failing = statuses.flatMap((status) => [...status.stale.map((file) => `${file} (${status.locale}, stale)`), ...status.missing.map((file) => `${file} (${status.locale}, missing)`)]);
  if (!failing.length) return undefined;
  const stale = statuses.reduce((sum, status) => sum + status.stale.length, 0);
  const shown = failing.slice(0, limit).map((line) => `  ${line}`);
  if (failing.length > limit) shown.push(`  and ${failing.length - limit} more`);
  return `${stale} stale and ${failing.length - stale} missing translation${failing.length === 1 ? '' : 's'}:\n${shown.join('\n')}`;
}
