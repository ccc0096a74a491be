import type { CallOptions } from '@folio/catalog-kit';
import { contentPaths, HomeResponse } from '@folio/content-contract';
import { browserStorage, knownCountry } from '@folio/geolocation';
import type { HttpClient } from '@folio/http';

/**
 * `GET /api/public/content/home`, validated against the contract, with the country the device
 * already knows (its cached location or time zone: no lookup, no wait) as `near`.
 */
export function fetchHome(http: HttpClient, call: CallOptions = {}): Promise<HomeResponse> {
  const near = knownCountry({ storage: browserStorage() });
  return http.get(contentPaths.home(near), { ...call, schema: HomeResponse });
}
