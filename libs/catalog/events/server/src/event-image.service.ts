import {
  coverSvg,
  imageVersion,
  type CatalogDeps,
  type CoverInput,
  type GeneratedImage,
} from '@folio/catalog-kit-server';
import { notFound } from '@folio/server-kit';
import { eventRepo } from './event.repo.js';

/** What an event's cover shows, from the event's own fields. */
export interface EventCoverFields {
  title: string;
  categoryName: string;
  city: string | null;
  startsAt: Date;
  timezone: string;
}

function eventCoverInput(id: string, event: EventCoverFields): CoverInput {
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: event.timezone }).format(
    event.startsAt,
  );
  return { key: id, title: event.title, byline: event.city ?? 'Online', kicker: `${event.categoryName} · ${month}` };
}

/** The key of what an event's cover shows, for its address (`eventPaths.eventCover`). */
export const eventCoverVersion = (id: string, event: EventCoverFields): string =>
  imageVersion(eventCoverInput(id, event));

/** The generated event covers the event cards link to; ids that exist only. */
export function eventImageService({ db }: Pick<CatalogDeps, 'db'>) {
  const events = eventRepo(db);

  return {
    async eventCover(id: string): Promise<GeneratedImage> {
      const event = await events.coverOf(id);
      if (!event) throw notFound('Event not found.');
      const input = eventCoverInput(id, event);
      return { svg: coverSvg(input), version: imageVersion(input) };
    },
  };
}
