import { FUNNEL_PATH, SellerFunnel } from '@folio/analytics-contract';
import { AuthPaths } from '@folio/auth-contract';
import { profiles, userRepo } from '@folio/auth-server';
import { fakeClock, type AuthTestApp, type TestBrowser } from '@folio/auth-server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEvents } from './event-chunks.js';
import type { AcceptedEvent } from './event-lines.js';
import { createFunnelTestApp, sampleEvent, type StandInSeller } from './testing/index.js';

const PASSWORD = 'a-long-reader-password';
const AUTHOR: StandInSeller = {
  id: 'a0000000-0000-4000-8000-000000000001',
  kind: 'author',
  slug: 'ada-author',
  name: 'Ada Author',
  forms: [
    {
      id: 'f0000000-0000-4000-8000-000000000001',
      title: 'Ada at the Summer Signing',
      // The orders themselves: two placed in the last 30 days, one of them paid; one in May.
      sales: [
        { placed: '2026-06-11', paid: '2026-06-11' },
        { placed: '2026-06-12' },
        { placed: '2026-05-01', paid: '2026-05-02' },
      ],
    },
    { id: 'f0000000-0000-4000-8000-000000000002', title: 'Ada: signed books by post' },
  ],
};
const OTHER: StandInSeller = {
  id: 'a0000000-0000-4000-8000-000000000002',
  kind: 'vendor',
  slug: 'other-books',
  name: 'Other Books',
  forms: [{ id: 'f0000000-0000-4000-8000-000000000009', title: 'Other Books at the Fair' }],
};

let t: AuthTestApp;
let clock: ReturnType<typeof fakeClock>;

/** An order form view of the author's first form, now, as the endpoint accepted it; `at` its time. */
const event = ({ at = clock.now(), ...overrides }: Partial<AcceptedEvent['event']> & { at?: Date }): AcceptedEvent => ({
  dataSource: 'folio_events',
  event: sampleEvent({
    seller_id: AUTHOR.id,
    target_id: AUTHOR.forms[0]!.id,
    ...overrides,
    timestamp: at.toISOString(),
  }),
  at,
  receivedAt: clock.now(),
});
const times = (n: number, row: AcceptedEvent) => Array.from({ length: n }, () => row);
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

async function signedIn(email: string): Promise<TestBrowser> {
  const browser = t.browser();
  await browser.handshake();
  expect((await browser.post(AuthPaths.login, { email, password: PASSWORD })).status).toBe(200);
  return browser;
}

async function sellerAccount(email: string, kind: 'seller' | 'vendor', sellerId: string | null) {
  const user = await t.createUser({ email, password: PASSWORD });
  const profile = await userRepo(t.database.db).addProfile(user.id, kind, `${email} store`);
  if (sellerId) await t.database.db.update(profiles).set({ sellerId }).where(eq(profiles.id, profile.id));
  return user;
}

beforeAll(async () => {
  clock = fakeClock('2026-06-15T10:00:00Z');
  t = await createFunnelTestApp({ now: clock.now, sellers: [AUTHOR, OTHER] });
  await sellerAccount('owner@example.com', 'seller', AUTHOR.id);
  await sellerAccount('vendor@example.com', 'vendor', OTHER.id);
  await sellerAccount('unlinked@example.com', 'seller', null);
  // One account managing both sellers: an event pairing one seller with the other's form counts for neither.
  const both = await sellerAccount('both@example.com', 'seller', AUTHOR.id);
  const second = await userRepo(t.database.db).addProfile(both.id, 'vendor', 'Other Books desk');
  await t.database.db.update(profiles).set({ sellerId: OTHER.id }).where(eq(profiles.id, second.id));
  await t.createUser({ email: 'reader@example.com', password: PASSWORD });
  const [viewed, posted] = [AUTHOR.forms[0]!.id, AUTHOR.forms[1]!.id];
  // Written as the event buffer writes them, in three batches: the funnel adds up its daily counts.
  const batches: AcceptedEvent[][] = [
    [
      ...times(5, event({ at: day('2026-06-10') })),
      ...times(2, event({ at: day('2026-06-10'), action: 'add_to_cart' })),
    ],
    [
      // What a browser says of checkouts and payments is stored, never counted: anyone holding the
      // public token could say it. The orders count them.
      event({ at: day('2026-06-11'), action: 'checkout_start' }),
      ...times(100, event({ at: day('2026-06-11'), action: 'order_paid' })),
      ...times(3, event({ at: day('2026-06-12'), target_id: posted })),
      event({ at: day('2026-06-10') }),
    ],
    [
      // Outside the default 30 days, and on the edges of a chosen period.
      ...times(4, event({ at: new Date('2026-05-01T00:00:00Z') })),
      event({ at: new Date('2026-06-01T00:00:00Z') }),
      event({ at: new Date('2026-06-01T23:59:59Z'), action: 'add_to_cart' }),
      // Not funnel actions, not about a form, another seller's form, a form claimed by the wrong seller, no seller.
      event({ action: 'page_change' }),
      event({ target_type: 'event', target_id: viewed }),
      event({ seller_id: OTHER.id, target_id: OTHER.forms[0]!.id }),
      event({ seller_id: OTHER.id, target_id: viewed }),
      event({ seller_id: null }),
      event({ at: day('2026-06-10'), action: 'add_to_cart' }),
    ],
  ];
  for (const batch of batches) await writeEvents(t.database.db, batch);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/analytics/funnel', () => {
  it('counts each funnel action per order form the seller owns over the last 30 days, busiest first, zeros included', async () => {
    const browser = await signedIn('owner@example.com');
    const response = await browser.get(FUNNEL_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const { data } = v.parse(SellerFunnel, response.body);
    expect(data.from).toBe('2026-05-17');
    expect(data.to).toBe('2026-06-15');
    expect(data.sellers).toEqual([{ kind: 'author', slug: 'ada-author', name: 'Ada Author' }]);
    expect(data.forms).toEqual([
      {
        order_form_id: AUTHOR.forms[0]!.id,
        title: 'Ada at the Summer Signing',
        counts: { order_form_view: 7, add_to_cart: 4, checkout_start: 2, order_paid: 1 },
      },
      {
        order_form_id: AUTHOR.forms[1]!.id,
        title: 'Ada: signed books by post',
        counts: { order_form_view: 3, add_to_cart: 0, checkout_start: 0, order_paid: 0 },
      },
    ]);
  });

  it('counts only events inside the chosen days, both ends included', async () => {
    const browser = await signedIn('owner@example.com');
    const first = v.parse(SellerFunnel, (await browser.get(`${FUNNEL_PATH}?from=2026-06-01&to=2026-06-01`)).body);
    expect(first.data.forms[0]?.counts).toEqual({
      order_form_view: 1,
      add_to_cart: 1,
      checkout_start: 0,
      order_paid: 0,
    });
    const may = v.parse(SellerFunnel, (await browser.get(`${FUNNEL_PATH}?from=2026-05-01&to=2026-05-31`)).body);
    expect(may.data.forms.find((form) => form.order_form_id === AUTHOR.forms[0]!.id)?.counts.order_form_view).toBe(4);
    const none = v.parse(SellerFunnel, (await browser.get(`${FUNNEL_PATH}?from=2026-06-13&to=2026-06-14`)).body);
    expect(none.data.forms.every((form) => Object.values(form.counts).every((n) => n === 0))).toBe(true);
  });

  it("shows another seller only their own forms, never this seller's", async () => {
    const browser = await signedIn('vendor@example.com');
    const { data } = v.parse(SellerFunnel, (await browser.get(FUNNEL_PATH)).body);
    expect(data.forms.map((form) => form.order_form_id)).toEqual([OTHER.forms[0]!.id]);
    expect(data.forms[0]?.counts.order_form_view).toBe(1);
  });

  it('counts for an account managing two sellers only the events that name a form with the seller who owns it', async () => {
    const browser = await signedIn('both@example.com');
    const { data } = v.parse(SellerFunnel, (await browser.get(FUNNEL_PATH)).body);
    const counts = new Map(data.forms.map((form) => [form.order_form_id, form.counts]));
    expect(counts.get(AUTHOR.forms[0]!.id)?.order_form_view).toBe(7);
    expect(counts.get(OTHER.forms[0]!.id)?.order_form_view).toBe(1);
  });

  it('answers a guest 401, and a reader or a seller not linked yet the empty funnel: no sellers, no forms', async () => {
    const guest = t.browser();
    expect((await guest.get(FUNNEL_PATH)).body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    for (const email of ['reader@example.com', 'unlinked@example.com']) {
      const browser = await signedIn(email);
      const response = await browser.get(FUNNEL_PATH);
      expect(response.status, email).toBe(200);
      expect(response.body).toEqual({ data: { from: '2026-05-17', to: '2026-06-15', sellers: [], forms: [] } });
    }
  });

  it('refuses days that do not exist, a period backwards and one longer than 366 days with a 422', async () => {
    const browser = await signedIn('owner@example.com');
    for (const query of [
      'from=2026-02-30',
      'to=15-06-2026',
      'from=2026-06-10&to=2026-06-01',
      'from=2025-01-01&to=2026-06-15',
      'from=2024-01-01',
    ]) {
      const response = await browser.get(`${FUNNEL_PATH}?${query}`);
      expect(response.status, query).toBe(422);
      expect((response.body as { code: string }).code).toBe('validation_failed');
    }
  });
});
