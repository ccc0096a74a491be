import { GENRE_SLUGS } from '@folio/catalog-contract';
import * as v from 'valibot';
import { choiceParam, pageParam, textParam, VENDOR_KIND_VALUES } from '../shared/search-params';

/** The address of /authors: genre, search text and page. */
export const AuthorsSearch = v.object({ genre: choiceParam(GENRE_SLUGS), q: textParam, page: pageParam });
export type AuthorsSearch = v.InferOutput<typeof AuthorsSearch>;

/** The address of /vendors: bookshop or publisher, search text and page. */
export const VendorsSearch = v.object({ kind: choiceParam(VENDOR_KIND_VALUES), q: textParam, page: pageParam });
export type VendorsSearch = v.InferOutput<typeof VendorsSearch>;

/** The address of a seller's stores: open (default), closed or all, and the page. */
export const StoresSearch = v.object({ status: choiceParam(['open', 'closed', 'all']), page: pageParam });
export type StoresSearch = v.InferOutput<typeof StoresSearch>;
