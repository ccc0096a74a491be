import * as v from 'valibot';

/** The genres people and books are tagged with, by slug, with their display label. */
export const GENRES = {
  romantasy: 'Romantasy',
  fantasy: 'Fantasy',
  thriller: 'Thriller',
  romance: 'Romance',
  'young-adult': 'Young Adult',
  literary: 'Literary Fiction',
  mystery: 'Mystery',
  horror: 'Horror',
} as const;

export const GENRE_SLUGS = Object.keys(GENRES) as Array<keyof typeof GENRES>;

export const Genre = v.picklist(GENRE_SLUGS);
export type Genre = v.InferOutput<typeof Genre>;
