import { availableParallelism } from 'node:os';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { createConcurrencyLimiter } from './concurrency-limiter.js';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const PASSWORD_POLICY = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// `Algorithm` is a const enum in the package's types, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasherOptions {
  /**
   * Hashes computed at once (each takes ~19 MiB and one libuv thread). By default one fewer than
   * the cores (at least one), so a flood of sign-ins never takes the core the event loop answers
   * everyone else's requests on.
   */
  maxConcurrent?: number;
  /** Hashes allowed to wait; beyond it callers get 503. */
  maxQueue?: number;
  /** Argon2 parameters; tests may lower them, production keeps the policy. */
  params?: Pick<Options, 'memoryCost' | 'timeCost' | 'parallelism'>;
}

/**
 * argon2id hashing and verification through a small concurrency limiter, with "needs rehash"
 * for hashes made under weaker parameters and a dummy verification for unknown accounts so
 * both take the same time.
 */
export function createPasswordHasher({
  maxConcurrent = Math.max(1, availableParallelism() - 1),
  maxQueue = 200,
  params = PASSWORD_POLICY,
}: PasswordHasherOptions = {}) {
  const limiter = createConcurrencyLimiter({ max: maxConcurrent, maxQueue });
  const options: Options = { ...params, algorithm: ARGON2ID };
  let dummy: Promise<string> | undefined;

  const needsRehash = (stored: string): boolean => {
    try {
      const parsed = parseOptions(stored);
      return (
        parsed.algorithm !== ARGON2ID ||
        parsed.memoryCost < (params.memoryCost ?? PASSWORD_POLICY.memoryCost) ||
        parsed.timeCost < (params.timeCost ?? PASSWORD_POLICY.timeCost) ||
        parsed.parallelism !== (params.parallelism ?? PASSWORD_POLICY.parallelism)
      );
    } catch {
      return true;
    }
  };

  return {
    limiter,
    hash: (password: string): Promise<string> => limiter.run(() => hash(password, options)),

    /** `valid` false for a wrong password or an unreadable hash; `needsRehash` below policy. */
    async verify(stored: string, password: string): Promise<{ valid: boolean; needsRehash: boolean }> {
      const valid = await limiter.run(() => verify(stored, password).catch(() => false));
      return { valid, needsRehash: valid && needsRehash(stored) };
    },

    /** Spends the same work as a real verification, for an account that does not exist. */
    async verifyDummy(password: string): Promise<false> {
      dummy ??= limiter.run(() => hash('folio-dummy-password-for-timing', options));
      const stored = await dummy;
      await limiter.run(() => verify(stored, password).catch(() => false));
      return false;
    },

    needsRehash,
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
