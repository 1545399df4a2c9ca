/**
 * PURE: a date written in front matter (`date`, `last_update.date`) as an RFC 3339 instant, the
 * same on every machine. A date or time without a zone is UTC, as YAML reads a timestamp without
 * one: `2024-03-01T23:30:00` and `March 1, 2024 23:30` are 23:30 UTC whatever the build machine's
 * `TZ`. Years outside 0000–9999, which RFC 3339 cannot write, are refused. Shared by the blog
 * (`date`) and every plugin that reads `last_update` (last-update.ts).
 */

export type DateReading = { iso: string } | { problem: string };

/** RFC 3339 / ISO 8601: a date, then optionally a time (`T` or a space) and a zone. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** A zone named in free text: UTC/GMT/UT/Z, a US zone abbreviation, or a numeric offset after the time. */
const NAMED_ZONE = /(?:^|[\s\d,(])(?:utc|gmt|ut|z|[ecmp][sd]t)(?=$|[\s+\-)])|\d:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?\s*)?(?:utc|gmt)?\s*[+-]\d{1,2}:?\d{2}\b/i;

const MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Date.UTC, but for every year: Date.UTC reads years 0–99 as 1900–1999. */
function utc(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hours, minutes, seconds, ms));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

const FIRST = utc(0, 1, 1);

function fromIso(match: RegExpExecArray): number | undefined {
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
  const [year, month, day, hours, minutes, seconds] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const time = utc(year, month, day, hours, minutes, seconds, Number(fraction.padEnd(3, '0').slice(0, 3)));
  if (new Date(time).getUTCDate() !== day) return undefined; // 2024-02-30
  if (zone.toUpperCase() === 'Z') return time;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  if (offset >= 24 * 60) return undefined;
  return time - sign * offset * 60_000;
}

/**
 * Free text (`March 1, 2024 23:30`) as the JavaScript engine reads it, but UTC when it names no
 * zone. Only words, digits and `, . : / + -` with a year of four digits or more: the engine's
 * comments in parentheses and its guesses at short years would read the added zone differently.
 */
function fromText(text: string): number | undefined {
  if (!/^[a-z\d\s,.:/+-]+$/i.test(text) || !/\d{4}/.test(text)) return undefined;
  const time = NAMED_ZONE.test(text) ? Date.parse(text) : Date.parse(`${text} UTC`);
  return Number.isNaN(time) ? undefined : time;
}

/** PURE: a front matter date (a string, or a Date a YAML 1.1 reader made) read as an instant. */
export function readDateValue(value: unknown): DateReading {
  let time: number | undefined;
  if (value instanceof Date) time = Number.isNaN(value.getTime()) ? undefined : value.getTime();
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    const iso = ISO.exec(text);
    time = iso ? fromIso(iso) : /^[+-]?\d{5,}-/.test(text) ? Number.NaN : fromText(text);
    if (Number.isNaN(time)) return { problem: `${JSON.stringify(value)} is outside the years 0000–9999 a feed can write` };
  }
  if (time === undefined) return { problem: `expected a date such as 2024-03-01 or 2024-03-01T10:00:00Z, got ${JSON.stringify(value)}` };
  if (time < FIRST || time > MAX) return { problem: `${JSON.stringify(value instanceof Date ? value.toISOString() : value)} is outside the years 0000–9999 a feed can write` };
  return { iso: new Date(time).toISOString() };
}
