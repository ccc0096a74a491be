/**
 * What every date function accepts: a Date, an ISO 8601 string or epoch milliseconds.
 */
export type DateInput = Date | string | number;

/** The largest distance from the epoch a Date can hold (ECMAScript, 100,000,000 days). */
const MAX_EPOCH_MS = 8.64e15;
const MINUTE_MS = 60_000;

// YYYY-MM-DD, optionally followed by "T" or a space, HH:mm, optional :ss, optional fraction of a
// second (any length: Laravel sends microseconds) and an optional Z or ±HH, ±HHmm, ±HH:mm offset.
const ISO_FORM =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; setUTCFullYear keeps years 0-99 literal.
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

function offsetMinutes(offset: string | undefined): number | null {
  if (offset === undefined || offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

function parseIso(text: string): Date | null {
  const match = ISO_FORM.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const offsetMin = offsetMinutes(offset);
  if (offsetMin === null) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // Fractions beyond milliseconds are truncated, never rounded up into the next second.
  date.setUTCHours(hour, minute, second, Number(fraction.slice(0, 3).padEnd(3, '0')));
  const time = date.getTime() - offsetMin * MINUTE_MS;
  return Math.abs(time) <= MAX_EPOCH_MS ? new Date(time) : null;
}

/**
 * Reads a date without luxon (so relative times and countdowns stay out of luxon's weight) and
 * without the engine's lenient `Date.parse`, whose non-ISO forms differ between browsers.
 *
 * - `Date`: a copy, or null when it is an Invalid Date.
 * - `number`: epoch milliseconds, when finite and within the Date range.
 * - `string`: ISO 8601 extended form, `2024-01-05`, `2024-01-05T19:30`, `2024-01-05 19:30:00`,
 *   `2024-01-05T19:30:00.123456Z`, `2024-01-05T19:30:00+01:00`. A string WITHOUT an offset is
 *   read as UTC (unlike `new Date()`, which reads a date-time without offset as local time): the
 *   same text then means the same instant for every reader and on the server. Impossible
 *   calendar dates such as `2023-02-29` are rejected.
 *
 * Returns null for anything else; it never throws.
 */
export function parseDate(input: DateInput): Date | null {
  if (input instanceof Date) {
    const time = input.getTime();
    return Number.isNaN(time) ? null : new Date(time);
  }
  if (typeof input === 'number') {
    return Number.isFinite(input) && Math.abs(input) <= MAX_EPOCH_MS ? new Date(input) : null;
  }
  if (typeof input === 'string') return parseIso(input);
  return null;
}

/** The text every date function shows for input it cannot read (spec section 8). */
export const INVALID_DATE_TEXT = 'Invalid date';
