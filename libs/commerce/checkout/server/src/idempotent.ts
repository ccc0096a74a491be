import type { Database, ServerInstance } from '@folio/db';
import { ApiError } from '@folio/server-kit';
import { createHash } from 'node:crypto';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { CheckoutConflictError } from './checkout-errors.js';
import { checkoutRequests } from './checkout.table.js';

/** An answer as it goes out (and is replayed): status and JSON body. */
export interface Answer {
  status: 200 | 201 | 404 | 409 | 422;
  body: unknown;
}

const REPLAY_WAIT_MS = 15_000;
/**
 * A claim still unanswered after this long is taken over whoever holds it: the backstop for an
 * owner whose death cannot be seen (no server instance recorded, a host cut off the network while
 * the database still thinks its connection is open).
 */
export const ABANDONED_CLAIM_MS = 2 * 60_000;
const REPLAY_POLL_MS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Who is asking: the server instance that records its claims, and can tell whether another's owner is gone. */
export type ClaimOwner = Pick<ServerInstance, 'id' | 'isLive'>;

type ClaimRow = typeof checkoutRequests.$inferSelect;

/** The digest a claim keeps of what its request asked (the validated input, whose key order the schema fixes). */
export const requestHashOf = (input: unknown): string =>
  createHash('sha256').update(JSON.stringify(input)).digest('base64url');

const keyReused = (message: string): Answer => ({ status: 409, body: { message, code: 'idempotency_key_reused' } });

/** Refusals are answers too: a replay of the same key gets the same refusal. */
function answerOf(error: unknown): Answer | null {
  if (error instanceof CheckoutConflictError) return { status: 409, body: error.body };
  if (error instanceof ApiError && (error.status === 404 || error.status === 409 || error.status === 422))
    return { status: error.status, body: error.toBody() };
  return null;
}

/** Whether an unanswered claim was left by a request that will never answer it. */
async function abandoned(row: ClaimRow, at: Date, owner: ClaimOwner | undefined): Promise<boolean> {
  if (row.createdAt.getTime() < at.getTime() - ABANDONED_CLAIM_MS) return true;
  if (!owner || row.instanceId === null || row.instanceId === owner.id) return false;
  return !(await owner.isLive(row.instanceId));
}

/**
 * Runs a money-moving request once per (user, Idempotency-Key): the first request claims the key
 * and stores its answer; the same key again, even while the first still runs, gets that answer.
 * The key used for another request (another cart, another instalment, or the same cart with other
 * details: a deposit instead of paying in full, another amount) is refused. An unexpected
 * failure (the provider unreachable) releases the key, so a retry with it runs again.
 *
 * A claim records the server instance that took it. When that process was killed mid-request
 * (its instance is known to be gone, see `ServerInstance`), a retry with the key takes the claim
 * over at once and runs the request again; without an instance, after `ABANDONED_CLAIM_MS`. A
 * takeover can never double anything, even if the owner were in fact still running, because what
 * it re-runs resumes rather than repeats: placement finds the cart's order by this key under the
 * cart's row lock (and the one-live-order-per-cart index), the provider payment is created with
 * the order's key `order-{id}-payment` (the provider answers a repeat with the same payment), and
 * the claim only stores the answer. The claim saves work and keeps replays identical; it is not
 * what keeps money from moving twice.
 */
export async function idempotent(
  db: Database,
  claim: { userId: string; key: string; scope: 'checkout' | 'instalment'; target: string; requestHash?: string | null },
  run: () => Promise<Answer>,
  options: { at?: Date; instance?: ClaimOwner } = {},
): Promise<Answer> {
  const at = options.at ?? new Date();
  const mine = and(eq(checkoutRequests.userId, claim.userId), eq(checkoutRequests.key, claim.key))!;
  const deadline = Date.now() + REPLAY_WAIT_MS;
  // Only this very claim: once let go (or taken over), the key may be claimed again by a retry.
  const thisClaim = and(
    mine,
    isNull(checkoutRequests.statusCode),
    eq(checkoutRequests.createdAt, at),
    options.instance ? eq(checkoutRequests.instanceId, options.instance.id) : isNull(checkoutRequests.instanceId),
  )!;
  for (;;) {
    let claimed: { key: string } | undefined;
    try {
      [claimed] = await db
        .insert(checkoutRequests)
        .values({
          ...claim,
          requestHash: claim.requestHash ?? null,
          instanceId: options.instance?.id ?? null,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ key: checkoutRequests.key });
    } catch (error) {
      // The connection may have gone after the database took the claim but before its reply came
      // back: let go of what may be there, or every retry with the key waits on it.
      await release(db, thisClaim);
      throw error;
    }
    if (claimed) return answerOnce(db, mine, thisClaim, run);
    const [row] = await db.select().from(checkoutRequests).where(mine).limit(1);
    if (row && (row.scope !== claim.scope || row.target !== claim.target))
      return keyReused('This Idempotency-Key was used for another request.');
    // A claim from before digests were kept (null) is not held against a retry.
    if (row && row.requestHash !== null && row.requestHash !== (claim.requestHash ?? null)) {
      return keyReused('This Idempotency-Key was used with other details. Send a new key for a new request.');
    }
    if (row?.statusCode != null) return { status: row.statusCode as Answer['status'], body: row.body };
    if (row && (await abandoned(row, at, options.instance))) {
      // Only that very claim: another taker may have replaced it meanwhile.
      await db
        .delete(checkoutRequests)
        .where(
          and(
            mine,
            isNull(checkoutRequests.statusCode),
            eq(checkoutRequests.createdAt, row.createdAt),
            row.instanceId === null
              ? isNull(checkoutRequests.instanceId)
              : eq(checkoutRequests.instanceId, row.instanceId),
          ),
        );
      continue;
    }
    if (Date.now() > deadline) {
      return {
        status: 409,
        body: {
          message: 'This request is still being processed. Try again in a moment.',
          code: 'checkout_in_progress',
        },
      };
    }
    // No row: the first request failed and let the key go, so this one claims it next time round.
    if (row) await sleep(REPLAY_POLL_MS);
  }
}

/** The first waits before another try at letting a claim go while the database is away, then every 2 s. */
const RELEASE_RETRY_MS = [250, 500, 1_000, 2_000];
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Lets a claim go, so a retry with the key runs the request again. When the database cannot take
 * the delete either (it went away under the request, which is why the request failed), the claim
 * is let go in the background as soon as the database is back: left in place, it would hold every
 * retry with the key until `ABANDONED_CLAIM_MS`, as this process is alive and seems to be at it.
 */
async function release(db: Database, claim: SQL): Promise<void> {
  try {
    await db.delete(checkoutRequests).where(claim);
  } catch {
    void (async () => {
      const deadline = Date.now() + ABANDONED_CLAIM_MS;
      for (let attempt = 0; Date.now() < deadline; attempt++) {
        await idle(RELEASE_RETRY_MS[Math.min(attempt, RELEASE_RETRY_MS.length - 1)]!);
        try {
          await db.delete(checkoutRequests).where(claim);
          return;
        } catch {
          // Still away: after the next wait.
        }
      }
    })();
  }
}

/**
 * Runs the claimed request and stores its answer; an unexpected failure lets the key go, and so
 * does an answer that could not be stored (a retry then resumes what the request did).
 */
async function answerOnce(db: Database, mine: SQL, claim: SQL, run: () => Promise<Answer>): Promise<Answer> {
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    const refusal = answerOf(error);
    if (!refusal) {
      await release(db, claim);
      throw error;
    }
    answer = refusal;
  }
  try {
    await db.update(checkoutRequests).set({ statusCode: answer.status, body: answer.body }).where(mine);
  } catch (error) {
    await release(db, claim);
    throw error;
  }
  return answer;
}
