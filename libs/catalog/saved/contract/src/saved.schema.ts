import { Id, IsoDateTime } from '@folio/catalog-kit-contract';
import { EventSummary } from '@folio/events-contract';
import { AuthorSummary, VendorSummary } from '@folio/people-contract';
import * as v from 'valibot';

export const SAVED_KINDS = ['event', 'author', 'vendor'] as const;
export const SavedKind = v.picklist(SAVED_KINDS, 'The kind must be one of: event, author, vendor.');
export type SavedKind = v.InferOutput<typeof SavedKind>;

/** Most items one account keeps; a save or merge beyond it is refused with 409 `saved_limit_reached`. */
export const MAX_SAVED_ITEMS = 500;

const uuid = (field: string) => v.pipe(v.string(), v.uuid(`The ${field} must be a valid UUID.`));

const cardEntries = {
  event: { kind: v.literal('event'), target_id: Id, event: EventSummary },
  author: { kind: v.literal('author'), target_id: Id, author: AuthorSummary },
  vendor: { kind: v.literal('vendor'), target_id: Id, vendor: VendorSummary },
};

/** A saved thing with what its card shows now: the answer to resolving a guest's ids. */
export const SavedCard = v.variant('kind', [
  v.object(cardEntries.event),
  v.object(cardEntries.author),
  v.object(cardEntries.vendor),
]);
export type SavedCard = v.InferOutput<typeof SavedCard>;

/** One saved thing on the account with what a card needs to show it, newest first in lists. */
export const SavedItem = v.variant('kind', [
  v.object({ ...cardEntries.event, saved_at: IsoDateTime }),
  v.object({ ...cardEntries.author, saved_at: IsoDateTime }),
  v.object({ ...cardEntries.vendor, saved_at: IsoDateTime }),
]);
export type SavedItem = v.InferOutput<typeof SavedItem>;

export const SavedList = v.object({ data: v.array(SavedItem) });
export type SavedList = v.InferOutput<typeof SavedList>;

/** Path parameters of `PUT`/`DELETE /api/catalog/saved/{kind}/{id}`. */
export const SavedTargetParams = v.object({
  kind: SavedKind,
  id: uuid('id'),
});
export type SavedTargetParams = v.InferOutput<typeof SavedTargetParams>;

/** A saved thing named by its ids only: what a guest's device keeps, never a copy of the card. */
export const SavedRef = v.object({ kind: SavedKind, target_id: uuid('target_id') });
export type SavedRef = v.InferOutput<typeof SavedRef>;

/** A guest's locally kept save, as the client sends it after sign-in. */
export const GuestSave = v.object({
  ...SavedRef.entries,
  /** When the guest saved it; keeps the order of the merged list. Defaults to now. */
  saved_at: v.optional(v.pipe(v.string(), v.isoTimestamp('The saved_at must be an ISO 8601 date-time.'))),
});
export type GuestSave = v.InferOutput<typeof GuestSave>;

/** Body of `POST /api/catalog/saved/resolve`: the ids whose cards a guest's device wants to show. */
export const ResolveSavedInput = v.object({
  items: v.pipe(
    v.array(SavedRef, 'The items must be an array.'),
    v.maxLength(MAX_SAVED_ITEMS, `The items may not have more than ${MAX_SAVED_ITEMS} entries.`),
  ),
});
export type ResolveSavedInput = v.InferOutput<typeof ResolveSavedInput>;

/**
 * The current card of each resolvable id, in the order asked, once each; ids whose target does
 * not exist (any more) are left out.
 */
export const SavedCardList = v.object({ data: v.array(SavedCard) });
export type SavedCardList = v.InferOutput<typeof SavedCardList>;

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
