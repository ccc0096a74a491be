import { aUser } from '@folio/auth/testing';
import { commitmentOf, drawWinners, giveawayPaths } from '@folio/giveaways-contract';
import { api, createApiServer, createTestHttpClient, embedPageData, renderScreen } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { GiveawayPage } from './giveaway-page';
import { GiveawaysPage } from './giveaways-page';
import { loadGiveaway, loadGiveaways } from './giveaways.load';
import { aGiveaway, enterHandler, giveawayHandler, giveawaysHandler, myEntryHandler } from './testing';

const apiServer = createApiServer();

beforeEach(() => {
  document.cookie = 'previouslyLoggedIn=; max-age=0; path=/';
});

const signedIn = (overrides = {}) => {
  document.cookie = 'previouslyLoggedIn=true; path=/';
  return api.get('/api/user', () => HttpResponse.json(aUser(overrides)));
};

describe('GiveawaysPage', () => {
  it('groups giveaways into open, coming soon and closed, each card linking to its author’s page', async () => {
    const open = aGiveaway({ title: 'Open one' });
    const upcoming = aGiveaway({ title: 'Upcoming one', status: 'upcoming', commitment: null });
    const drawn = aGiveaway({ title: 'Drawn one', status: 'drawn' });
    await renderScreen(() => <GiveawaysPage giveaways={[drawn, upcoming, open]} />);

    const openSection = await screen.findByRole('region', { name: 'Open now' });
    expect(screen.getByRole('heading', { level: 1, name: 'Giveaways' })).toBeTruthy();
    expect(within(openSection).getByRole('link', { name: 'Open one' }).getAttribute('href')).toBe(
      `/giveaway/${open.author.slug}`,
    );
    expect(
      within(screen.getByRole('region', { name: 'Coming soon' })).getByRole('link', { name: 'Upcoming one' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Closed and drawn' })).getByRole('link', { name: 'Drawn one' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giveaway terms' }).getAttribute('href')).toBe('/terms/giveaways');
  });

  it('says so when there is no giveaway', async () => {
    await renderScreen(() => <GiveawaysPage giveaways={[]} />);
    expect(await screen.findByRole('heading', { name: 'No giveaways right now' })).toBeTruthy();
  });
});

describe('loadGiveaways', () => {
  it('draws a first visit from the list in the HTML, and asks the API on a later one', async () => {
    const remove = embedPageData({ data: [aGiveaway({ title: 'Embedded one' })] });
    const http = createTestHttpClient();
    try {
      expect((await loadGiveaways(http)).data.map((giveaway) => giveaway.title)).toEqual(['Embedded one']);
      expect(apiServer.requests).toEqual([]);
    } finally {
      remove();
    }
    apiServer.use(giveawaysHandler([aGiveaway({ title: 'Fetched one' })]));
    expect((await loadGiveaways(http)).data.map((giveaway) => giveaway.title)).toEqual(['Fetched one']);
  });

  it("loads one author's giveaway the same way", async () => {
    const giveaway = aGiveaway({ title: 'Fetched giveaway' });
    apiServer.use(giveawayHandler(giveaway.author.slug, giveaway));
    expect((await loadGiveaway(createTestHttpClient(), giveaway.author.slug)).data.title).toBe('Fetched giveaway');
  });
});

describe('GiveawayPage', () => {
  it('asks a guest to sign in, and comes back to the giveaway after', async () => {
    const giveaway = aGiveaway();
    await renderScreen(() => <GiveawayPage giveaway={giveaway} authorSlug={giveaway.author.slug} />);
    const link = await screen.findByRole('link', { name: 'Sign in to enter' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=%2Fgiveaway%2F${giveaway.author.slug}`);
    expect(screen.getByText(giveaway.commitment!)).toBeTruthy();
  });

  it('enters a signed-in reader with a country and the age confirmation, then shows their entry number', async () => {
    const giveaway = aGiveaway({ countries: ['GB', 'IE'] });
    apiServer.use(
      signedIn(),
      myEntryHandler(giveaway.id, null),
      enterHandler(giveaway.id, {
        giveaway_id: giveaway.id,
        entry_number: 13,
        entered_at: '2026-06-02T10:00:00.000Z',
        won: null,
      }),
    );
    const { user } = await renderScreen(() => <GiveawayPage giveaway={giveaway} authorSlug={giveaway.author.slug} />);

    const form = await screen.findByRole('form', { name: 'Enter the giveaway' });
    await user.selectOptions(within(form).getByLabelText(/Country you live in/), 'IE');
    await user.click(within(form).getByLabelText('I am at least 18 years old'));
    await user.click(within(form).getByRole('button', { name: 'Enter the giveaway' }));

    expect(await screen.findByText('Your entry number is #13')).toBeTruthy();
    expect(apiServer.requestsTo('POST', giveawayPaths.entry(giveaway.id))[0]?.json).toEqual({
      country: 'IE',
      age_confirmed: true,
    });
  });

  it('with bot protection configured, fetches a token for the entry before it submits and sends it along', async () => {
    const giveaway = aGiveaway({ countries: ['GB'] });
    const asked: string[] = [];
    const botChallenge = { token: async (action: string) => (asked.push(action), `token-for-${action}`) };
    apiServer.use(
      signedIn(),
      myEntryHandler(giveaway.id, null),
      enterHandler(giveaway.id, {
        giveaway_id: giveaway.id,
        entry_number: 1,
        entered_at: '2026-06-02T10:00:00.000Z',
        won: null,
      }),
    );
    const { user } = await renderScreen(() => <GiveawayPage giveaway={giveaway} authorSlug={giveaway.author.slug} />, {
      context: { integrations: { botChallenge } },
    });

    const form = await screen.findByRole('form', { name: 'Enter the giveaway' });
    await user.click(within(form).getByLabelText('I am at least 18 years old'));
    await user.click(within(form).getByRole('button', { name: 'Enter the giveaway' }));

    expect(await screen.findByText('Your entry number is #1')).toBeTruthy();
    expect(asked).toEqual(['giveaway_entry']);
    expect(apiServer.requestsTo('POST', giveawayPaths.entry(giveaway.id))[0]?.json).toEqual({
      country: 'GB',
      age_confirmed: true,
      challenge_token: 'token-for-giveaway_entry',
    });
  });

  it('shows the server’s refusal above the form', async () => {
    const giveaway = aGiveaway();
    apiServer.use(
      signedIn(),
      myEntryHandler(giveaway.id, null),
      enterHandler(giveaway.id, () =>
        HttpResponse.json(
          {
            message: 'Confirm that you are at least 18 years old.',
            code: 'age_not_confirmed',
            errors: { age_confirmed: ['Confirm that you are at least 18 years old.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderScreen(() => <GiveawayPage giveaway={giveaway} authorSlug={giveaway.author.slug} />);
    const form = await screen.findByRole('form', { name: 'Enter the giveaway' });
    await user.selectOptions(within(form).getByLabelText(/Country you live in/), 'FR');
    await user.click(within(form).getByRole('button', { name: 'Enter the giveaway' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Confirm that you are at least 18 years old.');
  });

  it('verifies a drawn giveaway in the browser from the published seed', async () => {
    const seed = '0f'.repeat(32);
    const giveaway = aGiveaway({
      status: 'drawn',
      winner_count: 2,
      commitment: await commitmentOf(seed),
      draw: {
        seed,
        entry_count: 40,
        winning_numbers: await drawWinners(seed, 40, 2),
        drawn_at: '2026-06-21T10:00:00.000Z',
      },
    });
    const { user } = await renderScreen(() => <GiveawayPage giveaway={giveaway} authorSlug={giveaway.author.slug} />);
    await user.click(await screen.findByRole('button', { name: 'Verify the draw' }));
    expect((await screen.findByText(/Verified in your browser/)).textContent).toContain(
      `#${giveaway.draw!.winning_numbers[0]}`,
    );
  });

  it('flags a published draw that its seed does not give', async () => {
    const seed = '0f'.repeat(32);
    const giveaway = aGiveaway({
      status: 'drawn',
      commitment: await commitmentOf(seed),
      draw: { seed, entry_count: 40, winning_numbers: [41], drawn_at: '2026-06-21T10:00:00.000Z' },
    });
    const { user } = await renderScreen(() => <GiveawayPage giveaway={giveaway} authorSlug={giveaway.author.slug} />);
    await user.click(await screen.findByRole('button', { name: 'Verify the draw' }));
    expect((await screen.findByText(/not the published ones/)).textContent).toBeTruthy();
  });
});
