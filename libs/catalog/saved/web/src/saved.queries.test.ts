import { anEvent } from '@folio/events-contract/testing';
import { anAuthor } from '@folio/people-contract/testing';
import { savedPaths } from '@folio/saved-contract';
import { createApiServer, createTestHttpClient } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { GUEST_SAVES_STORAGE_KEY } from './saved.atoms';
import { savedCardsQueryOptions, savedListQueryOptions } from './saved.queries';
import { mergeSavedHandler, resolveSavedHandler, savedListHandler, toGuestSave, toSavedItem } from './testing';

const apiServer = createApiServer();
const event = anEvent({ title: 'Chicago Signing Social' });
const author = anAuthor({ name: 'Jessica Walter' });

beforeEach(() => localStorage.clear());

describe('savedListQueryOptions', () => {
  it('only reads the account’s list, even with guest saves on the device: no merge, the device untouched', async () => {
    // Both shapes a device may hold: ids, and an older version's saves with their cards.
    const stored = JSON.stringify([
      toGuestSave({ kind: 'author', item: author }),
      toSavedItem({ kind: 'event', item: event }),
    ]);
    localStorage.setItem(GUEST_SAVES_STORAGE_KEY, stored);
    apiServer.use(
      savedListHandler(() => [toSavedItem({ kind: 'event', item: event })]),
      mergeSavedHandler(() => ({ data: [], meta: { added: 0, skipped: 0 } })),
    );

    const list = await new QueryClient().fetchQuery(savedListQueryOptions(createTestHttpClient()));

    expect(list.data.map((item) => item.target_id)).toEqual([event.id]);
    expect(apiServer.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${savedPaths.saved()}`,
    ]);
    expect(localStorage.getItem(GUEST_SAVES_STORAGE_KEY)).toBe(stored);
  });
});

describe('savedCardsQueryOptions', () => {
  it('asks for the cards of the given ids only, keyed by them', async () => {
    apiServer.use(resolveSavedHandler(() => [toSavedItem({ kind: 'author', item: author })]));
    const refs = [toGuestSave({ kind: 'event', item: event }), toGuestSave({ kind: 'author', item: author })];
    const options = savedCardsQueryOptions(createTestHttpClient(), refs);

    const cards = await new QueryClient().fetchQuery(options);

    expect(options.queryKey).toEqual(['catalog', 'saved', 'cards', [`event:${event.id}`, `author:${author.id}`]]);
    expect(cards.data).toEqual([{ kind: 'author', target_id: author.id, author }]);
    expect(apiServer.requestsTo('POST', savedPaths.savedResolve())).toEqual([
      expect.objectContaining({
        json: {
          items: [
            { kind: 'event', target_id: event.id },
            { kind: 'author', target_id: author.id },
          ],
        },
      }),
    ]);
  });
});
