/**
 * The id of the JSON data block the server puts in a page's HTML on a first visit: the answer the
 * page's first draw needs, so it draws without a second round trip. Its `data-url` attribute is
 * the address (path and query) it was made for. A module of its own, without schemas, because the
 * first page's JavaScript imports it.
 */
export const PAGE_DATA_ELEMENT_ID = 'folio-page-data';
