import type { Seeder } from '@folio/db';
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
