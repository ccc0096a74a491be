import type { HttpClient } from '@folio/http';
import { hasData, loadPageData } from '@folio/http/router';
import type { AuthorProfileResponse, VendorProfileResponse } from '@folio/people-contract';

/**
 * An author for their page's route loader: on a first visit the answer the server put in the HTML
 * (no second round trip, and the page draws without the query client), else
 * `GET /api/catalog/authors/{slug}`, whose module and schemas load only then. The route keeps the
 * answer for a while (its `staleTime`), so moving between the author's tabs reads it once.
 */
export function loadAuthor(http: HttpClient, slug: string): Promise<AuthorProfileResponse> {
  return loadPageData(hasData, async () => (await import('./people.api')).fetchAuthor(http, slug));
}

/** A vendor's page the same way (`GET /api/catalog/vendors/{slug}` after a first visit). */
export function loadVendor(http: HttpClient, slug: string): Promise<VendorProfileResponse> {
  return loadPageData(hasData, async () => (await import('./people.api')).fetchVendor(http, slug));
}
