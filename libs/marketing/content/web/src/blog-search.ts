import { pageParam } from '@folio/catalog-kit';
import * as v from 'valibot';

/** /blog's address: `?page=` only; anything else is dropped rather than refused. */
export const BlogSearch = v.object({ page: pageParam });
export type BlogSearch = v.InferOutput<typeof BlogSearch>;
