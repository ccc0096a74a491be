import { SocialMessages, type SocialAccount, type SocialErrorReason, type SocialProvider } from '@folio/auth-contract';
import type { Database } from '@folio/db';
import { ErrorCode } from '@folio/http-contract';
import { ApiError } from '@folio/server-kit';
import { eq } from 'drizzle-orm';
import type { ProviderIdentity } from './oauth-client.js';
import { socialAccountRepo } from './social-account.repo.js';
import type { SocialAccountRow } from './social-account.table.js';
import { sessions } from './session.table.js';
import { userRepo } from './user.repo.js';
import { users, type UserRow } from './user.table.js';

export type SocialOutcome<T = object> = ({ ok: true } & T) | { ok: false; reason: SocialErrorReason };

export const LAST_SIGN_IN_METHOD = 'last_sign_in_method';

const fail = (reason: SocialErrorReason) => ({ ok: false, reason }) as const;

/** Postgres unique violation, however the driver or Drizzle wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const nameFrom = (identity: ProviderIdentity) => ({
  firstName: identity.firstName ?? identity.email?.split('@')[0]?.slice(0, 100) ?? 'Reader',
  lastName: identity.lastName ?? '',
});

export function toSocialAccount(row: SocialAccountRow): SocialAccount {
  return { provider: row.provider, email: row.email, connected_at: row.createdAt.toISOString() };
}

/**
 * What a social identity means for Folio's accounts. Identities are keyed by issuer and subject;
 * an e-mail only ever links to an existing account when the provider says it is verified.
 */
export function socialService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const accounts = socialAccountRepo(db);
  const people = userRepo(db);

  const identityRow = (userId: string, identity: ProviderIdentity) => ({
    userId,
    provider: identity.provider,
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email,
    emailVerified: identity.emailVerified,
    createdAt: now(),
  });

  async function refresh(linked: SocialAccountRow, identity: ProviderIdentity) {
    if (linked.email !== identity.email || linked.emailVerified !== identity.emailVerified) {
      await accounts.refreshEmail(linked.id, identity.email, identity.emailVerified);
    }
  }

  /**
   * Links a provider-verified e-mail to the account that holds it. If that account never proved
   * its own e-mail, whoever created it may not own the address (account pre-hijacking): its
   * unproven password and every session are dropped, and the e-mail counts as verified now.
   */
  async function linkByVerifiedEmail(
    user: UserRow,
    identity: ProviderIdentity,
  ): Promise<SocialOutcome<{ userId: string; created: boolean }>> {
    if (await accounts.findForUser(user.id, identity.provider)) return fail('already_connected');
    await db.transaction(async (tx) => {
      await socialAccountRepo(tx).insert(identityRow(user.id, identity));
      if (!user.emailVerifiedAt) {
        await tx
          .update(users)
          .set({ emailVerifiedAt: now(), passwordHash: null, updatedAt: now() })
          .where(eq(users.id, user.id));
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
      }
    });
    return { ok: true, userId: user.id, created: false };
  }

  async function createWith(identity: ProviderIdentity & { email: string }) {
    return db.transaction(async (tx) => {
      const user = await userRepo(tx).create({
        email: identity.email,
        ...nameFrom(identity),
        passwordHash: null,
        emailVerifiedAt: identity.emailVerified ? now() : null,
      });
      await socialAccountRepo(tx).insert(identityRow(user.id, identity));
      return user;
    });
  }

  async function signInWith(
    identity: ProviderIdentity,
    retried = false,
  ): Promise<SocialOutcome<{ userId: string; created: boolean }>> {
    const linked = await accounts.findByIdentity(identity.issuer, identity.subject);
    if (linked) {
      await refresh(linked, identity);
      return { ok: true, userId: linked.userId, created: false };
    }
    if (!identity.email) return fail('email_missing');
    try {
      const existing = await people.findByEmail(identity.email);
      if (existing)
        return identity.emailVerified ? await linkByVerifiedEmail(existing, identity) : fail('email_not_verified');
      const user = await createWith({ ...identity, email: identity.email });
      return { ok: true, userId: user.id, created: true };
    } catch (error) {
      // Two callbacks for the same new person at once: the loser sees the winner's rows.
      if (isUniqueViolation(error) && !retried) return signInWith(identity, true);
      throw error;
    }
  }

  async function connect(userId: string, identity: ProviderIdentity, retried = false): Promise<SocialOutcome> {
    const linked = await accounts.findByIdentity(identity.issuer, identity.subject);
    if (linked) {
      if (linked.userId !== userId) return fail('identity_taken');
      await refresh(linked, identity);
      return { ok: true };
    }
    if (await accounts.findForUser(userId, identity.provider)) return fail('already_connected');
    try {
      await accounts.insert(identityRow(userId, identity));
      return { ok: true };
    } catch (error) {
      if (isUniqueViolation(error) && !retried) return connect(userId, identity, true);
      throw error;
    }
  }

  return {
    /** Sign in with an identity: the linked account, a verified e-mail's account, or a new one. */
    signInWith: (identity: ProviderIdentity) => signInWith(identity),

    /** Links an identity to the signed-in user, unless it belongs to someone else. */
    connect: (userId: string, identity: ProviderIdentity) => connect(userId, identity),

    /** The account that holds an identity, if any. */
    async ownerOf(issuer: string, subject: string): Promise<string | null> {
      return (await accounts.findByIdentity(issuer, subject))?.userId ?? null;
    },

    async list(userId: string): Promise<SocialAccount[]> {
      return (await accounts.listForUser(userId)).map(toSocialAccount);
    },

    /**
     * Removes a link, but never the last way in: without a password and another identity the
     * account would be locked. The user row is locked so two disconnects cannot both pass.
     */
    async disconnect(userId: string, provider: SocialProvider): Promise<void> {
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        const repo = socialAccountRepo(tx);
        const linked = await repo.findForUser(userId, provider);
        if (!user || !linked) throw new ApiError(404, ErrorCode.NotFound, SocialMessages.notConnected);
        if (user.passwordHash === null && (await repo.countOthers(userId, provider)) === 0) {
          throw new ApiError(422, LAST_SIGN_IN_METHOD, SocialMessages.lastSignInMethod);
        }
        await repo.delete(linked.id);
      });
    },
  };
}
export type SocialService = ReturnType<typeof socialService>;
