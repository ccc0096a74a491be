import type { HttpClient } from '@folio/http';
import type { CallOptions } from '@folio/catalog-kit';
import { single } from '@folio/catalog-kit-contract';
import {
  type GuestSave,
  MergeSavedResult,
  SavedCardList,
  SavedItem,
  type SavedKind,
  SavedList,
  savedPaths,
  type SavedRef,
} from '@folio/saved-contract';

const SavedItemResponse = single(SavedItem);

/** `GET /api/catalog/saved`: the signed-in account's saved items, newest first. */
export function fetchSaved(http: HttpClient, call: CallOptions = {}): Promise<SavedList> {
  return http.get(savedPaths.saved(), { ...call, schema: SavedList });
}

/** `PUT /api/catalog/saved/{kind}/{id}` (idempotent). */
export async function putSaved(http: HttpClient, kind: SavedKind, id: string): Promise<SavedItem> {
  const { data } = await http.put(savedPaths.savedItem(kind, id), { schema: SavedItemResponse });
  return data;
}

/** `DELETE /api/catalog/saved/{kind}/{id}`; also fine when it was not saved. */
export async function deleteSaved(http: HttpClient, kind: SavedKind, id: string): Promise<void> {
  await http.delete(savedPaths.savedItem(kind, id));
}

/** `POST /api/catalog/saved/merge`: moves a guest's device saves into the account (idempotent). */
export function mergeSaved(http: HttpClient, items: readonly GuestSave[]): Promise<MergeSavedResult> {
  return http.post(savedPaths.savedMerge(), { json: { items }, schema: MergeSavedResult });
}

/**
 * `POST /api/catalog/saved/resolve`: the current cards of saves a guest keeps as ids (anyone may
 * ask; targets that no longer exist are left out). A read, though it posts: the list may be long.
 */
export function resolveSaved(
  http: HttpClient,
  items: readonly SavedRef[],
  call: CallOptions = {},
): Promise<SavedCardList> {
  const refs = items.map(({ kind, target_id }) => ({ kind, target_id }));
  return http.post(savedPaths.savedResolve(), { ...call, json: { items: refs }, schema: SavedCardList });
}
