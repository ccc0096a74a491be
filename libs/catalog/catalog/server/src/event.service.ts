import type {
  EventDetail,
  EventList,
  EventListQuery,
  Listing,
  ReaderList,
  ReaderListQuery,
} from '@folio/catalog-contract';
import { notFound } from '@folio/server-kit';
import type { CatalogDeps } from './deps.js';
import { eventDetailRepo } from './event-detail.repo.js';
import { eventRepo } from './event.repo.js';
import {
  toAuthorSummary,
  toCategory,
  toCollection,
  toEventSummary,
  toOrderFormSummary,
  toReaderSummary,
  toVendorSummary,
} from './mappers.js';
import { peopleRepo } from './people.repo.js';
import { pageMeta } from './sql-helpers.js';
import { taxonomyRepo } from './taxonomy.repo.js';

export const eventNotFound = () => notFound('Event not found.');

/** Events, their attendees, categories and collections. */
export function eventService({ db, now = () => new Date() }: CatalogDeps) {
  const events = eventRepo(db);
  const detailRepo = eventDetailRepo(db);
  const people = peopleRepo(db);
  const taxonomy = taxonomyRepo(db);

  return {
    async list(query: EventListQuery): Promise<EventList> {
      const at = now();
      const { rows, total } = await events.list(query, at);
      return { data: rows.map((row) => toEventSummary(row, at)), meta: pageMeta(query, total) };
    },

    async detail(slug: string): Promise<EventDetail> {
      const at = now();
      const event = await detailRepo.findBySlug(slug, at);
      if (!event) throw eventNotFound();
      const reference = { id: event.id, slug: event.slug, title: event.title };
      return {
        ...toEventSummary(
          {
            ...event,
            authorsCount: event.authors.length,
            featuredAuthors: event.authors.slice(0, 3).map(({ id, slug: authorSlug, name }) => ({ id, slug: authorSlug, name })),
          },
          at,
        ),
        description: event.description,
        collections: event.collections,
        authors: event.authors.map(toAuthorSummary),
        vendors: event.vendors.map(toVendorSummary),
        order_forms: event.orderForms.map((form) =>
          toOrderFormSummary({ ...form, eventSlug: reference.slug, eventTitle: reference.title }, at),
        ),
      };
    },

    async readers(slug: string, query: ReaderListQuery): Promise<ReaderList> {
      const eventId = await events.idBySlug(slug);
      if (!eventId) throw eventNotFound();
      const { rows, total } = await people.listReaders(query, eventId);
      return { data: rows.map(toReaderSummary), meta: pageMeta(query, total) };
    },

    async categories() {
      return { data: (await taxonomy.categories(now())).map(toCategory) };
    },

    async category(slug: string) {
      const row = await taxonomy.category(slug, now());
      if (!row) throw notFound('Category not found.');
      return { data: toCategory(row) };
    },

    async collections() {
      return { data: (await taxonomy.collections(now())).map(toCollection) };
    },

    async collection(slug: string) {
      const row = await taxonomy.collection(slug, now());
      if (!row) throw notFound('Collection not found.');
      return { data: toCollection(row) };
    },

    /** A category or a collection by slug (`/c/{slug}/events`); categories win a clash. */
    async listing(slug: string): Promise<{ data: Listing }> {
      const at = now();
      const category = await taxonomy.category(slug, at);
      if (category) return { data: toCategory(category) };
      const collection = await taxonomy.collection(slug, at);
      if (collection) return { data: toCollection(collection) };
      throw notFound('Category or collection not found.');
    },
  };
}

export type EventService = ReturnType<typeof eventService>;
