import { type Genre, GENRES } from '@folio/people-contract';

export function genreLabel(genre: Genre): string {
  return GENRES[genre];
}

export const VENDOR_KIND_LABEL = { bookshop: 'Bookshop', publisher: 'Publisher' } as const;
