import { AuthorSummary, VendorSummary } from '@folio/people-contract';
import * as v from 'valibot';
import { EventSummary } from './event.schema.js';
import { OrderFormSummary } from './order-form.schema.js';
import { CollectionRef } from './taxonomy.schema.js';

/** Everything the event page's default and store views show; attendees are paged separately. */
export const EventDetail = v.object({
  ...EventSummary.entries,
  /** Paragraphs separated by a blank line. */
  description: v.string(),
  collections: v.array(CollectionRef),
  /** Every attending author, by billing order. */
  authors: v.array(AuthorSummary),
  vendors: v.array(VendorSummary),
  /** Public order forms for this event (private ones are reached by their link only), by seller name. */
  order_forms: v.array(OrderFormSummary),
});
export type EventDetail = v.InferOutput<typeof EventDetail>;
