import { Id, IsoDateTime } from '@folio/catalog-kit-contract';
import { EventSummary } from '@folio/events-contract';
import { AuthorSummary, VendorSummary } from '@folio/people-contract';
import * as v from 'valibot';

export const SAVED_KINDS = ['event', 'author', 'vendor'] as const;
export const SavedKind = v.picklist(SAVED_KINDS, 'The kind must be one of: event, author, vendor.');
export type SavedKind = v.InferOutput<typeof SavedKind>;

/** Most items one account keeps; a save or merge beyond it is refused with 409 `saved_limit_reached`. */
export const MAX_SAVED_ITEMS = 500;

const savedAt = { target_id: Id, saved_at: IsoDateTime };

/** One saved thing with what a card needs to show it, newest first in lists. */
export const SavedItem = v.variant('kind', [
  v.object({ kind: v.literal('event'), ...savedAt, event: EventSummary }),
  v.object({ kind: v.literal('author'), ...savedAt, author: AuthorSummary }),
  v.object({ kind: v.literal('vendor'), ...savedAt, vendor: VendorSummary }),
]);
export type SavedItem = v.InferOutput<typeof SavedItem>;

export const SavedList = v.object({ data: v.array(SavedItem) });
export type SavedList = v.InferOutput<typeof SavedList>;

/** Path parameters of `PUT`/`DELETE /api/catalog/saved/{kind}/{id}`. */
export const SavedTargetParams = v.object({
  kind: SavedKind,
  id: v.pipe(v.string(), v.uuid('The id must be a valid UUID.')),
});
export type SavedTargetParams = v.InferOutput<typeof SavedTargetParams>;

/** A guest's locally kept save, as the client sends it after sign-in. */
export const GuestSave = v.object({
  kind: SavedKind,
  target_id: v.pipe(v.string(), v.uuid('The target_id must be a valid UUID.')),
  /** When the guest saved it; keeps the order of the merged list. Defaults to now. */
  saved_at: v.optional(v.pipe(v.string(), v.isoTimestamp('The saved_at must be an ISO 8601 date-time.'))),
});
export type GuestSave = v.InferOutput<typeof GuestSave>;

export const MergeSavedInput = v.object({
  items: v.pipe(
    v.array(GuestSave, 'The items must be an array.'),
    v.maxLength(MAX_SAVED_ITEMS, `The items may not have more than ${MAX_SAVED_ITEMS} entries.`),
  ),
});
export type MergeSavedInput = v.InferOutput<typeof MergeSavedInput>;

/**
 * The account's whole saved list after the merge. `added` counts new rows; `skipped` counts items
 * already saved, duplicated in the request, or whose target no longer exists.
 */
export const MergeSavedResult = v.object({
  data: v.array(SavedItem),
  meta: v.object({ added: v.number(), skipped: v.number() }),
});
export type MergeSavedResult = v.InferOutput<typeof MergeSavedResult>;
