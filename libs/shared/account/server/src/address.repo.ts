import type { Address, AddressInput } from '@folio/account-contract';
import type { Database } from '@folio/db';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { addresses, type AddressRow } from './address.table.js';

/** Enough for anyone; stops a script from filling the table. */
export const MAX_ADDRESSES_PER_USER = 50;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postal_code: row.postalCode,
    country_code: row.countryCode,
    phone: row.phone,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

const columns = (input: AddressInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  line1: input.line1,
  line2: input.line2,
  city: input.city,
  region: input.region,
  postalCode: input.postal_code,
  countryCode: input.country_code,
  phone: input.phone,
  isDefault: input.is_default,
});

/**
 * A user's addresses. Every query is scoped to the owner, so another user's id simply finds
 * nothing (the routes answer 404, never 403). One default at most: setting it clears the others
 * in the same transaction, and a partial unique index backs that up.
 */
export function addressRepo(db: Database) {
  const mine = (userId: string, id: string) => and(eq(addresses.userId, userId), eq(addresses.id, id));

  return {
    list(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
    },

    async find(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(addresses).where(mine(userId, id)).limit(1);
      return row;
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      return Number(row?.n ?? 0);
    },

    async create(userId: string, input: AddressInput, at: Date): Promise<AddressRow> {
      return db.transaction(async (tx) => {
        if (input.is_default) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
        const [row] = await tx
          .insert(addresses)
          .values({ userId, ...columns(input), createdAt: at, updatedAt: at })
          .returning();
        return row!;
      });
    },

    async update(userId: string, id: string, input: AddressInput, at: Date): Promise<AddressRow | undefined> {
      return db.transaction(async (tx) => {
        if (input.is_default) {
          await tx
            .update(addresses)
            .set({ isDefault: false })
            .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
        }
        const [row] = await tx
          .update(addresses)
          .set({ ...columns(input), updatedAt: at })
          .where(mine(userId, id))
          .returning();
        return row;
      });
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(addresses).where(mine(userId, id)).returning({ id: addresses.id });
      return deleted.length === 1;
    },
  };
}
