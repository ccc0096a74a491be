import { createHash } from 'node:crypto';
import type { Database } from '@folio/db';
import { eq } from 'drizzle-orm';
import { PaymentRequestError } from '../payment-provider.port.js';
import { embeddedPayIdempotencyKeys } from './embedded.table.js';

/** Stable JSON (sorted keys) so the same parameters always hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const paramsHash = (operation: string, params: unknown) =>
  createHash('sha256')
    .update(`${operation}\n${canonical(params)}`)
    .digest('hex');

/**
 * Runs `make` once per idempotency key, in `tx`: the key row is claimed first (a concurrent request
 * with the same key waits on it and then finds it taken), so a retry gets the id the first request
 * made. The same key with another operation or other parameters is refused, as Stripe refuses it.
 */
export async function onceForKey(
  tx: Database,
  key: string,
  operation: string,
  params: unknown,
  at: Date,
  make: () => Promise<string>,
): Promise<{ id: string; replayed: boolean }> {
  const hash = paramsHash(operation, params);
  const claimed = await tx
    .insert(embeddedPayIdempotencyKeys)
    .values({ key, operation, paramsHash: hash, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: embeddedPayIdempotencyKeys.key });
  if (claimed.length === 0) {
    const [row] = await tx.select().from(embeddedPayIdempotencyKeys).where(eq(embeddedPayIdempotencyKeys.key, key));
    if (!row || row.operation !== operation || row.paramsHash !== hash || row.resultId === null) {
      throw new PaymentRequestError(
        'idempotency_key_in_use',
        'Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than this one if you meant to execute a different request.',
      );
    }
    return { id: row.resultId, replayed: true };
  }
  const id = await make();
  await tx.update(embeddedPayIdempotencyKeys).set({ resultId: id }).where(eq(embeddedPayIdempotencyKeys.key, key));
  return { id, replayed: false };
}
