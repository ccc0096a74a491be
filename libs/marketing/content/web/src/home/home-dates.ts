// Dates of the home page's cards through the browser's own Intl: luxon would add about 20 kB
// (brotli) to the first page for a handful of dates.

/** 'Sat, Dec 5 · 10:00 AM' in the event's own time zone. */
export function eventWhen(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const zone = validZone(timeZone);
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: zone,
  }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(date);
  return `${day} · ${time}`;
}

/** 'December 5' (UTC), for when a giveaway closes. */
export function dayMonth(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/** 'United Kingdom' for GB; the code itself if the browser does not know it. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}
