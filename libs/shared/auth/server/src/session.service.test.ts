import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from './session.table.js';
import { createSessionService, DEFAULT_SESSION_POLICY } from './session.service.js';

let t: TestDatabase;
let now: Date;
const clock = () => now;
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
const minutes = (n: number) => n * 60_000;

beforeEach(async () => {
  t = await createTestDatabase();
  now = new Date('2026-06-01T10:00:00Z');
});
afterEach(() => t.destroy());

const service = () => createSessionService({ db: t.db, now: clock });

describe('session lifetimes', () => {
  it('keeps a guest session alive while it is used and ends it after 2 idle hours', async () => {
    const s = service();
    const created = await s.create(null);
    advance(minutes(100));
    expect(await s.resolve(created.issuedToken)).not.toBeNull();
    advance(minutes(119));
    expect(await s.resolve(created.issuedToken)).not.toBeNull();
    advance(minutes(121));
    expect(await s.resolve(created.issuedToken)).toBeNull();
  });

  it('ends a signed-in session after 30 idle minutes', async () => {
    const s = service();
    const created = await s.create('user-1');
    advance(minutes(29));
    expect(await s.resolve(created.issuedToken)).not.toBeNull();
    advance(minutes(31));
    expect(await s.resolve(created.issuedToken)).toBeNull();
  });

  it('ends any session 12 hours after it began, however active', async () => {
    const s = service();
    const created = await s.create('user-1');
    for (let i = 0; i < 24; i++) {
      advance(minutes(29));
      await s.resolve(created.issuedToken);
    }
    expect(DEFAULT_SESSION_POLICY.absoluteMs).toBe(12 * 60 * minutes(1));
    advance(minutes(29));
    expect(await s.resolve(created.issuedToken)).toBeNull();
  });

  it('removes an expired row when it is presented, and prunes the rest in bulk', async () => {
    const s = service();
    const a = await s.create(null);
    await s.create(null);
    advance(DEFAULT_SESSION_POLICY.guestIdleMs + 1);
    await s.resolve(a.issuedToken);
    expect(await t.db.select().from(sessions)).toHaveLength(1);
    expect(await s.pruneExpired()).toBe(1);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  it('does not accept an unknown or missing token', async () => {
    const s = service();
    expect(await s.resolve(undefined)).toBeNull();
    expect(await s.resolve('not-a-session')).toBeNull();
  });
});

describe('rotation and CSRF', () => {
  it('gives a new id and CSRF token on rotation, kills the old id and keeps the data', async () => {
    const s = service();
    const guest = await s.create(null, { cart: 'abc' });
    const rotated = await s.rotate(guest, 'user-1');
    expect(rotated.issuedToken).not.toBe(guest.issuedToken);
    expect(rotated.issuedCsrfToken).not.toBe(guest.issuedCsrfToken);
    expect(await s.resolve(guest.issuedToken)).toBeNull();
    const live = await s.resolve(rotated.issuedToken);
    expect(live?.row).toMatchObject({ userId: 'user-1', data: { cart: 'abc' } });
  });

  it('matches only the session’s own CSRF token', async () => {
    const s = service();
    const a = await s.create(null);
    const b = await s.create(null);
    expect(s.csrfMatches(a, a.issuedCsrfToken)).toBe(true);
    expect(s.csrfMatches(a, b.issuedCsrfToken)).toBe(false);
    expect(s.csrfMatches(a, '')).toBe(false);
    expect(s.csrfMatches(a, undefined)).toBe(false);
    const reissued = await s.reissueCsrf(a);
    expect(s.csrfMatches(reissued, a.issuedCsrfToken)).toBe(false);
    expect(s.csrfMatches(reissued, reissued.issuedCsrfToken)).toBe(true);
  });
});
