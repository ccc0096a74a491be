import type { Seeder } from '@folio/db';
import { formsOldestFirst } from '@folio/order-forms-server';
import { eq } from 'drizzle-orm';
import { coupons, shippingRates } from './cart.table.js';

export const CART_SEEDER_NAME = 'cart-demo';

const DAY = 24 * 60 * 60 * 1000;

/** What posting costs from a form that ships, per country and for the rest of the world (minor units). */
const RATES: ReadonlyArray<{ countryCode: string | null; name: string; priceMinor: number }> = [
  { countryCode: 'GB', name: 'Royal Mail tracked', priceMinor: 495 },
  { countryCode: 'US', name: 'USPS Priority', priceMinor: 1250 },
  { countryCode: 'US', name: 'USPS Media Mail', priceMinor: 650 },
  { countryCode: 'CA', name: 'Canada Post', priceMinor: 1400 },
  { countryCode: 'AU', name: 'Australia Post', priceMinor: 1800 },
  { countryCode: null, name: 'International tracked', priceMinor: 2200 },
];

/**
 * Demo coupons and shipping rates, after the order forms exist (it does nothing without them):
 * a percentage code for every form, an amount code for the first form, an expired code, one with
 * a usage limit, and shipping rates for every form that ships.
 */
export const cartSeeder: Seeder = {
  name: CART_SEEDER_NAME,
  async run({ db, now }) {
    const forms = await formsOldestFirst(db);
    if (forms.length === 0) return;
    if ((await db.select({ id: coupons.id }).from(coupons).limit(1)).length === 0) {
      await db.insert(coupons).values([
        { code: 'WELCOME10', kind: 'percentage', percent: 10, perCustomerLimit: 1 },
        { code: 'SIGNED5', kind: 'amount', amountMinor: 500, orderFormId: forms[0]!.id },
        {
          code: 'SPRING15',
          kind: 'percentage',
          percent: 15,
          startsAt: new Date(now.getTime() - 90 * DAY),
          endsAt: new Date(now.getTime() - 30 * DAY),
        },
        {
          code: 'FIRST20',
          kind: 'percentage',
          percent: 20,
          usageLimit: 20,
          endsAt: new Date(now.getTime() + 60 * DAY),
        },
      ]);
    }
    const shipping = forms.filter((form) => form.shipping);
    for (const form of shipping) {
      if (
        (
          await db
            .select({ id: shippingRates.id })
            .from(shippingRates)
            .where(eq(shippingRates.orderFormId, form.id))
            .limit(1)
        ).length > 0
      )
        continue;
      await db
        .insert(shippingRates)
        .values(RATES.map((rate, position) => ({ ...rate, orderFormId: form.id, position })));
    }
  },
};
