import { aUser } from '@folio/auth/testing';
import { anEvent } from '@folio/events-contract/testing';
import { anAuthor } from '@folio/people-contract/testing';
import { type SavedItem, savedPaths } from '@folio/saved-contract';
import { api, apiError, createApiServer, deferred, renderScreen } from '@folio/testing';
import { notify } from '@folio/ui-kit/toast';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { SaveButton } from './save-button';
import { GUEST_SAVES_STORAGE_KEY } from './saved.atoms';
import { mergeSavedHandler, savedListHandler, saveItemHandler, toSavedItem, unsaveItemHandler } from './testing';

vi.mock('@folio/ui-kit/toast', () => ({ notify: vi.fn(() => Promise.resolve(1)) }));

const event = anEvent({ title: 'Chicago Signing Social' });
const author = anAuthor({ name: 'Jessica Walter' });
const apiServer = createApiServer();
// The toggle loads lazily; loading it once up front keeps the first test's wait about the answer.
beforeAll(() => import('./save-toggle-button'));
const savedListCalls = () => apiServer.requestsTo('GET', savedPaths.saved());
const storedSaves = (): SavedItem[] => JSON.parse(localStorage.getItem(GUEST_SAVES_STORAGE_KEY) ?? '[]');

beforeEach(() => {
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
    expect(storedSaves()).toEqual([expect.objectContaining({ kind: 'event', target_id: event.id, event })]);

    await user.click(button);

    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(storedSaves()).toEqual([]);
    expect(apiServer.requests).toEqual([]);
  });

  it('follows an author with a labelled button', async () => {
    const { user } = await renderScreen(() => <SaveButton target={{ kind: 'author', item: author }} look="label" />);

    await user.click(await screen.findByRole('button', { name: 'Follow Jessica Walter', pressed: false }));

    expect(screen.getByRole('button', { name: 'Following Jessica Walter', pressed: true })).toBeTruthy();
    expect(storedSaves()[0]).toMatchObject({ kind: 'author', target_id: author.id, author });
  });

  it('shows what was saved in an earlier visit, and ignores storage it cannot read', async () => {
    localStorage.setItem(GUEST_SAVES_STORAGE_KEY, JSON.stringify([toSavedItem({ kind: 'event', item: event })]));
    await renderScreen(() => <SaveButton target={{ kind: 'event', item: event }} />);

    expect(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: true })).toBeTruthy();
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

    put.release(apiError(409, 'You can save at most 500 items.', 'saved_limit_reached'));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Chicago Signing Social' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(notify).toHaveBeenCalledWith('You can save at most 500 items.', expect.objectContaining({ tone: 'error' }));
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

  it('moves the saves made as a guest to the account, once', async () => {
    const guestSave = toSavedItem({ kind: 'event', item: event }, new Date('2026-11-20T10:00:00Z'));
    localStorage.setItem(GUEST_SAVES_STORAGE_KEY, JSON.stringify([guestSave]));
    signedIn();
    apiServer.use(mergeSavedHandler(() => ({ data: [guestSave], meta: { added: 1, skipped: 0 } })));
    await renderScreen(() => <SaveButton target={{ kind: 'event', item: event }} />);

    expect(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: true })).toBeTruthy();
    const merges = apiServer.requestsTo('POST', savedPaths.savedMerge());
    expect(merges).toEqual([
      expect.objectContaining({
        json: { items: [{ kind: 'event', target_id: event.id, saved_at: '2026-11-20T10:00:00.000Z' }] },
      }),
    ]);
    expect(savedListCalls()).toEqual([]);
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
