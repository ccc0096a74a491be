import type { Seeder, SeedContext } from '@folio/db';
import { and, eq, inArray } from 'drizzle-orm';
import { profiles } from './profile.table.js';
import { users as usersTable } from './user.table.js';
import { createPasswordHasher } from './password-hasher.js';
import { userRepo } from './user.repo.js';

/**
 * The demo accounts' password in tests (`accountsSeeder`). The API seeds with DEMO_PASSWORD or a
 * random password instead (`demoAccountsSeeder`). It is on the common-password list.
 */
export const DEMO_PASSWORD = 'folio-demo-password';

export const DEMO_ACCOUNTS = {
  reader: { email: 'reader@folio.test', firstName: 'Robin', lastName: 'Reader' },
  author: { email: 'author@folio.test', firstName: 'Avery', lastName: 'Author' },
} as const;

/**
 * Two verified demo accounts signing in with `password`: a reader with a plain profile, and an
 * author who also has a `seller` profile. Only for demo databases (the shell runs it with SEED=demo).
 */
export function demoAccountsSeeder(password: string): Seeder {
  return {
    name: 'accounts-demo',
    async run({ db, now }) {
      const hasher = createPasswordHasher();
      const users = userRepo(db);
      const passwordHash = await hasher.hash(password);
      await users.create({ ...DEMO_ACCOUNTS.reader, passwordHash, emailVerifiedAt: now });
      const author = await users.create({ ...DEMO_ACCOUNTS.author, passwordHash, emailVerifiedAt: now });
      await users.addProfile(author.id, 'seller', 'Avery Author', 'avery-author');
    },
  };
}

/** The demo accounts with the test password `DEMO_PASSWORD`. */
export const accountsSeeder: Seeder = demoAccountsSeeder(DEMO_PASSWORD);

/** The seeder that links the demo author's seller profile to a catalog seller. */
export const DEMO_SELLER_LINK_SEEDER = 'accounts-demo-seller-link';

/**
 * Links the demo author's `seller` profile to the catalog author `sellerOf` picks (the shell
 * picks one who has order forms), so signing in as the author shows a sales funnel. It runs after
 * the catalog's and commerce's seeders; identity never reads their tables itself. Nothing happens
 * on a database without the demo author or without a seller to pick.
 */
export function demoSellerLinkSeeder(sellerOf: (context: SeedContext) => Promise<string | null>): Seeder {
  return {
    name: DEMO_SELLER_LINK_SEEDER,
    async run(context) {
      const sellerId = await sellerOf(context);
      if (!sellerId) return;
      const author = context.db
        .select({ id: usersTable.id })
        .from(usersTable)
        .where(eq(usersTable.email, DEMO_ACCOUNTS.author.email));
      await context.db
        .update(profiles)
        .set({ sellerId })
        .where(and(eq(profiles.kind, 'seller'), inArray(profiles.userId, author)));
    },
  };
}
