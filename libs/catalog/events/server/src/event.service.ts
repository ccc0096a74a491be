import { pageMeta } from '@folio/catalog-kit-server';
import {
  READER_PAGE_EVENTS,
  type EventDetail,
  type EventList,
  type EventListQuery,
  type Listing,
  type OrderFormList,
  type OrderFormListQuery,
  type ReaderProfile,
} from '@folio/events-contract';
import type { ReaderList, ReaderListQuery } from '@folio/people-contract';
import { authorNotFound, toAuthorSummary, toVendorSummary, vendorNotFound } from '@folio/people-server';
import { notFound } from '@folio/server-kit';
import { eventDetailRepo } from './event-detail.repo.js';
import { toCategory, toCollection, toEventSummary, toOrderFormSummary } from './event.mappers.js';
import { eventRepo } from './event.repo.js';
import type { EventsDeps } from './events-deps.js';
import { orderFormRepo } from './order-form.repo.js';
import { taxonomyRepo } from './taxonomy.repo.js';

export const eventNotFound = () => notFound('Event not found.');

/** Events, their attendees (and a reader's events), categories, collections and sellers' stores. */
export function eventService({ db, now = () => new Date(), people, stores: storesPort }: EventsDeps) {
  const events = eventRepo(db);
  const detailRepo = eventDetailRepo(db, storesPort);
  const taxonomy = taxonomyRepo(db);
  const forms = orderFormRepo(db, storesPort);

  async function stores(sellerId: string, query: OrderFormListQuery): Promise<OrderFormList> {
    const at = now();
    const { rows, total } = await forms.forSeller(sellerId, query, at);
    return { data: rows.map((row) => toOrderFormSummary(row, at)), meta: pageMeta(query, total) };
  }

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
            featuredAuthors: event.authors
              .slice(0, 3)
              .map(({ id, slug: authorSlug, name }) => ({ id, slug: authorSlug, name })),
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
      return people.readers(query, eventId);
    },

    /** A reader's public page: who they are (people) and the events they attend. */
    async reader(slug: string): Promise<ReaderProfile> {
      const at = now();
      const reader = await people.reader(slug);
      if (!reader) throw notFound('Reader not found.');
      const attending = await events.forReader(reader.id, at, READER_PAGE_EVENTS);
      const counts = await events.readerCounts(reader.id, at);
      return {
        ...reader,
        events_attending: attending.map((row) => toEventSummary(row, at)),
        upcoming_events_count: counts.upcoming,
        past_events_count: counts.past,
      };
    },

    async authorStores(slug: string, query: OrderFormListQuery): Promise<OrderFormList> {
      const authorId = await people.authorId(slug);
      if (!authorId) throw authorNotFound();
      return stores(authorId, query);
    },

    async vendorStores(slug: string, query: OrderFormListQuery): Promise<OrderFormList> {
      const vendorId = await people.vendorId(slug);
      if (!vendorId) throw vendorNotFound();
      return stores(vendorId, query);
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
