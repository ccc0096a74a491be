import { GuestSave } from '@folio/saved-contract';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import * as v from 'valibot';

/** Where a guest's saves live on this device. */
export const GUEST_SAVES_STORAGE_KEY = 'folio:saved';

type GuestSaves = GuestSave[];

const json = createJSONStorage<unknown>(() => localStorage);

/**
 * The saves in what storage holds, or null when it is not a list. Each entry is read on its own
 * and keeps only its ids and time: an older entry that also carried its card still counts, and one
 * entry that does not parse (a hand edit) is dropped without the rest.
 */
function readGuestSaves(stored: unknown): GuestSaves | null {
  if (!Array.isArray(stored)) return null;
  const seen = new Set<string>();
  return stored.flatMap((entry): GuestSaves => {
    const parsed = v.safeParse(GuestSave, entry);
    if (!parsed.success) return [];
    const save = { ...parsed.output, target_id: parsed.output.target_id.toLowerCase() };
    const key = `${save.kind}:${save.target_id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [save];
  });
}

/** localStorage as JSON, where anything that is not a list of saves reads as the initial value. */
const guestSavesStorage = {
  getItem: (key: string, initialValue: GuestSaves): GuestSaves =>
    readGuestSaves(json.getItem(key, initialValue)) ?? initialValue,
  setItem: (key: string, value: GuestSaves) => json.setItem(key, value),
  removeItem: (key: string) => json.removeItem(key),
  subscribe(key: string, callback: (value: GuestSaves) => void, initialValue: GuestSaves) {
    return json.subscribe?.(key, (value) => callback(readGuestSaves(value) ?? initialValue), initialValue);
  },
};

/**
 * A guest's saved events, authors and vendors, newest first, kept in localStorage (and in step
 * across tabs): ids and save times only (`{kind, target_id, saved_at}`), never the cards, which
 * /saved asks the server for (`POST /api/catalog/saved/resolve`) so a renamed event shows its new
 * name. After sign-in they move to the account (`POST /api/catalog/saved/merge`) and the list
 * empties. Storage that is not a list reads as empty rather than breaking the page.
 */
export const guestSavesAtom = atomWithStorage<GuestSaves>(GUEST_SAVES_STORAGE_KEY, [], guestSavesStorage, {
  getOnInit: true,
});

/**
 * Whether this page load already tried to move the guest saves into the signed-in account: every
 * save button asks for the merge, and only the first ask sends it. Cleared when the visitor is a
 * guest again, so the next sign-in (or the next visit) tries again after a failure.
 */
export const guestSavesMergeTriedAtom = atom(false);
