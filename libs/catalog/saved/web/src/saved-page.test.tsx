import { aUser } from '@folio/auth/testing';
import { anEvent } from '@folio/events-contract/testing';
import { anAuthor, aVendor } from '@folio/people-contract/testing';
import { savedPaths } from '@folio/saved-contract';
import { api, apiError, createApiServer, renderScreen } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { GUEST_SAVES_STORAGE_KEY } from './saved.atoms';
import { SaveButton } from './save-button';
import { SavedPage, type SavedCards } from './saved-page';
import { mergeSavedHandler, resolveSavedHandler, savedListHandler, toGuestSave, toSavedItem } from './testing';

const apiServer = createApiServer();

/**
 * Stand-ins for the events and people domains' cards, which the shell passes in: a heading or a
 * link per item with its save button, and a status while the list loads.
 */
const cards: SavedCards = {
  events: (events) =>
    events.map((event) => (
      <article key={event.id}>
        <h3>{event.title}</h3>
        <SaveButton target={{ kind: 'event', item: event }} />
      </article>
    )),
  authors: (authors) =>
    authors.map((author) => (
      <article key={author.id}>
        <a href={`/author/${author.slug}`}>{author.name}</a>
        <SaveButton target={{ kind: 'author', item: author }} />
      </article>
    )),
  vendors: (vendors) =>
    vendors.map((vendor) => (
      <article key={vendor.id}>
        <a href={`/vendors/${vendor.slug}`}>{vendor.name}</a>
        <SaveButton target={{ kind: 'vendor', item: vendor }} />
      </article>
    )),
  placeholder: (label) => <div role="status" aria-label={label} />,
};

const jessica = anAuthor({ name: 'Jessica Walter' });
const chicago = anEvent({ title: 'Chicago Signing Social' });
const fable = aVendor({ name: 'Fable & Foil' });
const store = (saves: unknown[]) => localStorage.setItem(GUEST_SAVES_STORAGE_KEY, JSON.stringify(saves));
const storedSaves = () => JSON.parse(localStorage.getItem(GUEST_SAVES_STORAGE_KEY) ?? '[]') as unknown[];
/** The saved-items calls msw received, as `METHOD path`. */
const savedCalls = () =>
  apiServer.requests
    .filter((request) => request.path.startsWith(savedPaths.saved()))
    .map((request) => `${request.method} ${request.path}`);

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'previouslyLoggedIn=; max-age=0; path=/';
});

describe('SavedPage', () => {
  it('shows a guest’s saves with their current cards from the server, grouped, with a way to keep them', async () => {
    store([
      toGuestSave({ kind: 'author', item: jessica }),
      toGuestSave({ kind: 'event', item: chicago }),
      toGuestSave({ kind: 'vendor', item: fable }),
    ]);
    apiServer.use(
      resolveSavedHandler(() => [
        toSavedItem({ kind: 'event', item: chicago }),
        toSavedItem({ kind: 'author', item: jessica }),
        toSavedItem({ kind: 'vendor', item: fable }),
      ]),
    );
    await renderScreen(() => <SavedPage cards={cards} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Saved' })).toBeTruthy();
    expect(await screen.findByText(/Saved on this device\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(
      within(await screen.findByRole('region', { name: 'Events' })).getByRole('heading', {
        name: 'Chicago Signing Social',
      }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Authors you follow' })).getByRole('link', { name: 'Jessica Walter' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Vendors you follow' })).getByRole('link', { name: 'Fable & Foil' }),
    ).toBeTruthy();
    expect(savedCalls()).toEqual([`POST ${savedPaths.savedResolve()}`]);
  });

  it('shows a renamed target under its new name and leaves out a removed one, also for saves an older version stored with their cards', async () => {
    store([toSavedItem({ kind: 'author', item: jessica }), toSavedItem({ kind: 'vendor', item: fable })]);
    apiServer.use(
      resolveSavedHandler(() => [toSavedItem({ kind: 'author', item: { ...jessica, name: 'Jessica Walter-Hayes' } })]),
    );
    await renderScreen(() => <SavedPage cards={cards} />);

    const followed = await screen.findByRole('region', { name: 'Authors you follow' });
    expect(within(followed).getByRole('link', { name: 'Jessica Walter-Hayes' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Jessica Walter' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Vendors you follow' })).toBeNull();
    expect(apiServer.requestsTo('POST', savedPaths.savedResolve())[0]?.json).toEqual({
      items: [
        { kind: 'author', target_id: jessica.id },
        { kind: 'vendor', target_id: fable.id },
      ],
    });
  });

  it('takes an item off the page at once when it is unfollowed', async () => {
    store([toGuestSave({ kind: 'author', item: jessica }), toGuestSave({ kind: 'event', item: chicago })]);
    apiServer.use(
      resolveSavedHandler(() => [
        toSavedItem({ kind: 'author', item: jessica }),
        toSavedItem({ kind: 'event', item: chicago }),
      ]),
    );
    const { user } = await renderScreen(() => <SavedPage cards={cards} />);

    await user.click(await screen.findByRole('button', { name: 'Follow Jessica Walter', pressed: true }));

    expect(screen.queryByRole('region', { name: 'Authors you follow' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Chicago Signing Social' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Chicago Signing Social', pressed: true }));

    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeTruthy();
    expect(storedSaves()).toEqual([]);
  });

  it('offers a retry when a guest’s cards cannot be loaded, keeping the saves', async () => {
    store([toGuestSave({ kind: 'event', item: chicago })]);
    let fail = true;
    apiServer.use(
      resolveSavedHandler(() =>
        fail ? apiError(503, 'Saved items are unavailable.') : [toSavedItem({ kind: 'event', item: chicago })],
      ),
    );
    const { user } = await renderScreen(() => <SavedPage cards={cards} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your saved list could not be loaded.')).toBeTruthy();
    expect(storedSaves()).toHaveLength(1);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Chicago Signing Social' })).toBeTruthy();
  });

  it('invites a first save when there is nothing', async () => {
    await renderScreen(() => <SavedPage cards={cards} />);

    expect(screen.getByRole('heading', { name: 'Nothing saved yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
    expect(apiServer.requests).toEqual([]);
  });

  it('shows the account’s list once signed in', async () => {
    document.cookie = 'previouslyLoggedIn=true; path=/';
    apiServer.use(
      api.get('/api/user', () => HttpResponse.json(aUser())),
      savedListHandler(() => [toSavedItem({ kind: 'event', item: anEvent({ title: 'Dublin Readers Weekend' }) })]),
    );
    await renderScreen(() => <SavedPage cards={cards} />);

    expect(await screen.findByRole('heading', { name: 'Dublin Readers Weekend' })).toBeTruthy();
    expect(
      screen.getByText('The events you saved and the authors and vendors you follow, on your account.'),
    ).toBeTruthy();
  });

  it('moves a guest’s saves into the account once signed in, clears them from the device and shows the account’s list', async () => {
    store([toGuestSave({ kind: 'event', item: chicago }, new Date('2026-11-20T10:00:00Z'))]);
    document.cookie = 'previouslyLoggedIn=true; path=/';
    const dublin = toSavedItem({ kind: 'event', item: anEvent({ title: 'Dublin Readers Weekend' }) });
    let account = [dublin];
    apiServer.use(
      api.get('/api/user', () => HttpResponse.json(aUser())),
      savedListHandler(() => account),
      mergeSavedHandler(() => {
        account = [toSavedItem({ kind: 'event', item: chicago }, new Date('2026-11-20T10:00:00Z')), dublin];
        return { data: account, meta: { added: 1, skipped: 0 } };
      }),
    );
    await renderScreen(() => <SavedPage cards={cards} />);

    const events = await screen.findByRole('region', { name: 'Events' });
    await waitFor(() => expect(within(events).getByRole('heading', { name: 'Chicago Signing Social' })).toBeTruthy());
    expect(within(events).getByRole('heading', { name: 'Dublin Readers Weekend' })).toBeTruthy();
    expect(storedSaves()).toEqual([]);
    expect(apiServer.requestsTo('POST', savedPaths.savedMerge())).toHaveLength(1);
    expect(apiServer.requestsTo('POST', savedPaths.savedResolve())).toEqual([]);
  });

  it('keeps a guest’s saves on the device when the merge fails, and shows the account’s list meanwhile', async () => {
    const save = toGuestSave({ kind: 'event', item: chicago }, new Date('2026-11-20T10:00:00Z'));
    store([save]);
    document.cookie = 'previouslyLoggedIn=true; path=/';
    apiServer.use(
      api.get('/api/user', () => HttpResponse.json(aUser())),
      savedListHandler(() => [toSavedItem({ kind: 'event', item: anEvent({ title: 'Dublin Readers Weekend' }) })]),
      mergeSavedHandler(() => apiError(503, 'Saved items are unavailable.')),
    );
    await renderScreen(() => <SavedPage cards={cards} />);

    expect(await screen.findByRole('heading', { name: 'Dublin Readers Weekend' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Chicago Signing Social' })).toBeNull();
    expect(apiServer.requestsTo('POST', savedPaths.savedMerge())).toHaveLength(1);
    expect(storedSaves()).toEqual([save]);
  });

  it('shows a loading state, then offers a retry when the account’s list fails', async () => {
    document.cookie = 'previouslyLoggedIn=true; path=/';
    let fail = true;
    apiServer.use(
      api.get('/api/user', () => HttpResponse.json(aUser())),
      savedListHandler(() => (fail ? apiError(500, 'The saved list is unavailable.') : [])),
    );
    const { user } = await renderScreen(() => <SavedPage cards={cards} />);

    expect(screen.getByRole('status', { name: 'Loading your saved list' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your saved list could not be loaded.')).toBeTruthy();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nothing saved yet' })).toBeTruthy());
  });
});
