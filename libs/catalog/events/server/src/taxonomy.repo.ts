import { at, qualified } from '@folio/catalog-kit-server';
import type { Database } from '@folio/db';
import { asc, eq, sql } from 'drizzle-orm';
import { eventCollections, events } from './event.table.js';
import { categories, collections } from './taxonomy.table.js';

function categoryColumns(now: Date) {
  return {
    slug: categories.slug,
    name: categories.name,
    description: categories.description,
    upcomingEventsCount: sql<number>`(select count(*)::int from ${events}
      where ${events.categoryId} = ${qualified(categories.id)} and ${events.endsAt} >= ${at(now)})`,
  };
}

function collectionColumns(now: Date) {
  return {
    slug: collections.slug,
    title: collections.title,
    heading: collections.heading,
    copy: collections.copy,
    upcomingEventsCount: sql<number>`(select count(*)::int from ${eventCollections} join ${events} on ${events.id} = ${eventCollections.eventId}
      where ${eventCollections.collectionId} = ${qualified(collections.id)} and ${events.endsAt} >= ${at(now)})`,
  };
}

export function taxonomyRepo(db: Database) {
  return {
    categories: (now: Date) =>
      db.select(categoryColumns(now)).from(categories).orderBy(asc(categories.position), asc(categories.name)),
    async category(slug: string, now: Date) {
      const [row] = await db.select(categoryColumns(now)).from(categories).where(eq(categories.slug, slug)).limit(1);
      return row;
    },
    collections: (now: Date) =>
      db.select(collectionColumns(now)).from(collections).orderBy(asc(collections.position), asc(collections.title)),
    async collection(slug: string, now: Date) {
      const [row] = await db
        .select(collectionColumns(now))
        .from(collections)
        .where(eq(collections.slug, slug))
        .limit(1);
      return row;
    },
  };
}

export type TaxonomyRepo = ReturnType<typeof taxonomyRepo>;
export type CategoryRow = Awaited<ReturnType<TaxonomyRepo['categories']>>[number];
export type CollectionRow = Awaited<ReturnType<TaxonomyRepo['collections']>>[number];
