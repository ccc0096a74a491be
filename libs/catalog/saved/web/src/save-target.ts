import { EventSummary } from '@folio/events-contract';
import { AuthorSummary, VendorSummary } from '@folio/people-contract';
import { MAX_SAVED_ITEMS, type SavedItem, type SavedKind } from '@folio/saved-contract';
import * as v from 'valibot';

/** Something that can be saved (an event) or followed (an author or vendor), with its card. */
export type SaveTarget =
  | { kind: 'event'; item: EventSummary }
  | { kind: 'author'; item: AuthorSummary }
  | { kind: 'vendor'; item: VendorSummary };

export function targetName(target: SaveTarget): string {
  return target.kind === 'event' ? target.item.title : target.item.name;
}

export function isSavedItemOf(item: SavedItem, kind: SavedKind, id: string): boolean {
  return item.kind === kind && item.target_id === id;
}

/**
 * The saved item a target becomes, with only its summary: a profile or an event's detail passed
 * in is trimmed to the card's fields (the object schemas drop the rest), which keeps the guest's
 * stored list small.
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

/** The list after saving or unsaving `target`: newest first, no duplicates, at most the account limit. */
export function withSaved(list: readonly SavedItem[], target: SaveTarget, save: boolean): SavedItem[] {
  const rest = list.filter((item) => !isSavedItemOf(item, target.kind, target.item.id));
  return save ? [toSavedItem(target), ...rest].slice(0, MAX_SAVED_ITEMS) : rest;
}
