/**
 * The seconds a `Retry-After` header asks to wait (RFC 9110, section 10.2.3): delta-seconds, or an
 * HTTP-date turned into the seconds left from `now`, rounded up and never negative. Undefined when
 * the header is missing or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds : undefined;
  }
  // An HTTP-date names its day and month; without a letter `Date.parse` would read '-5' as a year.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
