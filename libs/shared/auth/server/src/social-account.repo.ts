import type { SocialProvider } from '@folio/auth-contract';
import type { Database } from '@folio/db';
import { and, asc, eq, ne } from 'drizzle-orm';
import { socialAccounts, type NewSocialAccountRow, type SocialAccountRow } from './social-account.table.js';

/** Data access for linked social identities. */
export function socialAccountRepo(db: Database) {
  return {
    async findByIdentity(issuer: string, subject: string): Promise<SocialAccountRow | undefined> {
      const rows = await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.issuer, issuer), eq(socialAccounts.subject, subject)))
        .limit(1);
      return rows[0];
    },

    async findForUser(userId: string, provider: SocialProvider): Promise<SocialAccountRow | undefined> {
      const rows = await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
        .limit(1);
      return rows[0];
    },

    listForUser(userId: string): Promise<SocialAccountRow[]> {
      return db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId))
        .orderBy(asc(socialAccounts.createdAt));
    },

    async countOthers(userId: string, provider: SocialProvider): Promise<number> {
      const rows = await db
        .select({ id: socialAccounts.id })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), ne(socialAccounts.provider, provider)));
      return rows.length;
    },

    async insert(row: NewSocialAccountRow): Promise<SocialAccountRow> {
      const [inserted] = await db.insert(socialAccounts).values(row).returning();
      if (!inserted) throw new Error('social account insert returned no row');
      return inserted;
    },

    /** Keeps the e-mail shown in the account's list in step with the provider. */
    async refreshEmail(id: string, email: string | null, emailVerified: boolean): Promise<void> {
      await db.update(socialAccounts).set({ email, emailVerified }).where(eq(socialAccounts.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(socialAccounts).where(eq(socialAccounts.id, id));
    },
  };
}
export type SocialAccountRepo = ReturnType<typeof socialAccountRepo>;
