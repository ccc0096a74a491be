import { availableParallelism } from 'node:os';
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { createConcurrencyLimiter } from './concurrency-limiter.js';
import { createPasswordHasher } from './password-hasher.js';
import { newPasswordProblem } from './password-policy.js';

describe('the concurrency limiter', () => {
  it('runs at most `max` tasks at once, queues the rest in order and refuses past the queue bound with a wait to retry after', async () => {
    const limiter = createConcurrencyLimiter({ max: 2, maxQueue: 2 });
    const releases: Array<() => void> = [];
    const order: number[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        order.push(n);
        releases.push(() => resolve(n));
      });
    const running = [1, 2, 3, 4].map((n) => limiter.run(task(n)));
    expect(limiter.running).toBe(2);
    expect(limiter.waiting).toBe(2);
    const refused = await limiter.run(task(5)).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(Number((refused as { headers?: Record<string, string> }).headers?.['Retry-After'])).toBeGreaterThanOrEqual(
      1,
    );
    while (releases.length > 0 || order.length < 4) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    expect(await Promise.all(running)).toEqual([1, 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(limiter.running).toBe(0);
  });
});

describe('the password hasher', () => {
  it('hashes with argon2id at the policy, verifies, and bounds a burst to one hash fewer than the cores', async () => {
    const hasher = createPasswordHasher();
    const burst = Array.from({ length: 6 }, (_, i) => hasher.hash(`password number ${i}`));
    const atOnce = Math.max(1, availableParallelism() - 1);
    expect(hasher.limiter.running).toBe(atOnce);
    expect(hasher.limiter.waiting).toBe(6 - atOnce);
    const hashes = await Promise.all(burst);
    expect(hashes[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hashes[0]!, 'password number 0')).toEqual({ valid: true, needsRehash: false });
    expect(await hasher.verify(hashes[0]!, 'password number 1')).toEqual({ valid: false, needsRehash: false });
    expect(await hasher.verify('not a hash', 'x')).toEqual({ valid: false, needsRehash: false });
  }, 30_000);

  it('asks for a rehash of hashes below the policy', async () => {
    const hasher = createPasswordHasher();
    const weak = await hash('a password of mine', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(hasher.needsRehash(weak)).toBe(true);
    expect(await hasher.verify(weak, 'a password of mine')).toEqual({ valid: true, needsRehash: true });
    expect(await hasher.verifyDummy('anything')).toBe(false);
  });
});

describe('new password rules', () => {
  it.each([
    ['password1234', true],
    ['QWERTY123456', true],
    ['aaaaaaaaaaaaaaa', true],
    ['reader@example.com', true],
    ['folio-demo-password', true],
    ['a sentence only I would write', false],
  ])('%s is refused: %s', (password, refused) => {
    expect(newPasswordProblem(password, { email: 'reader@example.com' }) !== null).toBe(refused);
  });
});
