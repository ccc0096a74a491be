import * as v from 'valibot';
import { textParam } from '../shared/search-params';

/** The address of /search: the words searched for. */
export const SearchPageSearch = v.object({ q: textParam });
export type SearchPageSearch = v.InferOutput<typeof SearchPageSearch>;
