import { coverSvg, type CatalogDeps } from '@folio/catalog-kit-server';
import { notFound } from '@folio/server-kit';
import { eventRepo } from './event.repo.js';

/** The generated event covers the event cards link to; ids that exist only. */
export function eventImageService({ db }: Pick<CatalogDeps, 'db'>) {
  const events = eventRepo(db);

  return {
    async eventCover(id: string): Promise<string> {
      const event = await events.coverOf(id);
      if (!event) throw notFound('Event not found.');
      const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: event.timezone }).format(
        event.startsAt,
      );
      return coverSvg({ key: id, title: event.title, byline: event.city ?? 'Online', kicker: `${event.categoryName} · ${month}` });
    },
  };
}
