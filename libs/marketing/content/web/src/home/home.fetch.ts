import type { CallOptions } from '@folio/catalog-kit';
import { contentPaths, HomeResponse } from '@folio/content-contract';
import type { HttpClient } from '@folio/http';

/** `GET /api/public/content/home`, validated against the contract. */
export function fetchHome(http: HttpClient, call: CallOptions = {}): Promise<HomeResponse> {
  return http.get(contentPaths.home(), { ...call, schema: HomeResponse });
}
