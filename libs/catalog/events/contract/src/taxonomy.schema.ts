import { Slug } from '@folio/catalog-kit-contract';
import * as v from 'valibot';

/** What kind of gathering an event is; every event has exactly one. */
export const Category = v.object({
  kind: v.literal('category'),
  slug: Slug,
  name: v.string(),
  description: v.string(),
  upcoming_events_count: v.number(),
});
export type Category = v.InferOutput<typeof Category>;

/** The slugs of the themed pages (`/besties`, `/insider`, …); each is a collection of events. */
export const COLLECTION_SLUGS = ['besties', 'insider', 'inkfluence', 'wickedly', 'romantasy'] as const;

/** A hand-picked, themed set of events with its own landing page; an event may be in several. */
export const Collection = v.object({
  kind: v.literal('collection'),
  slug: Slug,
  title: v.string(),
  heading: v.string(),
  /** One or two paragraphs of landing-page copy, separated by a blank line. */
  copy: v.string(),
  /** The web page of the collection, e.g. `/besties`. */
  path: v.string(),
  upcoming_events_count: v.number(),
});
export type Collection = v.InferOutput<typeof Collection>;

/** `/c/{slug}/events` takes either: the answer says which by `kind`. */
export const Listing = v.variant('kind', [Category, Collection]);
export type Listing = v.InferOutput<typeof Listing>;

/** The short reference to a category or collection carried by events. */
export const CategoryRef = v.object({ slug: Slug, name: v.string() });
export type CategoryRef = v.InferOutput<typeof CategoryRef>;
export const CollectionRef = v.object({ slug: Slug, title: v.string() });
export type CollectionRef = v.InferOutput<typeof CollectionRef>;
