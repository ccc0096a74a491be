import { aUser } from '@folio/auth/testing';
import { anEvent } from '@folio/events-contract/testing';
import { anAuthor } from '@folio/people-contract/testing';
import { type GuestSave, type SavedItem, savedPaths } from '@folio/saved-contract';
import { api, apiError, createApiServer, deferred, renderScreen } from '@folio/testing';
import { notify, notifyProduct } from '@folio/ui-kit/toast';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { SaveButton } from './save-button';
import { GUEST_SAVES_STORAGE_KEY } from './saved.atoms';
import {
  mergeSavedHandler,
  savedListHandler,
  saveItemHandler,
  toGuestSave,
  toSavedItem,
  unsaveItemHandler,
} from './testing';

vi.mock('@folio/ui-kit/toast', () => ({
  notify: vi.fn(() => Promise.resolve(1)),
  notifyProduct: vi.fn(() => Promise.resolve(1)),
}));

const event = anEvent({ title: 'Chicago Signing Social' });
const author = anAuthor({ name: 'Jessica Walter' });
const apiServer = createApiServer();
// The toggle loads lazily; loading it once up front keeps the first test's wait about the answer.
beforeAll(() => import('./save-toggle-button'));
const savedListCalls = () => apiServer.requestsTo('GET', savedPaths.saved());
const storedSaves = (): GuestSave[] => JSON.parse(localStorage.getItem(GUEST_SAVES_STORAGE_KEY) ?? '[]');
const mergeCalls = () => apiServer.requestsTo('POST', savedPaths.savedMerge());
const VIEW_SAVED = { action: { label: 'View saved', href: '/saved' } };

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  document.cookie = 'previouslyLoggedIn=; max-age=0; path=/';
});

/** A signed-in visitor: the marker the sign-in flow leaves, and `GET /api/user` answering. */
function signedIn(saved: SavedItem[] = []) {
  document.cookie = 'previouslyLoggedIn=true; path=/';
  let list = saved;
  apiServer.use(
    api.get('/api/user', () => HttpResponse.json(aUser({ first_name: 'Ada' }))),
    savedListHandler(() => list),
  );
  return { setList: (next: SavedItem[]) => (list = next) };
}

describe('SaveButton for a guest', () => {
  it('saves on this device without asking the server, and unsaves', async () => {
    const { user } = await renderScreen(() => <SaveButton target={{ kind: 'event', item: event }} />);

    const button = await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: false });
    await user.click(button);

    expect(screen.getByRole('button', { name: 'Save Chicago Signing Social' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(storedSaves()).toEqual([{ kind: 'event', target_id: event.id, saved_at: expect.any(String) }]);
    expect(notifyProduct).toHaveBeenLastCalledWith('Saved Chicago Signing Social.', VIEW_SAVED);

    await user.click(button);

    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(storedSaves()).toEqual([]);
    expect(notifyProduct).toHaveBeenLastCalledWith('Removed Chicago Signing Social from your saved list.');
    expect(apiServer.requests).toEqual([]);
  });

  it('follows an author with a labelled button', async () => {
    const { user } = await renderScreen(() => <SaveButton target={{ kind: 'author', item: author }} look="label" />);

    await user.click(await screen.findByRole('button', { name: 'Follow Jessica Walter', pressed: false }));

    expect(screen.getByRole('button', { name: 'Following Jessica Walter', pressed: true })).toBeTruthy();
    expect(storedSaves()).toEqual([{ kind: 'author', target_id: author.id, saved_at: expect.any(String) }]);
    expect(notifyProduct).toHaveBeenCalledWith('Following Jessica Walter.', VIEW_SAVED);
  });

  it('shows what was saved in an earlier visit', async () => {
    localStorage.setItem(GUEST_SAVES_STORAGE_KEY, JSON.stringify([toGuestSave({ kind: 'event', item: event })]));
    await renderScreen(() => <SaveButton target={{ kind: 'event', item: event }} />);

    expect(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: true })).toBeTruthy();
    expect(apiServer.requests).toEqual([]);
  });

  it('still reads saves an older version kept with their cards, as ids, and skips only the entries it cannot read', async () => {
    localStorage.setItem(
      GUEST_SAVES_STORAGE_KEY,
      JSON.stringify([
        toSavedItem({ kind: 'author', item: author }),
        { kind: 'event', target_id: 'not-a-uuid' },
        toSavedItem({ kind: 'event', item: event }, new Date('2026-11-20T10:00:00Z')),
      ]),
    );
    const { user } = await renderScreen(() => (
      <>
        <SaveButton target={{ kind: 'event', item: event }} />
        <SaveButton target={{ kind: 'author', item: author }} />
      </>
    ));

    expect(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: true })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Follow Jessica Walter', pressed: true })).toBeTruthy();

    // The next write keeps the ids and times only.
    await user.click(screen.getByRole('button', { name: 'Follow Jessica Walter' }));
    expect(storedSaves()).toEqual([{ kind: 'event', target_id: event.id, saved_at: '2026-11-20T10:00:00.000Z' }]);
  });

  it('treats damaged storage as nothing saved', async () => {
    localStorage.setItem(GUEST_SAVES_STORAGE_KEY, '{"not":"a list"');
    await renderScreen(() => <SaveButton target={{ kind: 'event', item: event }} />);

    expect(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: false })).toBeTruthy();
  });
});

describe('SaveButton when signed in', () => {
  it('shows the saved state at once, then keeps it when the server agrees', async () => {
    const { setList } = signedIn();
    const put = deferred<Response>();
    apiServer.use(saveItemHandler('event', event.id, () => put.promise));
    const { user } = await renderScreen(() => <SaveButton target={{ kind: 'event', item: event }} />);

    await user.click(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: false }));

    expect(screen.getByRole('button', { name: 'Save Chicago Signing Social' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    setList([toSavedItem({ kind: 'event', item: event })]);
    put.release(HttpResponse.json({ data: toSavedItem({ kind: 'event', item: event }) }));

    await waitFor(() => expect(savedListCalls()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Save Chicago Signing Social' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(notifyProduct).toHaveBeenCalledWith('Saved Chicago Signing Social.', VIEW_SAVED);
    expect(storedSaves()).toEqual([]);
  });

  it('rolls back and says why when the server refuses', async () => {
    signedIn();
    const put = deferred<Response>();
    apiServer.use(saveItemHandler('event', event.id, () => put.promise));
    const { user } = await renderScreen(() => <SaveButton target={{ kind: 'event', item: event }} />);

    await user.click(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: false }));
    expect(screen.getByRole('button', { name: 'Save Chicago Signing Social' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(notifyProduct).not.toHaveBeenCalled();

    put.release(apiError(409, 'You can save at most 500 items.', 'saved_limit_reached'));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Chicago Signing Social' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(notify).toHaveBeenCalledWith('You can save at most 500 items.', expect.objectContaining({ tone: 'error' }));
    expect(notifyProduct).not.toHaveBeenCalled();
  });

  it('confirms a removal once the server agrees', async () => {
    const { setList } = signedIn([toSavedItem({ kind: 'author', item: author })]);
    apiServer.use(unsaveItemHandler('author', author.id));
    const { user } = await renderScreen(() => <SaveButton target={{ kind: 'author', item: author }} look="label" />);

    const button = await screen.findByRole('button', { name: 'Following Jessica Walter', pressed: true });
    setList([]);
    await user.click(button);

    await waitFor(() => expect(notifyProduct).toHaveBeenCalledWith('Removed Jessica Walter from your saved list.'));
    expect(screen.getByRole('button', { name: 'Follow Jessica Walter', pressed: false })).toBeTruthy();
  });

  it('rolls back an unfollow that fails to reach the server', async () => {
    signedIn([toSavedItem({ kind: 'author', item: author })]);
    apiServer.use(unsaveItemHandler('author', author.id, () => HttpResponse.error()));
    const { user } = await renderScreen(() => <SaveButton target={{ kind: 'author', item: author }} look="label" />);

    await user.click(await screen.findByRole('button', { name: 'Following Jessica Walter', pressed: true }));

    expect(await screen.findByRole('button', { name: 'Following Jessica Walter', pressed: true })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith(
      'Could not remove Jessica Walter from your saved list.',
      expect.objectContaining({ tone: 'error' }),
    );
  });

  it('moves the saves made as a guest to the account once, then clears them from the device', async () => {
    const guestSave = toGuestSave({ kind: 'event', item: event }, new Date('2026-11-20T10:00:00Z'));
    localStorage.setItem(GUEST_SAVES_STORAGE_KEY, JSON.stringify([guestSave]));
    signedIn();
    const merged = toSavedItem({ kind: 'event', item: event }, new Date('2026-11-20T10:00:00Z'));
    apiServer.use(mergeSavedHandler(() => ({ data: [merged], meta: { added: 1, skipped: 0 } })));
    await renderScreen(() => (
      <>
        <SaveButton target={{ kind: 'event', item: event }} />
        <SaveButton target={{ kind: 'author', item: author }} />
      </>
    ));

    expect(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Jessica Walter', pressed: false })).toBeTruthy();
    expect(mergeCalls()).toEqual([
      expect.objectContaining({
        json: { items: [{ kind: 'event', target_id: event.id, saved_at: '2026-11-20T10:00:00.000Z' }] },
      }),
    ]);
    expect(storedSaves()).toEqual([]);
  });

  it('keeps the guest saves on the device when the merge fails, and tries again on the next visit', async () => {
    const guestSave = toGuestSave({ kind: 'event', item: event }, new Date('2026-11-20T10:00:00Z'));
    localStorage.setItem(GUEST_SAVES_STORAGE_KEY, JSON.stringify([guestSave]));
    signedIn();
    let failing = true;
    const merged = toSavedItem({ kind: 'event', item: event }, new Date('2026-11-20T10:00:00Z'));
    apiServer.use(
      mergeSavedHandler(() =>
        failing ? apiError(503, 'Saved items are unavailable.') : { data: [merged], meta: { added: 1, skipped: 0 } },
      ),
    );
    const first = await renderScreen(() => <SaveButton target={{ kind: 'event', item: event }} />);

    await waitFor(() => expect(mergeCalls()).toHaveLength(1));
    // Then the account's own list, still without the device's save, and the save still on the device.
    const button = await screen.findByRole('button', { name: 'Save Chicago Signing Social' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(storedSaves()).toEqual([guestSave]);
    expect(mergeCalls()).toHaveLength(1);
    first.unmount();

    failing = false;
    await renderScreen(() => <SaveButton target={{ kind: 'event', item: event }} />);

    expect(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: true })).toBeTruthy();
    expect(mergeCalls()).toHaveLength(2);
    expect(storedSaves()).toEqual([]);
  });

  it('treats a session the server no longer knows as a guest', async () => {
    document.cookie = 'previouslyLoggedIn=true; path=/';
    apiServer.use(api.get('/api/user', () => apiError(401, 'Unauthenticated.', 'unauthenticated')));
    const { user } = await renderScreen(() => <SaveButton target={{ kind: 'event', item: event }} />);

    await user.click(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: false }));

    expect(screen.getByRole('button', { name: 'Save Chicago Signing Social' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(storedSaves()).toHaveLength(1);
  });
});
