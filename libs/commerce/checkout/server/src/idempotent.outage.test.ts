import { randomUUID } from 'node:crypto';
import { userRepo } from '@folio/auth-server';
import type { Database } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotent, type Answer } from './idempotent.js';

/*
 * R14: the database goes away under a placement. The request fails (a 503), and so does letting
 * its key go; the key must still be free for a retry soon after the database is back, not held
 * until ABANDONED_CLAIM_MS because this process, alive, seems to be at it still. The real outage
 * is in apps/api/src/database-outage.reliability.test.ts.
 */

let database: TestDatabase;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const user = await userRepo(database.db).create({
    email: `claims-${randomUUID()}@example.test`,
    firstName: 'Ada',
    lastName: 'Reader',
  });
  userId = user.id;
}, 60_000);
afterAll(() => database.destroy());

/** The database, with its writes refused (as the driver refuses them) while `away` is set. */
function outage(db: Database) {
  const state = { away: false };
  const refused = () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  };
  const wrapped = new Proxy(db, {
    get: (target, name, receiver) =>
      state.away && (name === 'delete' || name === 'update' || name === 'insert')
        ? refused
        : Reflect.get(target, name, receiver),
  });
  return Object.assign(state, { db: wrapped });
}

/**
 * The database, whose next claim lands but whose reply is lost (the connection cut between the two,
 * then the database away until `away` is unset).
 */
function replyLost(db: Database) {
  const state = outage(db);
  let pending = true;
  const lost = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get: (target, name) => {
        const value = Reflect.get(target, name, target) as unknown;
        if (name === 'then' && typeof value === 'function')
          return (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) =>
            (value as (...a: unknown[]) => Promise<unknown>)
              .call(target, () => {
                state.away = true;
                throw new Error('Connection terminated unexpectedly');
              })
              .then(ok, fail);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const next = (value as (...a: unknown[]) => unknown).apply(target, args);
          return next !== null && typeof next === 'object' ? lost(next) : next;
        };
      },
    });
  const wrapped = new Proxy(state.db, {
    get: (target, name, receiver) => {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (name !== 'insert' || !pending || state.away) return value;
      pending = false;
      return (...args: unknown[]) => lost((value as (...a: unknown[]) => object).apply(db, args));
    },
  });
  return Object.assign(state, { db: wrapped });
}

const me = { id: 'this-process', isLive: async () => true };
const placed: Answer = { status: 201, body: { data: { order: 'FO-1' } } };

describe('a claim whose request lost the database', { timeout: 25_000 }, () => {
  it('is let go once the database is back: a retry with the key runs again at once', async () => {
    const db = outage(database.db);
    const key = randomUUID();
    const claim = { userId, key, scope: 'checkout' as const, target: 'cart-1', requestHash: 'h' };
    const failed = idempotent(
      db.db,
      claim,
      async () => {
        db.away = true;
        throw new Error('Connection terminated unexpectedly');
      },
      { instance: me },
    );
    // The request's own error, or the one letting the key go met: a 503 either way.
    await expect(failed).rejects.toThrow();
    db.away = false;
    const started = Date.now();
    const retried = await idempotent(db.db, claim, async () => placed, { instance: me });
    expect(retried).toEqual(placed);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('is let go when the claim itself landed but its reply was lost: a retry runs at once', async () => {
    const db = replyLost(database.db);
    const key = randomUUID();
    const claim = { userId, key, scope: 'checkout' as const, target: 'cart-3', requestHash: 'h' };
    let runs = 0;
    await expect(idempotent(db.db, claim, async () => (runs++, placed), { instance: me })).rejects.toThrow(
      'Connection terminated unexpectedly',
    );
    db.away = false;
    const started = Date.now();
    const retried = await idempotent(db.db, claim, async () => (runs++, placed), { instance: me });
    expect(retried).toEqual(placed);
    expect(runs).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('is let go too when its answer could not be stored: the retry resumes', async () => {
    const db = outage(database.db);
    const key = randomUUID();
    const claim = { userId, key, scope: 'checkout' as const, target: 'cart-2', requestHash: 'h' };
    let runs = 0;
    const unstored = idempotent(
      db.db,
      claim,
      async () => {
        runs++;
        db.away = true;
        return placed;
      },
      { instance: me },
    );
    await expect(unstored).rejects.toThrow();
    db.away = false;
    const retried = await idempotent(db.db, claim, async () => (runs++, placed), { instance: me });
    expect(retried).toEqual(placed);
    expect(runs).toBe(2);
    // And from then on the stored answer is replayed.
    expect(await idempotent(db.db, claim, async () => (runs++, placed), { instance: me })).toEqual(placed);
    expect(runs).toBe(2);
  });
});
