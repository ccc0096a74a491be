import { useHttp } from '@folio/http/router';
import { useSessionState, type SessionState } from '@folio/auth';
import type { GuestSave, SavedCard, SavedKind, SavedRef } from '@folio/saved-contract';
import { keepPreviousData, useIsMutating, useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { guestSavesAtom, guestSavesMergeTriedAtom } from './saved.atoms';
import { useMergeGuestSavesMutation, useSaveMutation } from './saved.mutations';
import { confirmSaveChange } from './saved.notices';
import { savedCardsQueryOptions, savedKeys, savedListQueryOptions } from './saved.queries';
import { isSavedItemOf, toGuestSave, withSaved, type SaveTarget } from './save-target';

export interface SavedItemsState {
  viewer: SessionState;
  /** The visitor's saved items with their current cards (the account's, or this device's for a guest); undefined while loading. */
  items: SavedCard[] | undefined;
  /** The list failed to load. */
  error: Error | null;
  retry: () => void;
}

/**
 * Once signed in, moves this device's guest saves into the account: the first caller of a page
 * load sends them (every save button calls this), and a failure waits for the next sign-in or
 * visit. Answers whether the move is under way, while which the account's list is not final.
 */
function useMergeGuestSaves(viewer: SessionState): boolean {
  const store = useStore();
  const hasGuestSaves = useAtomValue(guestSavesAtom).length > 0;
  const { mutate } = useMergeGuestSavesMutation();
  const merging = useIsMutating({ mutationKey: savedKeys.merge() }) > 0;
  useEffect(() => {
    if (viewer === 'guest') store.set(guestSavesMergeTriedAtom, false);
    if (viewer !== 'signed-in' || !hasGuestSaves || store.get(guestSavesMergeTriedAtom)) return;
    store.set(guestSavesMergeTriedAtom, true);
    mutate(store.get(guestSavesAtom));
  }, [viewer, hasGuestSaves, store, mutate]);
  return merging;
}

/** The account's saved list once signed in (after this device's guest saves have moved into it). */
function useAccountSaved(viewer: SessionState) {
  const http = useHttp();
  const merging = useMergeGuestSaves(viewer);
  const signedIn = viewer === 'signed-in';
  // Not read while the merge is under way: the merge answers the list, and a read crossing it could be older.
  const list = useQuery({ ...savedListQueryOptions(http), enabled: signedIn && !merging });
  return {
    items: signedIn && !merging ? list.data?.data : undefined,
    error: signedIn ? list.error : null,
    retry: () => void list.refetch(),
  };
}

/** A guest's saves in the device's order, with the cards the server answered (removed targets left out). */
function withCards(saves: readonly GuestSave[], cards: readonly SavedCard[]): SavedCard[] {
  const byKey = new Map(cards.map((card) => [`${card.kind}:${card.target_id}`, card]));
  return saves.flatMap(({ kind, target_id }) => byKey.get(`${kind}:${target_id}`) ?? []);
}

/**
 * What the visitor has saved, with the cards to show: the account's list once signed in; for a
 * guest, the saves this device keeps as ids, with their current cards from the server.
 */
export function useSavedItems(): SavedItemsState {
  const viewer = useSessionState();
  const http = useHttp();
  const guestSaves = useAtomValue(guestSavesAtom);
  const account = useAccountSaved(viewer);
  const guest = viewer === 'guest';
  const cards = useQuery({
    ...savedCardsQueryOptions(http, guestSaves),
    enabled: guest && guestSaves.length > 0,
    // An unsaved card leaves at once; the previous answer stands in while the shorter list loads.
    placeholderData: keepPreviousData,
  });
  if (!guest) return { viewer, ...account };
  if (guestSaves.length === 0) return { viewer, items: [], error: null, retry: () => undefined };
  return {
    viewer,
    items: cards.data ? withCards(guestSaves, cards.data.data) : undefined,
    error: cards.data ? null : cards.error,
    retry: () => void cards.refetch(),
  };
}

export function isInSaved(items: readonly SavedRef[] | undefined, kind: SavedKind, id: string): boolean {
  return items?.some((item) => isSavedItemOf(item, kind, id)) ?? false;
}

export interface SaveToggle {
  saved: boolean;
  /** False until it is known whether the visitor is signed in and what they saved. */
  ready: boolean;
  toggle: () => void;
}

/**
 * The save (or follow) state of one event, author or vendor, and the switch that flips it: for a
 * guest from the ids this device keeps (no request), once signed in from the account's list.
 */
export function useSaveToggle(target: SaveTarget): SaveToggle {
  const viewer = useSessionState();
  const [guestSaves, setGuestSaves] = useAtom(guestSavesAtom);
  const account = useAccountSaved(viewer);
  const mutation = useSaveMutation();
  const items = viewer === 'guest' ? guestSaves : account.items;
  const saved = isInSaved(items, target.kind, target.item.id);
  const ready = items !== undefined;
  const toggle = () => {
    if (!ready) return;
    if (viewer === 'signed-in') {
      mutation.mutate({ target, save: !saved });
      return;
    }
    setGuestSaves((list) => withSaved(list, target, saved ? null : toGuestSave(target)));
    confirmSaveChange(target, !saved);
  };
  return { saved, ready, toggle };
}
