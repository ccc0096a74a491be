import { DEFAULT_SESSION_COOKIE, type UserRow } from '@folio/auth-server';
import { createAuthTestApp, fakeClock, type AuthTestApp } from '@folio/auth-server/testing';
import type { GiveawayAuthor } from '@folio/giveaways-contract';
import { XSRF_HEADER_NAME } from '@folio/http-contract';
import type { Mailer } from '@folio/mail';
import { createLogger } from '@folio/server-kit';
import { defineGiveawayMail } from '../giveaway-mail.js';
import { giveawayRoutes } from '../giveaway.routes.js';
import { giveawayService, newSeed, type GiveawayService } from '../giveaway.service.js';
import { giveaways, type GiveawayRow } from '../giveaway.table.js';
import { botChallengeOff, type BotChallengeVerifier } from '@folio/integrations-server';
import type { GiveawayAuthorsPort } from '../giveaways-deps.js';

export const TEST_AUTHOR: GiveawayAuthor = {
  id: '0a5e1c9e-7d7b-4c55-9a43-6c1b0f3c2d11',
  slug: 'maya-quill',
  name: 'Maya Quill',
  avatar_url: '/api/catalog/authors/maya-quill/avatar.svg',
};

/** A catalog of one author, as the shell's port over the people domain would answer. */
export const oneAuthorPort: GiveawayAuthorsPort = {
  byIds: async (ids) => new Map(ids.includes(TEST_AUTHOR.id) ? [[TEST_AUTHOR.id, TEST_AUTHOR]] : []),
  idBySlug: async (slug) => (slug === TEST_AUTHOR.slug ? TEST_AUTHOR.id : null),
};

export interface GiveawaysTestApp extends AuthTestApp {
  clock: ReturnType<typeof fakeClock>;
  service: GiveawayService;
  /** A giveaway of TEST_AUTHOR, open from an hour ago for a day unless told otherwise; its seed is known. */
  giveaway(values?: Partial<typeof giveaways.$inferInsert>): Promise<GiveawayRow>;
  /** Cookie and CSRF headers of a new session of a new (verified unless told) user. */
  reader(options?: { verified?: boolean; email?: string }): Promise<{ user: UserRow; headers: Record<string, string> }>;
  /** Cookie and CSRF headers of a new session for a user id, or a guest session for null. */
  session(userId: string | null): Promise<Record<string, string>>;
}

/**
 * The giveaways sub-app behind the identity domain's stack (sessions, CSRF, the signed-in user,
 * error envelope), with the mail queue and notifications, over a fresh database (PostgreSQL with
 * TEST_DATABASE_URL) and a fake clock.
 */
export async function createGiveawaysTestApp(
  options: { mailer?: Mailer; challenge?: BotChallengeVerifier; start?: string } = {},
): Promise<GiveawaysTestApp> {
  const clock = fakeClock(options.start ?? '2026-06-01T10:00:00Z');
  let service!: GiveawayService;
  const logger = createLogger({ level: 'silent' });
  const t = await createAuthTestApp({
    now: clock.now,
    mailer: options.mailer,
    extra: (app, deps) => {
      const giveawayDeps = {
        db: deps.db,
        now: clock.now,
        authors: oneAuthorPort,
        challenge: options.challenge ?? botChallengeOff,
        mail: deps.mail,
        logger,
        appUrl: 'http://localhost:3000',
      };
      defineGiveawayMail({
        mail: deps.mail,
        db: deps.db,
        appUrl: giveawayDeps.appUrl,
        authorSlug: async (id) => (await oneAuthorPort.byIds([id])).get(id)?.slug ?? null,
      });
      service = giveawayService(giveawayDeps);
      app.route('/', giveawayRoutes(giveawayDeps, service));
    },
  });
  let readers = 0;
  async function session(userId: string | null) {
    const created = await t.sessions.create(userId);
    return {
      cookie: `${DEFAULT_SESSION_COOKIE}=${created.issuedToken}`,
      [XSRF_HEADER_NAME]: created.issuedCsrfToken!,
      'content-type': 'application/json',
      accept: 'application/json',
    };
  }
  return {
    ...t,
    clock,
    service,
    async giveaway(values = {}) {
      const at = clock.now().getTime();
      const closesAt = values.closesAt ?? new Date(at + 24 * 3600_000);
      const [row] = await t.database.db
        .insert(giveaways)
        .values({
          authorId: TEST_AUTHOR.id,
          title: 'Signed first edition',
          prize: 'A signed first edition',
          opensAt: new Date(at - 3600_000),
          closesAt,
          drawsAt: closesAt,
          countries: null,
          minAge: 18,
          winnerCount: 1,
          ...(await newSeed(new Uint8Array(32).fill(7))),
          ...values,
        })
        .returning();
      return row!;
    },
    async reader({ verified = true, email } = {}) {
      readers++;
      const user = await t.createUser({
        email: email ?? `reader${readers}-${Math.random().toString(36).slice(2)}@example.com`,
        password: null,
        verified,
      });
      return { user, headers: await session(user.id) };
    },
    session,
  };
}
