import type { CallOptions } from '@folio/catalog-kit';
import { contentPaths, HomeResponse } from '@folio/content-contract';
import type { HttpClient } from '@folio/http';

/**
 * `GET /api/public/content/home`, validated against the contract, with the country the device
 * already knows (its cached location or time zone: no lookup, no wait) as `near`. The geolocation
 * module is imported here, not above, so the first page's chunk does not list it among the files
 * this one needs.
 */
export async function fetchHome(http: HttpClient, call: CallOptions = {}): Promise<HomeResponse> {
  const { browserStorage, knownCountry } = await import('@folio/geolocation');
  const near = knownCountry({ storage: browserStorage() });
  return http.get(contentPaths.home(), { ...call, searchParams: { near: near ?? undefined }, schema: HomeResponse });
}
