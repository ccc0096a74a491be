import type { Database } from '@folio/db';
import { existingEvents } from '@folio/events-server';
import { existingPeople } from '@folio/people-server';
import {
  MAX_SAVED_ITEMS,
  type GuestSave,
  type MergeSavedResult,
  type SavedCard,
  type SavedItem,
  type SavedKind,
  type SavedRef as SavedRefInput,
} from '@folio/saved-contract';
import { ApiError, notFound } from '@folio/server-kit';
import type { SavedDeps } from './saved-deps.js';
import { savedRepo, type SavedRef } from './saved.repo.js';

const NOT_FOUND: Record<SavedKind, string> = {
  event: 'Event not found.',
  author: 'Author not found.',
  vendor: 'Vendor not found.',
};

export const SAVED_LIMIT_CODE = 'saved_limit_reached';

/** Guest save times before this are kept as this: older ones are client clock errors, and PostgreSQL has no year 0. */
const EARLIEST_SAVE = new Date(0);

/**
 * When a guest saved something, from the ISO 8601 text the contract accepts, or null when the
 * runtime cannot read it. The contract also takes an hour-only offset (`-00`, `+05`) and a space
 * before the offset, which `Date` refuses, so the offset is rewritten as `±hh:mm` first.
 */
function parseSavedAt(text: string): Date | null {
  const at = new Date(
    text.replace(/\s?([+-]\d{2}):?(\d{2})?$/, (_offset, hours: string, minutes = '00') => `${hours}:${minutes}`),
  );
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A save time for the database: unreadable ones are now, future ones now, ancient ones the epoch. */
function saveTimeOf(text: string | undefined, now: Date): Date {
  const at = text === undefined ? null : parseSavedAt(text);
  if (!at || at.getTime() > now.getTime()) return now;
  return at.getTime() < EARLIEST_SAVE.getTime() ? EARLIEST_SAVE : at;
}
const keyOf = (kind: SavedKind, targetId: string) => `${kind}:${targetId}`;

const limitReached = () =>
  new ApiError(409, SAVED_LIMIT_CODE, `You can keep at most ${MAX_SAVED_ITEMS} saved items. Remove some to save more.`);

/** Which saved targets of a kind exist, on the given handle (the transaction's, inside one). */
function existingTargets(db: Database, kind: SavedKind, ids: readonly string[]): Promise<Set<string>> {
  return kind === 'event' ? existingEvents(db, ids) : existingPeople(db, kind, ids);
}

/**
 * The signed-in side of /saved: a user's saved events, authors and vendors. Targets are resolved
 * through the events and people domains' public reads, never their tables.
 */
export function savedService({ db, now = () => new Date(), events, people }: SavedDeps) {
  const saved = savedRepo(db);

  /** The current card of each reference, by `kind:targetId`; targets that no longer exist are missing. */
  async function cardsOf(refs: readonly Pick<SavedRef, 'kind' | 'targetId'>[]): Promise<Map<string, SavedCard>> {
    const idsOf = (kind: SavedKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.targetId);
    const [eventRows, authorRows, vendorRows] = await Promise.all([
      events.byIds(idsOf('event')),
      people.authorsByIds(idsOf('author')),
      people.vendorsByIds(idsOf('vendor')),
    ]);
    return new Map<string, SavedCard>([
      ...eventRows.map((event) => [keyOf('event', event.id), { kind: 'event', target_id: event.id, event }] as const),
      ...authorRows.map(
        (author) => [keyOf('author', author.id), { kind: 'author', target_id: author.id, author }] as const,
      ),
      ...vendorRows.map(
        (vendor) => [keyOf('vendor', vendor.id), { kind: 'vendor', target_id: vendor.id, vendor }] as const,
      ),
    ]);
  }

  /** Saved references with what their cards show, dropping targets that no longer exist. */
  async function hydrate(refs: readonly SavedRef[]): Promise<SavedItem[]> {
    const cards = await cardsOf(refs);
    return refs.flatMap((ref): SavedItem[] => {
      const card = cards.get(keyOf(ref.kind, ref.targetId));
      return card ? [{ ...card, saved_at: ref.createdAt.toISOString() }] : [];
    });
  }

  return {
    async list(userId: string): Promise<SavedItem[]> {
      return hydrate(await saved.list(userId));
    },

    /**
     * The current cards of a guest's saved ids (anyone may ask: the cards are public), in the
     * order asked, once each; ids of targets that do not exist are left out.
     */
    async resolve(refs: readonly SavedRefInput[]): Promise<SavedCard[]> {
      const unique = new Map<string, { kind: SavedKind; targetId: string }>();
      for (const ref of refs) {
        const targetId = ref.target_id.toLowerCase();
        unique.set(keyOf(ref.kind, targetId), { kind: ref.kind, targetId });
      }
      const cards = await cardsOf([...unique.values()]);
      return [...unique.keys()].flatMap((key) => cards.get(key) ?? []);
    },

    /** Saves one target; saving it again keeps the first save and answers the same. */
    async save(userId: string, kind: SavedKind, rawId: string): Promise<SavedItem> {
      const targetId = rawId.toLowerCase();
      // Only the tx inside: PGlite has one connection, which the transaction holds until it ends.
      const ref = await db.transaction(async (tx) => {
        const repo = savedRepo(tx);
        // The user's lock first: the count below then sees every save that finished before.
        await repo.lockUser(userId);
        const existing = await repo.find(userId, kind, targetId);
        if (existing) return existing;
        if (!(await existingTargets(tx, kind, [targetId])).has(targetId)) throw notFound(NOT_FOUND[kind]);
        if ((await repo.count(userId)) >= MAX_SAVED_ITEMS) throw limitReached();
        await repo.insertMissing(userId, [{ kind, targetId, createdAt: now() }]);
        return (await repo.find(userId, kind, targetId))!;
      });
      const [item] = await hydrate([ref]);
      if (!item) throw notFound(NOT_FOUND[kind]);
      return item;
    },

    async remove(userId: string, kind: SavedKind, rawId: string): Promise<void> {
      await saved.remove(userId, kind, rawId.toLowerCase());
    },

    /**
     * Moves a guest's local saves to the account after sign-in. Idempotent: repeats, items already
     * saved and targets that no longer exist are skipped; the earliest save time is kept.
     */
    async merge(userId: string, items: readonly GuestSave[]): Promise<MergeSavedResult> {
      const at = now();
      const unique = new Map<string, SavedRef>();
      for (const item of items) {
        const targetId = item.target_id.toLowerCase();
        const createdAt = saveTimeOf(item.saved_at, at);
        const key = keyOf(item.kind, targetId);
        const seen = unique.get(key);
        if (!seen || createdAt < seen.createdAt) unique.set(key, { kind: item.kind, targetId, createdAt });
      }
      const added = await db.transaction(async (tx) => {
        const repo = savedRepo(tx);
        await repo.lockUser(userId);
        const candidates: SavedRef[] = [];
        for (const kind of ['event', 'author', 'vendor'] as const) {
          const ofKind = [...unique.values()].filter((ref) => ref.kind === kind);
          const alive = await existingTargets(
            tx,
            kind,
            ofKind.map((ref) => ref.targetId),
          );
          candidates.push(...ofKind.filter((ref) => alive.has(ref.targetId)));
        }
        const already = new Set((await repo.list(userId)).map((ref) => keyOf(ref.kind, ref.targetId)));
        const fresh = candidates.filter((ref) => !already.has(keyOf(ref.kind, ref.targetId)));
        if (already.size + fresh.length > MAX_SAVED_ITEMS) throw limitReached();
        return repo.insertMissing(userId, fresh);
      });
      return { data: await hydrate(await saved.list(userId)), meta: { added, skipped: items.length - added } };
    },
  };
}

export type SavedService = ReturnType<typeof savedService>;
