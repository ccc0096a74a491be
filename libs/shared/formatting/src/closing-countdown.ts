import { countOf, DAY_MS, HOUR_MS, MINUTE_MS } from './duration.js';
import { type DateInput, INVALID_DATE_TEXT, parseDate } from './parse-date.js';
import { formatUtcShortDate } from './utc-calendar.js';

export interface ClosingCountdownOptions {
  /** The order form is closed whatever its date says. */
  closed?: boolean;
}

/** Below this much time left the countdown shows days, hours and minutes. */
const DETAILED_BELOW_MS = 2 * DAY_MS;
/** Up to and including this much time left it shows whole days. */
const WHOLE_DAYS_UP_TO_MS = 7 * DAY_MS;

/** The last millisecond (23:59:59.999 UTC) of the UTC calendar day that contains `instant`. */
function endOfUtcDay(instant: Date): number {
  const time = instant.getTime();
  const startOfDay = time - (((time % DAY_MS) + DAY_MS) % DAY_MS);
  // Plain arithmetic: stays exact even past the last day a Date can hold.
  return startOfDay + DAY_MS - 1;
}

/** "1 day 4 hours 3 minutes": floored units, every zero unit left out. */
function detailedRemaining(remaining: number): string {
  const parts = [
    countOf(Math.floor(remaining / DAY_MS), 'day'),
    countOf(Math.floor((remaining % DAY_MS) / HOUR_MS), 'hour'),
    countOf(Math.floor((remaining % HOUR_MS) / MINUTE_MS), 'minute'),
  ];
  return parts.filter((part) => !part.startsWith('0 ')).join(' ');
}

/**
 * The closing line of an order form (spec section 9). The deadline is the END of the given day in
 * UTC: for `'2024-01-05'` the form takes orders until 2024-01-05T23:59:59.999Z. A Date, a
 * date-time string or epoch milliseconds stand for the UTC calendar day they fall on.
 *
 * | time left until the end of the day | text |
 * |---|---|
 * | `closed: true`, or the deadline has passed (now later than 23:59:59.999) | 'Closed' |
 * | under 1 minute (0 to 59.999 s) | 'less than 1 min' |
 * | 1 minute up to, not including, 48 hours | '1 day 4 hours 3 minutes left', '5 hours 1 minute left', '1 day left' |
 * | 48 hours up to and including exactly 7 days | '2 days left' ... '7 days left' (whole days, floored) |
 * | more than 7 days | 'Order before Jan 5, 2024' |
 *
 * Units are floored and zero units left out. Unparseable input (or an invalid `now`) gives
 * 'Invalid date', unless `closed` is set: a closed form is 'Closed' whatever its date. Never
 * throws. Plain arithmetic, no luxon.
 */
export function closingCountdown(
  deadlineDay: DateInput,
  options: ClosingCountdownOptions = {},
  now: Date = new Date(),
): string {
  if (options?.closed) return 'Closed';
  const deadline = parseDate(deadlineDay);
  const current = parseDate(now);
  if (!deadline || !current) return INVALID_DATE_TEXT;
  const remaining = endOfUtcDay(deadline) - current.getTime();
  if (remaining < 0) return 'Closed';
  if (remaining < MINUTE_MS) return 'less than 1 min';
  if (remaining < DETAILED_BELOW_MS) return `${detailedRemaining(remaining)} left`;
  if (remaining <= WHOLE_DAYS_UP_TO_MS) return `${countOf(Math.floor(remaining / DAY_MS), 'day')} left`;
  return `Order before ${formatUtcShortDate(deadline)}`;
}
