// Public API of @folio/geolocation-server: list every export by name.
export {
  GEOLOCATION_BASE_PATH,
  geolocationRoutes,
  parsePoint,
  type GeolocationRoutesOptions,
} from './geolocation.routes.js';
export { countryOfAddress, lookupAddress, normalizeAddress } from './ip-country.js';
export { lookupPoint } from './point-country.js';
export { countryName, isRefusal, type GeoAnswer, type GeoLookupResult, type GeoRefusal } from './geo-answer.js';
