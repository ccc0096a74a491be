import { choiceParam, pageParam } from '@folio/catalog-kit';
import * as v from 'valibot';

/** The address of a seller's stores: open (default), closed or all, and the page. */
export const StoresSearch = v.object({ status: choiceParam(['open', 'closed', 'all']), page: pageParam });
export type StoresSearch = v.InferOutput<typeof StoresSearch>;
