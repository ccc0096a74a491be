import { DateTime } from 'luxon';
import { type DateInput, INVALID_DATE_TEXT, parseDate } from './parse-date.js';

export interface DateFormatOptions {
  /**
   * The time zone whose calendar the date is read in: an IANA name such as 'Europe/London', or
   * anything else luxon accepts ('UTC+2', 'local' for the reader's own zone). Default 'UTC':
   * signing-event and closing dates are calendar dates, stored as midnight UTC, and must read as
   * the same day for every reader and on the server, wherever they are.
   */
  zone?: string;
}

const SHORT_DATE = 'MMM d, yyyy';
const LONG_DATE = 'MMMM d, yyyy';
const DATE_TIME = 'MMM d, yyyy, h:mm a';

function format(input: DateInput, pattern: string, { zone = 'UTC' }: DateFormatOptions): string {
  const date = parseDate(input);
  if (!date) return INVALID_DATE_TEXT;
  // English month names and AM/PM whatever the runtime's default locale.
  const dateTime = DateTime.fromJSDate(date, { zone }).setLocale('en-US');
  if (!dateTime.isValid) {
    // The zone comes from configuration or a validated event record: a bad one is a bug to see,
    // not a date to hide behind 'Invalid date'.
    throw new RangeError(`Unknown time zone: ${zone}`);
  }
  return dateTime.toFormat(pattern);
}

/**
 * The short date of spec section 9: `formatShortDate('2024-01-05')` gives 'Jan 5, 2024'.
 * Unparseable input gives 'Invalid date'. @throws RangeError for an unknown `zone`.
 */
export function formatShortDate(date: DateInput, options: DateFormatOptions = {}): string {
  return format(date, SHORT_DATE, options);
}

/**
 * The long date of spec section 9, pattern 'MMMM d, yyyy': `formatLongDate('2024-01-05')` gives
 * 'January 5, 2024'. Unparseable input gives 'Invalid date'. @throws RangeError for an unknown `zone`.
 */
export function formatLongDate(date: DateInput, options: DateFormatOptions = {}): string {
  return format(date, LONG_DATE, options);
}

/**
 * A date with its time of day, for event times: 'Jan 5, 2024, 7:30 PM'. Pass the event's own
 * `zone` (an event at 19:30 in New York reads 7:30 PM for every reader) or 'local' for the
 * reader's. Unparseable input gives 'Invalid date'. @throws RangeError for an unknown `zone`.
 */
export function formatDateTime(date: DateInput, options: DateFormatOptions = {}): string {
  return format(date, DATE_TIME, options);
}
