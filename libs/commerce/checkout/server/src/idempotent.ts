import type { Database } from '@folio/db';
import { ApiError } from '@folio/server-kit';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { CheckoutConflictError } from './checkout-errors.js';
import { checkoutRequests } from './checkout.table.js';

/** An answer as it goes out (and is replayed): status and JSON body. */
export interface Answer {
  status: 200 | 201 | 404 | 409 | 422;
  body: unknown;
}

const REPLAY_WAIT_MS = 15_000;
/** A claim still unanswered after this long was left by a process that died mid-request: it is taken over. */
export const ABANDONED_CLAIM_MS = 2 * 60_000;
const REPLAY_POLL_MS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Refusals are answers too: a replay of the same key gets the same refusal. */
function answerOf(error: unknown): Answer | null {
  if (error instanceof CheckoutConflictError) return { status: 409, body: error.body };
  if (error instanceof ApiError && (error.status === 404 || error.status === 409 || error.status === 422)) return { status: error.status, body: error.toBody() };
  return null;
}

/**
 * Runs a money-moving request once per (user, Idempotency-Key): the first request claims the key
 * and stores its answer; the same key again, even while the first still runs, gets that answer.
 * The key used for another request (another cart, another instalment) is refused. An unexpected
 * failure (the provider unreachable, a crash) releases the key, so a retry with it runs again,
 * and what it runs must itself resume rather than repeat (placement finds its order by the key).
 */
export async function idempotent(
  db: Database,
  claim: { userId: string; key: string; scope: 'checkout' | 'instalment'; target: string },
  run: () => Promise<Answer>,
  at: Date = new Date(),
): Promise<Answer> {
  const mine = and(eq(checkoutRequests.userId, claim.userId), eq(checkoutRequests.key, claim.key))!;
  // A claim a killed process left unanswered is released, so its retry runs (and resumes) again.
  await db.delete(checkoutRequests).where(and(mine, isNull(checkoutRequests.statusCode), lt(checkoutRequests.createdAt, new Date(at.getTime() - ABANDONED_CLAIM_MS))));
  const [claimed] = await db.insert(checkoutRequests).values({ ...claim, createdAt: at }).onConflictDoNothing().returning({ key: checkoutRequests.key });
  if (!claimed) return replay(db, claim, mine);
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    const refusal = answerOf(error);
    if (!refusal) {
      await db.delete(checkoutRequests).where(mine);
      throw error;
    }
    answer = refusal;
  }
  await db.update(checkoutRequests).set({ statusCode: answer.status, body: answer.body }).where(mine);
  return answer;
}

async function replay(db: Database, claim: { scope: string; target: string }, mine: ReturnType<typeof and>): Promise<Answer> {
  const deadline = Date.now() + REPLAY_WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(checkoutRequests).where(mine).limit(1);
    if (row && (row.scope !== claim.scope || row.target !== claim.target)) {
      return { status: 409, body: { message: 'This Idempotency-Key was used for another request.', code: 'idempotency_key_reused' } };
    }
    if (row?.statusCode != null) return { status: row.statusCode as Answer['status'], body: row.body };
    if (!row || Date.now() > deadline) {
      return { status: 409, body: { message: 'This request is still being processed. Try again in a moment.', code: 'checkout_in_progress' } };
    }
    await sleep(REPLAY_POLL_MS);
  }
}
