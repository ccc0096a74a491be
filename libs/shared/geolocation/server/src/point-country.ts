import tzLookup from '@photostructure/tz-lookup';
import { iso1A2Code } from '@rapideditor/country-coder';
import { countryName, type GeoLookupResult } from './geo-answer.js';

/**
 * Where a point is, from data shipped in packages: the country or territory from
 * `@rapideditor/country-coder` (OpenStreetMap borders; ISO codes as IP services report them, so
 * Puerto Rico is PR) and the time zone from `@photostructure/tz-lookup`. The coordinates must be
 * valid degrees (the routes check them).
 */
export function lookupPoint(latitude: number, longitude: number): GeoLookupResult {
  const country = iso1A2Code([longitude, latitude], { level: 'territory' });
  if (!country) return { error: true, reason: 'No country at these coordinates', code: 'no_country' };
  let timezone: string | null = null;
  try {
    timezone = tzLookup(latitude, longitude);
  } catch {
    timezone = null;
  }
  return {
    country_code: country,
    country_name: countryName(country),
    city: null,
    region: null,
    timezone,
    latitude,
    longitude,
  };
}
