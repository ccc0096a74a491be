import { choiceParam, pageParam, textParam } from '@folio/catalog-kit';
import * as v from 'valibot';

/*
 * The contract's vendor kinds and genre slugs, repeated (people-search.test.ts holds them equal)
 * to keep its schemas and the genres' labels out of every page's entry code.
 */
export const VENDOR_KIND_VALUES = ['bookshop', 'publisher'] as const;
export const GENRE_VALUES = [
  'romantasy',
  'fantasy',
  'thriller',
  'romance',
  'young-adult',
  'literary',
  'mystery',
  'horror',
] as const;

/** The address of /authors: genre, search text and page. */
export const AuthorsSearch = v.object({ genre: choiceParam(GENRE_VALUES), q: textParam, page: pageParam });
export type AuthorsSearch = v.InferOutput<typeof AuthorsSearch>;

/** The address of /vendors: bookshop or publisher, search text and page. */
export const VendorsSearch = v.object({ kind: choiceParam(VENDOR_KIND_VALUES), q: textParam, page: pageParam });
export type VendorsSearch = v.InferOutput<typeof VendorsSearch>;
