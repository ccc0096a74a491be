import { avatarSvg, coverSvg } from '@folio/catalog-kit-server';
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

/** The generated book covers and avatars people's cards link to; ids that exist only. */
export function peopleImageService({ db, stores }: Pick<PeopleDeps, 'db' | 'stores'>) {
  const books = bookRepo(db, stores);

  return {
    async bookCover(id: string): Promise<string> {
      const book = await books.coverOf(id);
      if (!book) throw notFound('Book not found.');
      return coverSvg({ key: id, title: book.title, byline: book.authorName, kicker: FORMAT_KICKER[book.format] ?? book.series });
    },

    async avatar(id: string): Promise<string> {
      const name = await personName(db, id);
      if (!name) throw notFound('Profile not found.');
      return avatarSvg({ key: id, name });
    },
  };
}
