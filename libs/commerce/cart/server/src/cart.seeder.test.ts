import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSeeder } from './cart.seeder.js';
import { coupons, shippingRates } from './cart.table.js';
import { cartFixtures } from './testing/cart-fixtures.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ url: undefined });
}, 60_000);
afterAll(() => database.destroy());

describe('the demo coupons and shipping rates', () => {
  it('does nothing without order forms, then adds coupons and rates for the forms that ship', async () => {
    const now = new Date('2026-06-15T12:00:00Z');
    await cartSeeder.run({ db: database.db, seed: 1, now });
    expect(await database.db.$count(coupons)).toBe(0);
    const make = cartFixtures(database.db);
    const ships = await make.form({ shipping: true });
    await make.form();
    await cartSeeder.run({ db: database.db, seed: 1, now });
    const codes = await database.db.select().from(coupons);
    expect(codes.map((c) => c.code).sort()).toEqual(['FIRST20', 'SIGNED5', 'SPRING15', 'WELCOME10']);
    expect(codes.find((c) => c.code === 'SPRING15')!.endsAt!.getTime()).toBeLessThan(now.getTime());
    const rates = await database.db.select().from(shippingRates);
    expect(new Set(rates.map((r) => r.orderFormId))).toEqual(new Set([ships.id]));
    expect(rates.some((r) => r.countryCode === null)).toBe(true);
  });
});
