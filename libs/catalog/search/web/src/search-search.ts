import { textParam } from '@folio/catalog-kit';
import * as v from 'valibot';

/** The address of /search: the words searched for. */
export const SearchPageSearch = v.object({ q: textParam });
export type SearchPageSearch = v.InferOutput<typeof SearchPageSearch>;
