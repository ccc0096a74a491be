import { SavedItem } from '@folio/saved-contract';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import * as v from 'valibot';

/** Where a guest's saves live on this device. */
export const GUEST_SAVES_STORAGE_KEY = 'folio:saved';

const GuestSavesSchema = v.array(SavedItem);
type GuestSaves = SavedItem[];

const json = createJSONStorage<unknown>(() => localStorage);

/** localStorage as JSON, where anything that is not a list of saved items reads as the initial value. */
const guestSavesStorage = {
  getItem(key: string, initialValue: GuestSaves): GuestSaves {
    const parsed = v.safeParse(GuestSavesSchema, json.getItem(key, initialValue));
    return parsed.success ? parsed.output : initialValue;
  },
  setItem: (key: string, value: GuestSaves) => json.setItem(key, value),
  removeItem: (key: string) => json.removeItem(key),
  subscribe(key: string, callback: (value: GuestSaves) => void, initialValue: GuestSaves) {
    return json.subscribe?.(
      key,
      (value) => {
        const parsed = v.safeParse(GuestSavesSchema, value);
        callback(parsed.success ? parsed.output : initialValue);
      },
      initialValue,
    );
  },
};

/**
 * A guest's saved events, authors and vendors, newest first, kept in localStorage (and in step
 * across tabs). Each entry is a `SavedItem` like the server's, carrying the card it shows (a guest
 * has no account to ask), so /saved renders without calling the API; at sign-in they move to the
 * account (`POST /api/catalog/saved/merge`) and the list empties. Storage that does not parse (an
 * older shape, a hand edit) reads as empty rather than breaking the page.
 */
export const guestSavesAtom = atomWithStorage<GuestSaves>(GUEST_SAVES_STORAGE_KEY, [], guestSavesStorage, {
  getOnInit: true,
});
