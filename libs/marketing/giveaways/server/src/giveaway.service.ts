import { randomBytes } from 'node:crypto';
import {
  commitmentOf,
  drawWinners,
  giveawayWebPaths,
  GIVEAWAY_CHALLENGE_ACTION,
  GiveawayMessages,
  GiveawayRefusal,
  type EnterGiveawayInput,
  type Giveaway,
  type GiveawayAuthor,
  type GiveawayEntry,
  type GiveawayStatus,
} from '@folio/giveaways-contract';
import { botChallengeUnavailable } from '@folio/integrations-server';
import { notify } from '@folio/notifications-server';
import { ApiError, notFound } from '@folio/server-kit';
import { GiveawayMail } from './giveaway-mail.js';
import { giveawayRepo } from './giveaway.repo.js';
import type { GiveawayEntryRow, GiveawayRow } from './giveaway.table.js';
import type { GiveawaysDeps } from './giveaways-deps.js';

/** The list page shows at most this many giveaways (a handful of featured authors at a time). */
const LIST_LIMIT = 100;

const refuse = (code: GiveawayRefusal, message: string, field?: string) =>
  new ApiError(422, code, message, field ? { [field]: [message] } : undefined);

export function statusOf(row: Pick<GiveawayRow, 'opensAt' | 'closesAt' | 'drawnAt'>, at: Date): GiveawayStatus {
  if (row.drawnAt) return 'drawn';
  if (at < row.opensAt) return 'upcoming';
  return at < row.closesAt ? 'open' : 'closed';
}

/** What anyone may see of a giveaway: the seed only once drawn, the commitment once open, never the entrants. */
export function toGiveaway(row: GiveawayRow, author: GiveawayAuthor, at: Date): Giveaway {
  const status = statusOf(row, at);
  return {
    id: row.id,
    title: row.title,
    prize: row.prize,
    status,
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    draws_at: row.drawsAt.toISOString(),
    countries: row.countries ?? null,
    min_age: row.minAge,
    winner_count: row.winnerCount,
    entry_count: row.entryCount,
    commitment: status === 'upcoming' ? null : row.commitment,
    draw:
      row.drawnAt && row.winningNumbers
        ? {
            seed: row.seed,
            entry_count: row.entryCount,
            winning_numbers: row.winningNumbers,
            drawn_at: row.drawnAt.toISOString(),
          }
        : null,
    author,
  };
}

function toEntry(row: GiveawayEntryRow, giveaway: GiveawayRow): GiveawayEntry {
  return {
    giveaway_id: row.giveawayId,
    entry_number: row.entryNumber,
    entered_at: row.createdAt.toISOString(),
    won: giveaway.winningNumbers ? giveaway.winningNumbers.includes(row.entryNumber) : null,
  };
}

/** A new secret seed and its public commitment, for a giveaway being created. */
export async function newSeed(bytes: Uint8Array = randomBytes(32)): Promise<{ seed: string; commitment: string }> {
  const seed = Buffer.from(bytes).toString('hex');
  return { seed, commitment: await commitmentOf(seed) };
}

/**
 * Entries and draws. An entry locks its giveaway row, so numbers are 1..N without gaps and the
 * window is checked against the same clock the draw uses; the draw locks the same row and records
 * itself once (`drawn_at`), so concurrent schedulers and readers draw each giveaway exactly once.
 */
export function giveawayService(deps: GiveawaysDeps) {
  const { db, authors, challenge, mail, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = giveawayRepo(db);

  async function withAuthors(rows: GiveawayRow[], at: Date): Promise<Giveaway[]> {
    const found = await authors.byIds([...new Set(rows.map((row) => row.authorId))]);
    return rows.flatMap((row) => {
      const author = found.get(row.authorId);
      return author ? [toGiveaway(row, author, at)] : [];
    });
  }

  /** Draws one giveaway if it is due and not drawn, and tells its winners (nobody if another run drew it). */
  async function drawOne(id: string, at: Date): Promise<void> {
    const winners = await db.transaction(async (tx) => {
      const locked = giveawayRepo(tx);
      const row = await locked.lock(id);
      if (!row || row.drawnAt || row.drawsAt > at) return [];
      const numbers = await drawWinners(row.seed, row.entryCount, row.winnerCount);
      await locked.recordDraw(id, numbers, at);
      const claimed = await locked.claimWinnersToNotify(id, numbers, at);
      const slug = (await authors.byIds([row.authorId])).get(row.authorId)?.slug;
      for (const entry of claimed) {
        await notify(
          tx,
          entry.userId,
          {
            kind: 'giveaway',
            title: `You won: ${row.title}`,
            body: `Your entry #${entry.entryNumber} was drawn. Prize: ${row.prize}.`,
            url: slug ? giveawayWebPaths.page(slug) : giveawayWebPaths.list,
          },
          at,
        );
      }
      return claimed.map((entry) => ({ entry, row }));
    });
    // After the commit, so a rolled-back draw never mails; the entries are already marked notified,
    // so a second run cannot mail again (a crash right here loses the e-mail, not the notification).
    for (const { entry, row } of winners) {
      await mail
        .enqueue(GiveawayMail.winner, {
          userId: entry.userId,
          giveawayId: row.id,
          entryNumber: String(entry.entryNumber),
        })
        .catch((error: unknown) =>
          logger.error({ err: error, giveawayId: row.id }, 'giveaway winner e-mail not queued'),
        );
    }
  }

  async function drawDue(at = now()): Promise<number> {
    const ids = await repo.dueIds(at);
    for (const id of ids) await drawOne(id, at);
    return ids.length;
  }

  return {
    drawDue,

    /**
     * Every giveaway. Reads never draw (no GET changes state): a giveaway past its draw time shows
     * as closed until the shell's scheduler has run `drawDue`, within a minute.
     */
    async list(): Promise<Giveaway[]> {
      const at = now();
      return withAuthors(await repo.all(LIST_LIMIT), at);
    },

    /** A featured author's giveaway: the open one closing first, else the next upcoming, else the last closed. */
    async byAuthor(slug: string): Promise<Giveaway> {
      const authorId = await authors.idBySlug(slug);
      if (!authorId) throw notFound(GiveawayMessages.notFound);
      const at = now();
      const rows = await repo.ofAuthor(authorId);
      const pick =
        rows.filter((row) => statusOf(row, at) === 'open').sort((a, b) => +a.closesAt - +b.closesAt)[0] ??
        rows.find((row) => statusOf(row, at) === 'upcoming') ??
        rows.sort((a, b) => +b.closesAt - +a.closesAt)[0];
      const [giveaway] = pick ? await withAuthors([pick], at) : [];
      if (!giveaway) throw notFound(GiveawayMessages.notFound);
      return giveaway;
    },

    async myEntry(giveawayId: string, userId: string): Promise<GiveawayEntry | null> {
      const giveaway = await repo.find(giveawayId);
      if (!giveaway) throw notFound(GiveawayMessages.notFound);
      const entry = await repo.entryOf(giveawayId, userId);
      return entry ? toEntry(entry, giveaway) : null;
    },

    /** One entry per reader, inside the window, if eligible; every refusal is a 422 with its own code. */
    async enter(giveawayId: string, userId: string, input: EnterGiveawayInput, ip?: string): Promise<GiveawayEntry> {
      const check = await challenge.verify({ token: input.challenge_token, action: GIVEAWAY_CHALLENGE_ACTION, ip });
      if (!check.passed) {
        if (check.reason === 'unavailable') throw botChallengeUnavailable();
        const message =
          check.reason === 'missing' ? GiveawayMessages.challengeMissing : GiveawayMessages.challengeFailed;
        throw refuse(GiveawayRefusal.challengeFailed, message, 'challenge_token');
      }
      return db.transaction(async (tx) => {
        const locked = giveawayRepo(tx);
        const giveaway = await locked.lock(giveawayId);
        if (!giveaway) throw notFound(GiveawayMessages.notFound);
        const at = now();
        const status = statusOf(giveaway, at);
        if (status === 'upcoming') throw refuse(GiveawayRefusal.notOpen, GiveawayMessages.notYetOpen);
        if (status !== 'open') throw refuse(GiveawayRefusal.notOpen, GiveawayMessages.closed);
        if (await locked.entryOf(giveawayId, userId))
          throw refuse(GiveawayRefusal.alreadyEntered, GiveawayMessages.alreadyEntered);
        if (giveaway.countries && !giveaway.countries.includes(input.country)) {
          throw refuse(GiveawayRefusal.countryNotEligible, GiveawayMessages.countryNotEligible, 'country');
        }
        if (giveaway.minAge > 0 && !input.age_confirmed) {
          throw refuse(
            GiveawayRefusal.ageNotConfirmed,
            GiveawayMessages.ageNotConfirmed(giveaway.minAge),
            'age_confirmed',
          );
        }
        return toEntry(await locked.addEntry(giveawayId, userId, input.country, at), giveaway);
      });
    },
  };
}

export type GiveawayService = ReturnType<typeof giveawayService>;
