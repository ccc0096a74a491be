/*
 * The event's dates in its own zone with the platform's Intl (no luxon on this page). An unknown
 * zone falls back to UTC rather than failing the page.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function rangeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      });
    } catch {
      format = rangeFormat('UTC');
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** ICU puts narrow and thin spaces around AM/PM and range dashes; text reads the same with plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

/** `Sun, Dec 6, 2026, 1:00 – 5:00 PM CST`, in the event's zone. */
export function formatEventRange(startsAt: string, endsAt: string, timeZone: string): string {
  return plainSpaces(rangeFormat(timeZone).formatRange(new Date(startsAt), new Date(endsAt)));
}
