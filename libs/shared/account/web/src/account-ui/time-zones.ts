/** The IANA time zones this browser knows, for the time zone choice; the current one is always listed. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set<string>(['UTC', ...supported, current]);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
