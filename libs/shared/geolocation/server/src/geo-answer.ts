/**
 * What the embedded service answers, in the shape of ipapi.co's `/json/` (the fields the client
 * reads). The embedded data knows countries, and time zones for coordinates; city and region stay
 * null.
 */
export interface GeoAnswer {
  country_code: string;
  country_name: string;
  city: string | null;
  region: string | null;
  timezone: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A lookup with no answer, as ipapi.co says it (`{error: true, reason}`), with our `code` beside it. */
export interface GeoRefusal {
  error: true;
  reason: string;
  code: 'reserved_address' | 'unknown_address' | 'address_not_found' | 'no_country';
  /** Loopback, private and other addresses that mean nothing outside one network (as ipapi.co says). */
  reserved?: true;
}

export type GeoLookupResult = GeoAnswer | GeoRefusal;

export const isRefusal = (result: GeoLookupResult): result is GeoRefusal => 'error' in result;

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country's English name (`GB` is United Kingdom). */
export function countryName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
