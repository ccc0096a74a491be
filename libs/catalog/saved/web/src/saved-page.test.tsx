import { aUser } from '@folio/auth/testing';
import { anEvent } from '@folio/events-contract/testing';
import { anAuthor, aVendor } from '@folio/people-contract/testing';
import { api, apiError, createApiServer, renderScreen } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { GUEST_SAVES_STORAGE_KEY } from './saved.atoms';
import { SaveButton } from './save-button';
import { SavedPage, type SavedCards } from './saved-page';
import { savedListHandler, toSavedItem } from './testing';

const apiServer = createApiServer();

/**
 * Stand-ins for the events and people domains' cards, which the shell passes in: a heading or a
 * link per item with its save button.
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
};

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'previouslyLoggedIn=; max-age=0; path=/';
});

describe('SavedPage', () => {
  it('shows a guest’s saves from this device, grouped, with a way to keep them', async () => {
    localStorage.setItem(
      GUEST_SAVES_STORAGE_KEY,
      JSON.stringify([
        toSavedItem({ kind: 'author', item: anAuthor({ name: 'Jessica Walter' }) }),
        toSavedItem({ kind: 'event', item: anEvent({ title: 'Chicago Signing Social' }) }),
        toSavedItem({ kind: 'vendor', item: aVendor({ name: 'Fable & Foil' }) }),
      ]),
    );
    await renderScreen(() => <SavedPage cards={cards} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Saved' })).toBeTruthy();
    expect(screen.getByText(/Saved on this device\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(
      within(screen.getByRole('region', { name: 'Events' })).getByRole('heading', { name: 'Chicago Signing Social' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Authors you follow' })).getByRole('link', { name: 'Jessica Walter' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Vendors you follow' })).getByRole('link', { name: 'Fable & Foil' }),
    ).toBeTruthy();
    expect(apiServer.requests).toEqual([]);
  });

  it('takes an item off the page when it is unfollowed', async () => {
    localStorage.setItem(
      GUEST_SAVES_STORAGE_KEY,
      JSON.stringify([toSavedItem({ kind: 'author', item: anAuthor({ name: 'Jessica Walter' }) })]),
    );
    const { user } = await renderScreen(() => <SavedPage cards={cards} />);

    await user.click(await screen.findByRole('button', { name: 'Follow Jessica Walter', pressed: true }));

    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeTruthy();
  });

  it('invites a first save when there is nothing', async () => {
    await renderScreen(() => <SavedPage cards={cards} />);

    expect(screen.getByRole('heading', { name: 'Nothing saved yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
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
