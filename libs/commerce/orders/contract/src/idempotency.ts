import * as v from 'valibot';

/** Every call that moves money takes this header: a fresh UUID per attempt, the same one on a retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IdempotencyKey = v.pipe(
  v.string('The Idempotency-Key header is required.'),
  v.regex(/^[A-Za-z0-9_-]{16,100}$/, 'The Idempotency-Key header must be 16 to 100 letters, digits, - or _ (a UUID).'),
);
