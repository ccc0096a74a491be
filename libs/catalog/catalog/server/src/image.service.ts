import { notFound } from '@folio/server-kit';
import { bookRepo } from './book.repo.js';
import type { CatalogDeps } from './deps.js';
import { eventRepo } from './event.repo.js';
import { peopleRepo } from './people.repo.js';
import { avatarSvg } from './svg/avatar.svg.js';
import { coverSvg } from './svg/cover.svg.js';

const FORMAT_KICKER: Record<string, string | null> = {
  'special-edition': 'Special edition',
  hardcover: null,
  paperback: null,
  ebook: 'Ebook',
  audiobook: 'Audiobook',
};

/** The generated covers and avatars the catalog links to; ids that exist only. */
export function imageService({ db }: Pick<CatalogDeps, 'db'>) {
  const books = bookRepo(db);
  const events = eventRepo(db);
  const people = peopleRepo(db);

  return {
    async bookCover(id: string): Promise<string> {
      const book = await books.coverOf(id);
      if (!book) throw notFound('Book not found.');
      return coverSvg({ key: id, title: book.title, byline: book.authorName, kicker: FORMAT_KICKER[book.format] ?? book.series });
    },

    async eventCover(id: string): Promise<string> {
      const event = await events.coverOf(id);
      if (!event) throw notFound('Event not found.');
      const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: event.timezone }).format(
        event.startsAt,
      );
      return coverSvg({ key: id, title: event.title, byline: event.city ?? 'Online', kicker: `${event.categoryName} · ${month}` });
    },

    async avatar(id: string): Promise<string> {
      const name = await people.personName(id);
      if (!name) throw notFound('Profile not found.');
      return avatarSvg({ key: id, name });
    },
  };
}

export type ImageService = ReturnType<typeof imageService>;
