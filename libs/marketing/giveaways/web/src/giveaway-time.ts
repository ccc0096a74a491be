const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "2 days 4 hours", "3 hours 12 minutes", "less than a minute": floored, at most two units. */
export function timeLeft(until: string, now: Date): string {
  const ms = new Date(until).getTime() - now.getTime();
  if (ms < MINUTE) return 'less than a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const parts =
    days > 0
      ? [count(days, 'day'), hours > 0 ? count(hours, 'hour') : '']
      : hours > 0
        ? [count(hours, 'hour'), minutes > 0 ? count(minutes, 'minute') : '']
        : [count(minutes, 'minute')];
  return parts.filter(Boolean).join(' ');
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "5 Jun 2026, 10:00 UTC": giveaway windows are instants, shown in UTC so every reader reads the same time. */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
export const formatDay = (iso: string) => date.format(new Date(iso));
