/*
 * Event dates and times with the platform's Intl, in the event's own zone or the reader's. Intl
 * is built into every browser, so these cost no bundle weight (luxon stays out of the catalog's
 * pages, quality bar F3). English month names whatever the browser's language, as elsewhere.
 */
const LOCALE = 'en-US';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formats.set(key, formatter);
  }
  return formatter;
}

/** ICU puts narrow and thin spaces around AM/PM and range dashes; text reads the same with plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

/** The zone the reader's device is set to, e.g. `Europe/Paris`. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Whether an IANA zone name is one this browser knows; unknown zones fall back to UTC. */
function safeZone(timeZone: string): string {
  try {
    format(timeZone, {});
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** `Sun, Dec 6, 2026, 1:00 – 5:00 PM CST`, or both dates when the event spans days. */
export function formatEventRange(startsAt: string, endsAt: string, timeZone: string): string {
  const zone = safeZone(timeZone);
  const range = format(zone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return plainSpaces(range.formatRange(new Date(startsAt), new Date(endsAt)));
}

/** `Sun, Dec 6, 2026`. */
export function formatEventDay(startsAt: string, timeZone: string): string {
  return plainSpaces(
    format(safeZone(timeZone), { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(startsAt),
    ),
  );
}

/** `1:00 PM CST`. */
export function formatEventTime(startsAt: string, timeZone: string): string {
  return plainSpaces(
    format(safeZone(timeZone), { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
      new Date(startsAt),
    ),
  );
}

/** The month (`DEC`) and day (`6`) for a calendar badge, in the event's zone. */
export function eventDateBadge(startsAt: string, timeZone: string): { month: string; day: string } {
  const parts = format(safeZone(timeZone), { month: 'short', day: 'numeric' }).formatToParts(new Date(startsAt));
  const month = parts.find((part) => part.type === 'month')?.value ?? '';
  const day = parts.find((part) => part.type === 'day')?.value ?? '';
  return { month: month.toUpperCase(), day };
}

/** Whether two zones show the same wall-clock time at this instant (so one line is enough). */
export function sameOffsetAt(instant: string, zoneA: string, zoneB: string): boolean {
  const at = new Date(instant);
  const wall = (zone: string) =>
    format(safeZone(zone), {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).format(at);
  return wall(zoneA) === wall(zoneB);
}

/** The city of a zone name for people: `America/Los_Angeles` → `Los Angeles`. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}
