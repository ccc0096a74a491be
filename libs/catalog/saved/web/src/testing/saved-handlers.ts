import { type SavedCard, type SavedItem, savedPaths, type SavedRef } from '@folio/saved-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';

/** An answer: a body for `{ data }`, an msw answer (`apiError(…)`, `HttpResponse.error()`), or a promise of one. */
type Answer<T> = T | Response | Promise<T | Response>;

const reply = async <T>(answer: Answer<T>) => {
  const value = await answer;
  return value instanceof Response ? value : HttpResponse.json({ data: value });
};

/** `GET` the account's saved list: `answer` is called per request (so a test can change the list). */
export function savedListHandler(answer: () => Answer<SavedItem[]>) {
  return api.get(savedPaths.saved(), () => reply(answer()));
}

/** `PUT` one item onto the account's list. */
export function saveItemHandler(kind: string, id: string, answer: () => Answer<SavedItem>) {
  return api.put(savedPaths.savedItem(kind, id), () => reply(answer()));
}

/** `DELETE` one item from the account's list; 204 unless `answer` says otherwise. */
export function unsaveItemHandler(
  kind: string,
  id: string,
  answer: () => Answer<Response> = () => new HttpResponse(null, { status: 204 }),
) {
  return api.delete(savedPaths.savedItem(kind, id), async () => (await answer()) as Response);
}

/** `POST` the guest's saves onto the account: answers the merged list and what was added, or an msw answer (`apiError(…)`). */
export function mergeSavedHandler(
  answer: () => { data: SavedItem[]; meta: { added: number; skipped: number } } | Response,
) {
  return api.post(savedPaths.savedMerge(), () => {
    const value = answer();
    return value instanceof Response ? value : HttpResponse.json(value);
  });
}

/**
 * `POST` a guest's saved ids to resolve: answers the cards of those `known` knows (by id, as the
 * server would: in the order asked, unknown ones left out). `known` is called per request, so a
 * test can rename or remove a target between requests.
 */
export function resolveSavedHandler(known: () => readonly SavedCard[] | Response) {
  return api.post(savedPaths.savedResolve(), async ({ request }) => {
    const cards = known();
    if (cards instanceof Response) return cards;
    const { items } = (await request.json()) as { items: SavedRef[] };
    const byKey = new Map(cards.map((card) => [`${card.kind}:${card.target_id}`, card]));
    return HttpResponse.json({ data: items.flatMap(({ kind, target_id }) => byKey.get(`${kind}:${target_id}`) ?? []) });
  });
}
