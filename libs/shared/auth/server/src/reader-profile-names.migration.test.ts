import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { profiles } from './profile.table.js';
import { userRepo } from './user.repo.js';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(() => t.destroy());

it('brings reader profiles renamed before the fix in line with their account, and leaves seller profiles alone', async () => {
  const user = await userRepo(t.db).create({
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Byron',
    passwordHash: null,
    emailVerifiedAt: null,
  });
  // What a rename used to leave behind: the account renamed, its reader profile not.
  await t.db.execute(sql`update users set first_name = 'Ada', last_name = 'Lovelace' where id = ${user.id}`);
  await t.db.insert(profiles).values({ userId: user.id, kind: 'seller', name: 'Byron Books', slug: 'byron-books' });

  await t.db.execute(sql.raw(readFileSync(join(migrationsFolder, '0007_reader_profile_names.sql'), 'utf8')));

  const names = await t.db
    .select({ kind: profiles.kind, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  expect(names.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
    { kind: 'profile', name: 'Ada Lovelace' },
    { kind: 'seller', name: 'Byron Books' },
  ]);
});
