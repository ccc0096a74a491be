import { type SearchResults, searchPaths } from '@folio/search-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';

/** What the search endpoint was asked: the words and the largest group size. */
export interface SearchAsked {
  q: string;
  limit: string | null;
}

/**
 * An msw handler for `GET` search: `answer` gets the words asked and returns the results, or an
 * msw answer such as `apiError(503, …)`.
 */
export function searchHandler(answer: (asked: SearchAsked) => SearchResults | Response) {
  return api.get(searchPaths.search(), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const result = answer({ q: params.get('q') ?? '', limit: params.get('limit') });
    return result instanceof Response ? result : HttpResponse.json({ data: result });
  });
}
