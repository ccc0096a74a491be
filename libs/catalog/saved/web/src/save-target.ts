import { EventSummary } from '@folio/events-contract';
import { AuthorSummary, VendorSummary } from '@folio/people-contract';
import { type GuestSave, MAX_SAVED_ITEMS, type SavedItem, type SavedKind, type SavedRef } from '@folio/saved-contract';
import * as v from 'valibot';

/** Something that can be saved (an event) or followed (an author or vendor), with its card. */
export type SaveTarget =
  | { kind: 'event'; item: EventSummary }
  | { kind: 'author'; item: AuthorSummary }
  | { kind: 'vendor'; item: VendorSummary };

export function targetName(target: SaveTarget): string {
  return target.kind === 'event' ? target.item.title : target.item.name;
}

export function isSavedItemOf(item: SavedRef, kind: SavedKind, id: string): boolean {
  return item.kind === kind && item.target_id === id;
}

/**
 * The saved item a target becomes on the account's list (shown at once while the server saves it),
 * with only its summary: a profile or an event's detail passed in is trimmed to the card's fields
 * (the object schemas drop the rest), as the server answers it.
 */
export function toSavedItem(target: SaveTarget, savedAt: Date = new Date()): SavedItem {
  const base = { target_id: target.item.id, saved_at: savedAt.toISOString() };
  switch (target.kind) {
    case 'event':
      return { kind: 'event', ...base, event: v.parse(EventSummary, target.item) };
    case 'author':
      return { kind: 'author', ...base, author: v.parse(AuthorSummary, target.item) };
    case 'vendor':
      return { kind: 'vendor', ...base, vendor: v.parse(VendorSummary, target.item) };
  }
}

/** What a guest's device keeps of a save: the ids and the time, never the card. */
export function toGuestSave(target: SaveTarget, savedAt: Date = new Date()): Required<GuestSave> {
  return { kind: target.kind, target_id: target.item.id, saved_at: savedAt.toISOString() };
}

/**
 * The list after saving `target` (as `entry`, put first) or unsaving it (`null`): newest first, no
 * duplicates, at most the account limit.
 */
export function withSaved<T extends SavedRef>(list: readonly T[], target: SaveTarget, entry: T | null): T[] {
  const rest = list.filter((item) => !isSavedItemOf(item, target.kind, target.item.id));
  return entry ? [entry, ...rest].slice(0, MAX_SAVED_ITEMS) : rest;
}
