// Public API of @folio/geolocation: list every export by name.
export {
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_NAME,
  LOCATION_STORAGE_KEY,
  LOCATION_TTL_MS,
  defaultLocation,
  type CachedLocation,
  type LocationSource,
} from './location';
export { isFresh, readCachedLocation, writeCachedLocation, type LocationStorage } from './location-cache';
export {
  BROWSER_GEOLOCATION_ERRORS,
  BROWSER_POSITION_OPTIONS,
  BROWSER_POSITION_TIMEOUT_MS,
  browserPosition,
  type BrowserGeolocation,
  type Coordinates,
} from './browser-position';
export { LOOKUP_TIMEOUT_MS, ipLookup, reverseGeocode, type FetchLike, type LookupAnswer } from './lookup';
export { TIMEZONE_COUNTRIES, browserTimeZone, timezoneCountry } from './timezone-country';
export { REVERSE_GEOCODE_TTL_MS, createLocator, type CountryGuess, type Locator, type LocatorOptions } from './locator';
export { suggestShippingCountry } from './shipping-country';
export { browserStorage, knownCountry } from './known-country';
