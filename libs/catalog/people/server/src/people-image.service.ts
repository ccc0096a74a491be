import { avatarSvg, coverSvg, imageVersion, type CoverInput, type GeneratedImage } from '@folio/catalog-kit-server';
import { notFound } from '@folio/server-kit';
import { bookRepo } from './book.repo.js';
import type { PeopleDeps } from './people-events.port.js';
import { personName } from './people.repo.js';

const FORMAT_KICKER: Record<string, string | null> = {
  'special-edition': 'Special edition',
  hardcover: null,
  paperback: null,
  ebook: 'Ebook',
  audiobook: 'Audiobook',
};

/** What a book's cover shows, from the book's own fields. */
export interface BookCoverFields {
  title: string;
  authorName: string;
  format: string;
  series: string | null;
}

const bookCoverInput = (id: string, book: BookCoverFields): CoverInput => ({
  key: id,
  title: book.title,
  byline: book.authorName,
  kicker: FORMAT_KICKER[book.format] ?? book.series,
});
const avatarInput = (id: string, name: string) => ({ key: id, name });

/** The keys of what a book cover or an avatar shows, for their addresses (`peoplePaths`). */
export const bookCoverVersion = (id: string, book: BookCoverFields): string => imageVersion(bookCoverInput(id, book));
export const avatarVersion = (id: string, name: string): string => imageVersion(avatarInput(id, name));

/** The generated book covers and avatars people's cards link to; ids that exist only. */
export function peopleImageService({ db, stores }: Pick<PeopleDeps, 'db' | 'stores'>) {
  const books = bookRepo(db, stores);

  return {
    async bookCover(id: string): Promise<GeneratedImage> {
      const book = await books.coverOf(id);
      if (!book) throw notFound('Book not found.');
      const input = bookCoverInput(id, book);
      return { svg: coverSvg(input), version: imageVersion(input) };
    },

    async avatar(id: string): Promise<GeneratedImage> {
      const name = await personName(db, id);
      if (!name) throw notFound('Profile not found.');
      const input = avatarInput(id, name);
      return { svg: avatarSvg(input), version: imageVersion(input) };
    },
  };
}
