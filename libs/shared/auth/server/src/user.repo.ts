import { randomBytes } from 'node:crypto';
import type { ProfileKind, User } from '@folio/auth-contract';
import type { Database } from '@folio/db';
import { and, asc, eq } from 'drizzle-orm';
import { profiles, type ProfileRow } from './profile.table.js';
import { users, type NewUserRow, type UserRow } from './user.table.js';

/**
 * `ada-lovelace-3f9a1c2b7e04`: readable, and unique without a lookup. 48 random bits: every name
 * without a Latin letter shares the base `reader`, and with 24 bits two of a few thousand such
 * readers had even odds of the same slug (a unique violation at registration).
 */
export function profileSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'reader'}-${randomBytes(6).toString('hex')}`;
}

/** The plain reader profile is the account's own name, shown to authors at signings. */
function readerProfileName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** Data access for accounts and their profiles. */
export function userRepo(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      // citext: the comparison ignores case.
      const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return rows[0];
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    /** A new account with its plain reader profile, in one transaction. */
    async create(
      values: Pick<NewUserRow, 'email' | 'firstName' | 'lastName' | 'passwordHash' | 'emailVerifiedAt'>,
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values(values).returning();
        const name = readerProfileName(values.firstName, values.lastName);
        await tx.insert(profiles).values({ userId: user!.id, kind: 'profile', name, slug: profileSlug(name) });
        return user!;
      });
    },

    async update(id: string, patch: Partial<Omit<NewUserRow, 'id' | 'createdAt'>>, now: Date): Promise<UserRow> {
      const [user] = await db
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return user!;
    },

    /**
     * New names (and e-mail fields) for an account, with its plain reader profiles renamed in the
     * same transaction: they carry the account's name, so what Folio shows for the reader ("Shown
     * as") follows a rename. The slug stays, so addresses made from it keep working. Seller, vendor
     * and event manager profiles have names of their own and are left alone.
     */
    async rename(
      id: string,
      patch: Pick<NewUserRow, 'firstName' | 'lastName'> & Partial<Pick<NewUserRow, 'email' | 'emailVerifiedAt'>>,
      now: Date,
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ ...patch, updatedAt: now })
          .where(eq(users.id, id))
          .returning();
        await tx
          .update(profiles)
          .set({ name: readerProfileName(patch.firstName, patch.lastName) })
          .where(and(eq(profiles.userId, id), eq(profiles.kind, 'profile')));
        return user!;
      });
    },

    async addProfile(
      userId: string,
      kind: ProfileKind,
      name: string,
      slug: string | null = profileSlug(name),
    ): Promise<ProfileRow> {
      const [row] = await db.insert(profiles).values({ userId, kind, name, slug }).returning();
      return row!;
    },

    profilesOf(userId: string): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .orderBy(asc(profiles.createdAt), asc(profiles.id));
    },
  };
}
export type UserRepo = ReturnType<typeof userRepo>;

/** The `User` of the contract: names, e-mail state and profiles keyed by kind. */
export async function toUserResource(db: Database, user: UserRow): Promise<User> {
  const rows = await userRepo(db).profilesOf(user.id);
  const byKind: User['profiles'] = { profile: [], seller: [], vendor: [], event_manager: [] };
  for (const row of rows) byKind[row.kind].push({ id: row.id, kind: row.kind, name: row.name, slug: row.slug });
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    email_verified_at: user.emailVerifiedAt ? user.emailVerifiedAt.toISOString() : null,
    has_password: user.passwordHash !== null,
    profiles: byKind,
  };
}
