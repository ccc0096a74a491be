const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * ISO 8601 in the zone's local time with its offset: `2026-05-01T10:00:00+01:00`. Readers see
 * the time on the venue's clock, and `new Date()` of it is still the exact instant.
 */
export function toZonedIso(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const offsetMinutes = Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${offset}`;
}

/**
 * The instant at which a zone's wall clock shows the given local time (for demo data: "7 pm in
 * Sydney on that day"). Two passes settle the offset across DST changes.
 */
export function zonedToInstant(
  local: { year: number; month: number; day: number; hour: number; minute?: number },
  timeZone: string,
): Date {
  const target = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute ?? 0);
  let guess = target;
  for (let pass = 0; pass < 2; pass++) {
    const w = wallClock(new Date(guess), timeZone);
    const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
    guess += target - shown;
  }
  return new Date(guess);
}

/** `YYYY-MM-DD` of an instant in UTC. */
export const utcDate = (instant: Date): string => instant.toISOString().slice(0, 10);
