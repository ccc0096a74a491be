import { notifications } from '@folio/notifications-server';
import {
  commitmentOf,
  drawWinners,
  GIVEAWAY_CHALLENGE_ACTION,
  giveawayPaths,
  GiveawayList,
  GiveawayMessages,
  GiveawayResponse,
  GiveawayRefusal,
} from '@folio/giveaways-contract';
import { turnstileVerifier } from '@folio/integrations-server';
import { startTurnstileStandIn, type TurnstileStandIn } from '@folio/integrations-server/testing';
import { XSRF_HEADER_NAME } from '@folio/http-contract';
import { createSmtpMailer } from '@folio/mail';
import { startSmtpSink, type SmtpSink } from '@folio/mail/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveawayEntries } from './giveaway.table.js';
import { createGiveawaysTestApp, TEST_AUTHOR, type GiveawaysTestApp } from './testing/giveaways-test-app.js';

let t: GiveawaysTestApp;
let sink: SmtpSink;
const HOUR = 3600_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createGiveawaysTestApp({
    mailer: createSmtpMailer({ url: sink.url, from: 'Folio <no-reply@folio.test>', timeoutMs: 2_000 }),
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await t.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, response };
}
const enter = (id: string, headers: Record<string, string>, body: unknown = { country: 'GB', age_confirmed: true }) =>
  call('POST', giveawayPaths.entry(id), headers, body);

describe('entering a giveaway', () => {
  it('needs a signed-in (401), verified (409) reader and the CSRF header (419), before reading the body', async () => {
    const giveaway = await t.giveaway();
    expect(await enter(giveaway.id, await t.session(null), { nonsense: 1 })).toMatchObject({
      status: 401,
      body: { code: 'unauthenticated' },
    });
    const unverified = await t.reader({ verified: false });
    expect(await enter(giveaway.id, unverified.headers)).toMatchObject({
      status: 409,
      body: { code: 'email_unverified' },
    });
    const { headers } = await t.reader();
    const withoutCsrf = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== XSRF_HEADER_NAME));
    expect((await enter(giveaway.id, withoutCsrf)).status).toBe(419);
    expect(await t.database.db.$count(giveawayEntries, eq(giveawayEntries.giveawayId, giveaway.id))).toBe(0);
  });

  it('numbers entries 1, 2, … and shows each reader only their own', async () => {
    const giveaway = await t.giveaway();
    const alice = await t.reader();
    const bob = await t.reader();
    expect(await enter(giveaway.id, alice.headers)).toMatchObject({
      status: 201,
      body: { data: { giveaway_id: giveaway.id, entry_number: 1, won: null } },
    });
    expect((await enter(giveaway.id, bob.headers)).body.data.entry_number).toBe(2);
    expect((await call('GET', giveawayPaths.entry(giveaway.id), bob.headers)).body.data.entry_number).toBe(2);
    const stranger = await t.reader();
    expect(await call('GET', giveawayPaths.entry(giveaway.id), stranger.headers)).toMatchObject({
      status: 200,
      body: { data: null },
    });
    expect((await call('GET', giveawayPaths.entry(giveaway.id))).status).toBe(401);
  });

  it('refuses a second entry by the same reader with 422 already_entered, keeping the first', async () => {
    const giveaway = await t.giveaway();
    const { headers } = await t.reader();
    await enter(giveaway.id, headers);
    expect(await enter(giveaway.id, headers)).toMatchObject({
      status: 422,
      body: { code: GiveawayRefusal.alreadyEntered, message: 'You have already entered this giveaway.' },
    });
    expect(await t.database.db.$count(giveawayEntries, eq(giveawayEntries.giveawayId, giveaway.id))).toBe(1);
  });

  it('refuses entries before the opening and from the closing on (422 giveaway_not_open)', async () => {
    const at = t.clock.now().getTime();
    const upcoming = await t.giveaway({
      opensAt: new Date(at + HOUR),
      closesAt: new Date(at + 2 * HOUR),
      drawsAt: new Date(at + 2 * HOUR),
    });
    const closed = await t.giveaway({
      opensAt: new Date(at - 2 * HOUR),
      closesAt: new Date(at),
      drawsAt: new Date(at + HOUR),
    });
    const { headers } = await t.reader();
    expect(await enter(upcoming.id, headers)).toMatchObject({
      status: 422,
      body: { code: GiveawayRefusal.notOpen, message: 'This giveaway is not open for entries yet.' },
    });
    expect(await enter(closed.id, headers)).toMatchObject({
      status: 422,
      body: { code: GiveawayRefusal.notOpen, message: 'This giveaway is closed.' },
    });
  });

  it('refuses ineligible readers: a country outside the list, an unconfirmed age, a failed challenge', async () => {
    const giveaway = await t.giveaway({ countries: ['GB', 'IE'], minAge: 18 });
    const { headers } = await t.reader();
    expect(await enter(giveaway.id, headers, { country: 'US', age_confirmed: true })).toMatchObject({
      status: 422,
      body: {
        code: GiveawayRefusal.countryNotEligible,
        errors: { country: ['This giveaway is not open to readers in that country.'] },
      },
    });
    expect(await enter(giveaway.id, headers, { country: 'IE', age_confirmed: false })).toMatchObject({
      status: 422,
      body: {
        code: GiveawayRefusal.ageNotConfirmed,
        errors: { age_confirmed: ['Confirm that you are at least 18 years old.'] },
      },
    });
    expect(await enter(giveaway.id, headers, { country: 'gb' })).toMatchObject({
      status: 422,
      body: { code: 'validation_failed' },
    });
    expect((await enter(giveaway.id, headers, { country: 'IE', age_confirmed: true })).status).toBe(201);
  });

  describe('with bot protection configured (Turnstile, against a loopback siteverify)', () => {
    let turnstile: TurnstileStandIn;
    let strict: GiveawaysTestApp;
    beforeAll(async () => {
      turnstile = await startTurnstileStandIn();
      strict = await createGiveawaysTestApp({
        challenge: turnstileVerifier({ secret: turnstile.secret, verifyUrl: turnstile.verifyUrl }),
      });
    }, 60_000);
    afterAll(async () => {
      await strict.close();
      await turnstile.close();
    });
    const entryCount = (id: string) => strict.database.db.$count(giveawayEntries, eq(giveawayEntries.giveawayId, id));
    const call = async (body: object) => {
      const giveaway = await strict.giveaway();
      const { headers } = await strict.reader();
      const res = await strict.app.request(giveawayPaths.entry(giveaway.id), {
        method: 'POST',
        headers,
        body: JSON.stringify({ country: 'GB', age_confirmed: true, ...body }),
      });
      return {
        res,
        body: (await res.json()) as { code?: string; message?: string; errors?: object },
        entries: await entryCount(giveaway.id),
      };
    };

    it('takes an entry whose token the vendor confirms for giveaway entry', async () => {
      const { res, entries } = await call({ challenge_token: turnstile.issueToken(GIVEAWAY_CHALLENGE_ACTION) });
      expect(res.status).toBe(201);
      expect(entries).toBe(1);
    });

    it.each([
      ['no token', undefined, GiveawayMessages.challengeMissing],
      ['a forged token', 'forged', GiveawayMessages.challengeFailed],
      ["a registration form's token", 'register', GiveawayMessages.challengeFailed],
    ])(
      'refuses %s with 422 challenge_failed, before anything else, and records nothing',
      async (_name, given, message) => {
        const token = given === 'register' ? turnstile.issueToken('register') : given;
        const { res, body, entries } = await call(token === undefined ? {} : { challenge_token: token });
        expect(res.status).toBe(422);
        expect(body).toMatchObject({
          code: GiveawayRefusal.challengeFailed,
          message,
          errors: { challenge_token: [message] },
        });
        expect(entries).toBe(0);
      },
    );

    it('answers 503 with Retry-After while the vendor cannot answer', async () => {
      turnstile.failWith('internal-error');
      const { res, body, entries } = await call({
        challenge_token: turnstile.issueToken(GIVEAWAY_CHALLENGE_ACTION),
      }).finally(() => turnstile.failWith(null));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(body.code).toBe('service_unavailable');
      expect(entries).toBe(0);
    });
  });

  it('takes entries without a token when no bot protection is configured', async () => {
    const giveaway = await t.giveaway();
    const { headers } = await t.reader();
    expect((await enter(giveaway.id, headers, { country: 'GB', age_confirmed: true })).status).toBe(201);
  });

  it('answers 404 for a giveaway that does not exist and 422 for an id that cannot be one', async () => {
    const { headers } = await t.reader();
    expect((await enter('00000000-0000-4000-8000-000000000000', headers)).status).toBe(404);
    expect((await enter('nope', headers)).status).toBe(422);
  });
});

describe('what the pages read', () => {
  it('never lists entrants: the answers carry counts, the commitment once open, and no seed before the draw', async () => {
    const giveaway = await t.giveaway({ title: 'Private list' });
    const { headers, user } = await t.reader({ email: 'private-list@example.com' });
    await enter(giveaway.id, headers);
    const list = v.parse(GiveawayList, (await call('GET', giveawayPaths.list())).body);
    const shown = list.data.find((item) => item.id === giveaway.id)!;
    expect(shown).toMatchObject({
      status: 'open',
      entry_count: 1,
      commitment: giveaway.commitment,
      draw: null,
      author: TEST_AUTHOR,
    });
    const page = await call('GET', giveawayPaths.byAuthor(TEST_AUTHOR.slug));
    v.parse(GiveawayResponse, page.body);
    for (const text of [JSON.stringify(list), JSON.stringify(page.body)]) {
      expect(text).not.toContain(user.id);
      expect(text).not.toContain('private-list@example.com');
      expect(text).not.toContain(giveaway.seed);
    }
    expect((await call('GET', giveawayPaths.byAuthor('nobody'))).status).toBe(404);
  });

  it('hides the commitment of an upcoming giveaway', async () => {
    const at = t.clock.now().getTime();
    const upcoming = await t.giveaway({
      opensAt: new Date(at + 100 * HOUR),
      closesAt: new Date(at + 200 * HOUR),
      drawsAt: new Date(at + 200 * HOUR),
    });
    const list = v.parse(GiveawayList, (await call('GET', giveawayPaths.list())).body);
    expect(list.data.find((item) => item.id === upcoming.id)).toMatchObject({ status: 'upcoming', commitment: null });
  });
});

describe('the draw', () => {
  it('publishes a seed that matches the commitment and winners anyone recomputes; the winner hears once, in the app and by e-mail', async () => {
    const at = t.clock.now().getTime();
    const giveaway = await t.giveaway({
      title: 'Drawn here',
      winnerCount: 2,
      closesAt: new Date(at + 2 * HOUR),
      drawsAt: new Date(at + 2 * HOUR),
    });
    const readers = [];
    for (let i = 0; i < 5; i++) {
      const reader = await t.reader();
      await enter(giveaway.id, reader.headers);
      readers.push(reader);
    }
    t.clock.advance(3 * HOUR);
    await Promise.all([t.service.drawDue(), t.service.drawDue(), t.service.drawDue()]);
    await t.service.drawDue();

    const page = v
      .parse(GiveawayList, (await call('GET', giveawayPaths.list())).body)
      .data.find((item) => item.id === giveaway.id)!;
    expect(page.status).toBe('drawn');
    const draw = page.draw!;
    expect(await commitmentOf(draw.seed)).toBe(page.commitment);
    expect(draw.entry_count).toBe(5);
    expect(draw.winning_numbers).toEqual(await drawWinners(draw.seed, 5, 2));

    const winners = readers.filter((_, i) => draw.winning_numbers.includes(i + 1));
    expect(winners).toHaveLength(2);
    for (const { user } of readers) {
      const mine = (await call('GET', giveawayPaths.entry(giveaway.id), await t.session(user.id))).body.data;
      const won = winners.some((winner) => winner.user.id === user.id);
      expect(mine.won).toBe(won);
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
      expect(notes.map((note) => note.title)).toEqual(won ? ['You won: Drawn here'] : []);
    }
    await t.mail.idle();
    for (const { user } of winners)
      await sink.waitFor((mail) => mail.to.includes(user.email) && mail.subject === 'You won: Drawn here');
    expect(sink.received.filter((mail) => mail.subject === 'You won: Drawn here')).toHaveLength(2);
  });

  it('waits for its time: nothing is drawn before draws_at, and reading a due giveaway does not draw it', async () => {
    const early = await t.giveaway({ title: 'Not yet' });
    await t.service.drawDue();
    const shown = () =>
      call('GET', giveawayPaths.list()).then(
        ({ body }) => v.parse(GiveawayList, body).data.find((item) => item.id === early.id)!,
      );
    expect((await shown()).draw).toBeNull();
    t.clock.advance(25 * HOUR);
    expect(await shown()).toMatchObject({ status: 'closed', draw: null });
    await t.service.drawDue();
    expect((await shown()).status).toBe('drawn');
    t.clock.advance(-25 * HOUR); // back, for whatever runs after
  });
});
