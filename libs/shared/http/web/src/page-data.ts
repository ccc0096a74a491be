import { PAGE_DATA_ELEMENT_ID } from '@folio/http-contract';

/**
 * The data the server embedded in the HTML for this address (`PAGE_DATA_ELEMENT_ID`), taken once:
 * the element is removed whoever asks, so only the first page of a visit draws from it, and only if
 * it was made for the address the browser is on. Anything unreadable is ignored.
 */
export function takePageData(
  doc: Document = document,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): unknown {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  if (element.getAttribute('data-url') !== location.pathname + location.search) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A page's data for its route loader: on a first visit, what the server embedded in the HTML (no
 * second round trip, and no http client needed to draw); otherwise `fetch()`, the page's API call,
 * which validates the answer. The embedded answer is the same call's, made by the server from the
 * same contract in the same response, so it is not validated again: that would put the page's
 * schemas in its first JavaScript. `fits` only tells it from something else under the same id.
 */
export async function loadPageData<T>(fits: (value: unknown) => boolean, fetch: () => Promise<T>): Promise<T> {
  const embedded = takePageData();
  return embedded !== undefined && fits(embedded) ? (embedded as T) : fetch();
}

/** `fits` for the usual answer, `{ data: … }`. */
export const hasData = (value: unknown): boolean => typeof value === 'object' && value !== null && 'data' in value;
