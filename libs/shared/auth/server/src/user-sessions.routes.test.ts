import {
  AuthErrorCode,
  AuthPaths,
  EndedSessions,
  UserSessionList,
  UserSessionMessages,
  type UserSession,
} from '@folio/auth-contract';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from './session.table.js';
import {
  createAuthTestApp,
  fakeClock,
  TEST_COUNTRY_HEADER,
  type AuthTestApp,
  type TestBrowser,
} from './testing/auth-test-app.js';
import { digest } from './tokens.js';

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const PASSWORD = 'a-long-reader-password';

let t: AuthTestApp;
let clock: ReturnType<typeof fakeClock>;
beforeEach(async () => {
  clock = fakeClock();
  t = await createAuthTestApp({ now: clock.now });
  await t.createUser({ email: 'reader@example.com' });
  await t.createUser({ email: 'other@example.com', firstName: 'Grace', lastName: 'Hopper' });
});
afterEach(() => t.close());

/** A browser that signed in with the password, from `ip`, sending `userAgent` (and a proxy's country). */
async function signedIn(
  ip: string,
  userAgent: string,
  { email = 'reader@example.com', country }: { email?: string; country?: string } = {},
) {
  const browser = t.browser(ip, { 'user-agent': userAgent, ...(country ? { [TEST_COUNTRY_HEADER]: country } : {}) });
  await browser.handshake();
  const login = await browser.post(AuthPaths.login, { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return browser;
}

async function listOf(browser: TestBrowser): Promise<UserSession[]> {
  const res = await browser.get(AuthPaths.userSessions);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return v.parse(UserSessionList, res.body).data;
}

const isSignedIn = async (browser: TestBrowser) => (await browser.get(AuthPaths.user)).status === 200;
const sessionRows = () => t.database.db.select().from(sessions);

describe('GET /api/user/sessions', () => {
  it('lists both browsers signed in as the user, the asking one flagged, most recently seen first', async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME, { country: 'gb' });
    // Within the minute in which a session's last-seen time is not rewritten, so the asking
    // browser is not simply the most recent.
    clock.advance(30_000);
    const phone = await signedIn('2001:db8:abcd:12::1', IPHONE_SAFARI);

    const [seenLast, seenFirst, ...rest] = await listOf(laptop);

    expect(rest).toEqual([]);
    expect(seenLast).toEqual({
      id: expect.any(String),
      current: false,
      device: 'mobile',
      os: 'iOS',
      browser: 'Safari 17',
      place: { kind: 'public', network: '2001:db8:abcd::/48', country: null },
      signed_in_at: '2026-06-01T10:00:30.000Z',
      last_seen_at: '2026-06-01T10:00:30.000Z',
    });
    expect(seenFirst).toEqual({
      id: expect.any(String),
      current: true,
      device: 'desktop',
      os: 'macOS',
      browser: 'Chrome 126',
      place: { kind: 'public', network: '203.0.113.x', country: 'GB' },
      signed_in_at: '2026-06-01T10:00:00.000Z',
      last_seen_at: '2026-06-01T10:00:00.000Z',
    });
    // The phone sees the same two, itself flagged.
    expect((await listOf(phone)).map((session) => [session.id, session.current])).toEqual([
      [seenLast?.id, true],
      [seenFirst?.id, false],
    ]);
  });

  it('shows neither the session id nor its digest: each session has a random public id of its own', async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    const res = await laptop.get(AuthPaths.userSessions);
    const token = laptop.sessionToken() ?? '';
    const [row] = await sessionRows();

    expect(res.text).not.toContain(token);
    expect(res.text).not.toContain(digest(token));
    expect(v.parse(UserSessionList, res.body).data.map((session) => session.id)).toEqual([row?.publicId]);
    expect(row?.publicId).not.toBe(row?.id);
  });

  it('records where a session was last used when its last-seen time is refreshed, and only then', async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    const moved = t.browser('198.51.100.7', { 'user-agent': LINUX_FIREFOX });
    moved.cookies.clear();
    for (const [name, value] of laptop.cookies) moved.cookies.set(name, value);

    clock.advance(30_000);
    expect((await listOf(moved))[0]).toMatchObject({
      browser: 'Chrome 126',
      place: { network: '203.0.113.x' },
      last_seen_at: '2026-06-01T10:00:00.000Z',
    });

    clock.advance(31_000);
    expect((await listOf(moved))[0]).toMatchObject({
      device: 'desktop',
      os: 'Linux',
      browser: 'Firefox 128',
      place: { kind: 'public', network: '198.51.100.x' },
      last_seen_at: '2026-06-01T10:01:01.000Z',
    });
  });

  it('says "this computer" for loopback and "local network" for private addresses, never the address', async () => {
    const here = await signedIn('127.0.0.1', LINUX_FIREFOX);
    await signedIn('192.168.1.23', IPHONE_SAFARI);

    const places = (await listOf(here)).map((session) => session.place);

    expect(places).toEqual(
      expect.arrayContaining([
        { kind: 'loopback', network: null, country: null },
        { kind: 'private', network: null, country: null },
      ]),
    );
    expect(JSON.stringify(await sessionRows())).not.toMatch(/192\.168\.1\.23|127\.0\.0\.1/);
  });

  it("leaves out other users' sessions, guests' sessions and expired ones", async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    await signedIn('203.0.113.58', MAC_CHROME, { email: 'other@example.com' });
    await t.browser('203.0.113.59').handshake();
    const old = await signedIn('203.0.113.60', LINUX_FIREFOX);
    clock.advance(29 * 60_000);
    await laptop.get(AuthPaths.user);
    clock.advance(2 * 60_000);

    const listed = await listOf(laptop);

    expect(listed).toHaveLength(1);
    expect(listed[0]?.current).toBe(true);
    expect(await isSignedIn(old)).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const guest = t.browser();
    await guest.handshake();
    const res = await guest.get(AuthPaths.userSessions);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });
});

describe('DELETE /api/user/sessions/{id}', () => {
  it('ends the other session, which is signed out on its next request while this one stays in', async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    const phone = await signedIn('203.0.113.80', IPHONE_SAFARI);
    const other = (await listOf(laptop)).find((session) => !session.current);

    const res = await laptop.delete(AuthPaths.userSession(other?.id ?? ''));

    expect(res.status).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await listOf(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it('answers a repeat with 404 and changes nothing', async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    await signedIn('203.0.113.80', IPHONE_SAFARI);
    const other = (await listOf(laptop)).find((session) => !session.current);
    await laptop.delete(AuthPaths.userSession(other?.id ?? ''));

    const again = await laptop.delete(AuthPaths.userSession(other?.id ?? ''));

    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: UserSessionMessages.notFound, code: 'not_found' });
    expect(await sessionRows()).toHaveLength(1);
  });

  it("cannot end another user's session: the same 404 as a session that does not exist, and that user stays in", async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    const stranger = await signedIn('198.51.100.7', LINUX_FIREFOX, { email: 'other@example.com' });
    const [theirs] = await listOf(stranger);

    const attempt = await laptop.delete(AuthPaths.userSession(theirs?.id ?? ''));
    const unknown = await laptop.delete(AuthPaths.userSession('0b6f4c55-7a3e-4e0f-9a55-0d2b1d6b8e21'));

    expect(attempt.status).toBe(404);
    expect(attempt.text).toBe(unknown.text);
    expect(await isSignedIn(stranger)).toBe(true);
    expect(await sessionRows()).toHaveLength(2);
  });

  it.each([
    ['a word', 'not-a-uuid'],
    ['an encoded NUL', '%00'],
    ['a UUID one digit short', '0B6F4C55-7A3E-4E0F-9A55-0D2B1D6B8E2'],
    ['500 letters', 'a'.repeat(500)],
  ])('answers a malformed id (%s) with 404 and changes nothing', async (_name, id) => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    await signedIn('203.0.113.80', IPHONE_SAFARI);

    const res = await laptop.delete(AuthPaths.userSession(id));

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: UserSessionMessages.notFound, code: 'not_found' });
    expect(await sessionRows()).toHaveLength(2);
  });

  it('refuses to end the current session this way (422: sign out instead), and it stays in', async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    const [own] = await listOf(laptop);

    const res = await laptop.delete(AuthPaths.userSession(own?.id ?? ''));

    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: UserSessionMessages.current, code: AuthErrorCode.CurrentSession });
    expect(await isSignedIn(laptop)).toBe(true);
  });

  it('needs the CSRF token (419) and a signed-in user (401), and changes nothing without them', async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    await signedIn('203.0.113.80', IPHONE_SAFARI);
    const other = (await listOf(laptop)).find((session) => !session.current);
    const guest = t.browser();
    await guest.handshake();

    expect((await laptop.request('DELETE', AuthPaths.userSession(other?.id ?? ''), { csrf: false })).status).toBe(419);
    expect((await guest.delete(AuthPaths.userSession(other?.id ?? ''))).status).toBe(401);
    expect((await guest.delete(AuthPaths.otherUserSessions)).status).toBe(401);
    expect(await sessionRows()).toHaveLength(3);
  });
});

describe('DELETE /api/user/sessions/others', () => {
  it('ends every other session of the user, keeps the current one and the other users', async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    const phone = await signedIn('203.0.113.80', IPHONE_SAFARI);
    const desktop = await signedIn('198.51.100.7', LINUX_FIREFOX);
    const stranger = await signedIn('198.51.100.9', LINUX_FIREFOX, { email: 'other@example.com' });

    const res = await laptop.delete(AuthPaths.otherUserSessions);

    expect(res.status).toBe(200);
    expect(v.parse(EndedSessions, res.body)).toEqual({ ended: 2 });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(desktop)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(stranger)).toBe(true);
    expect((await listOf(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it('is safe to repeat: nothing more to end', async () => {
    const laptop = await signedIn('203.0.113.57', MAC_CHROME);
    await signedIn('203.0.113.80', IPHONE_SAFARI);
    await laptop.delete(AuthPaths.otherUserSessions);

    const again = await laptop.delete(AuthPaths.otherUserSessions);

    expect(again.body).toEqual({ ended: 0 });
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await sessionRows()).map((row) => row.id)).toEqual([digest(laptop.sessionToken() ?? '')]);
  });
});
