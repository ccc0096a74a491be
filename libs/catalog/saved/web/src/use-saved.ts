import { useHttp } from '@folio/http/router';
import { useSessionState, type SessionState } from '@folio/auth';
import type { SavedItem, SavedKind } from '@folio/saved-contract';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useStore } from 'jotai';
import { guestSavesAtom } from './saved.atoms';
import { useSaveMutation } from './saved.mutations';
import { savedListQueryOptions } from './saved.queries';
import { isSavedItemOf, withSaved, type SaveTarget } from './save-target';

export interface SavedItemsState {
  viewer: SessionState;
  /** The visitor's saved items (the account's, or this device's for a guest); undefined while loading. */
  items: SavedItem[] | undefined;
  /** The account's list failed to load. */
  error: Error | null;
  retry: () => void;
}

/** What the visitor has saved: the account's list once signed in, this device's list for a guest. */
export function useSavedItems(): SavedItemsState {
  const viewer = useSessionState();
  const http = useHttp();
  const store = useStore();
  const [guestSaves] = useAtom(guestSavesAtom);
  const signedIn = viewer === 'signed-in';
  const account = useQuery({ ...savedListQueryOptions(http, store), enabled: signedIn });
  if (viewer === 'guest') return { viewer, items: guestSaves, error: null, retry: () => undefined };
  return {
    viewer,
    items: signedIn ? account.data?.data : undefined,
    error: signedIn ? account.error : null,
    retry: () => void account.refetch(),
  };
}

export function isInSaved(items: readonly SavedItem[] | undefined, kind: SavedKind, id: string): boolean {
  return items?.some((item) => isSavedItemOf(item, kind, id)) ?? false;
}

export interface SaveToggle {
  saved: boolean;
  /** False until it is known whether the visitor is signed in and what they saved. */
  ready: boolean;
  toggle: () => void;
}

/** The save (or follow) state of one event, author or vendor, and the switch that flips it. */
export function useSaveToggle(target: SaveTarget): SaveToggle {
  const { viewer, items } = useSavedItems();
  const [, setGuestSaves] = useAtom(guestSavesAtom);
  const mutation = useSaveMutation();
  const saved = isInSaved(items, target.kind, target.item.id);
  const ready = items !== undefined;
  const toggle = () => {
    if (!ready) return;
    if (viewer === 'signed-in') mutation.mutate({ target, save: !saved });
    else setGuestSaves((list) => withSaved(list, target, !saved));
  };
  return { saved, ready, toggle };
}
